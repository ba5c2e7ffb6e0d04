import { LIVE_CLIENT_EVENTS, LIVE_CLOSE_CODES, type LIVE_SERVER_EVENTS, type LiveTags } from '@armada/domain';

/** The events the server sends (`packages/domain/src/live/protocol.ts`), `system-notif-{id}` aside. */
export type LiveServerEvent = (typeof LIVE_SERVER_EVENTS)[keyof typeof LIVE_SERVER_EVENTS];

export type LiveStatus = 'connecting' | 'open' | 'closed';

/** A `PING` this often keeps proxies from closing an idle socket (the server pings every 30 s). */
export const LIVE_PING_MS = 25_000;
/** Reconnect delays grow from the first to the last, doubling (1 s, 2 s, 4 s ... 30 s). */
export const LIVE_RECONNECT_MS = { first: 1_000, max: 30_000 } as const;

export interface LiveSocketOptions {
  url: string;
  tags?: LiveTags;
  onMessage: (event: string, data: unknown) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Open again after a drop: live events were missed, the page reloads what it shows. */
  onReconnect?: () => void;
  /** 4401 from the server: the session is over; no reconnect. */
  onSessionEnded?: () => void;
  reconnectMs?: { first: number; max: number };
  pingMs?: number;
}

function messageOf(raw: unknown): { event: string; data: unknown } | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { event, data } = parsed as { event?: unknown; data?: unknown };
    return typeof event === 'string' ? { event, data } : null;
  } catch {
    return null;
  }
}

/**
 * One live socket: connects, sends the tags on every open, pings, and reconnects with a growing
 * delay after a drop. `close()` is deliberate: nothing reopens it. Free of React so the hook stays
 * small; `useLiveSocket` owns one per mounted page.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private wasOpen = false;
  private closedOnPurpose = false;
  private tags: LiveTags | undefined;

  constructor(private readonly options: LiveSocketOptions) {
    this.tags = options.tags;
  }

  open(): void {
    this.closedOnPurpose = false;
    this.connect();
  }

  close(): void {
    this.closedOnPurpose = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
    this.options.onStatus?.('closed');
  }

  /**
   * Reconnect on demand (the browser is back online): a socket waiting out its growing delay tries
   * now. Nothing happens while open or connecting, nor after a deliberate `close()`.
   */
  reconnectNow(): void {
    if (this.closedOnPurpose || this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  /** Replaces the tags in force (as `update_tags` does on the server) and sends them when open. */
  updateTags(tags: LiveTags | undefined): void {
    this.tags = tags;
    this.sendTags();
  }

  private send(event: string, data?: unknown): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(data === undefined ? { event } : { event, data }));
  }

  private sendTags(): void {
    if (this.tags) this.send(LIVE_CLIENT_EVENTS.updateTags, this.tags);
  }

  private connect(): void {
    this.options.onStatus?.('connecting');
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.wasOpen;
      this.attempt = 0;
      this.wasOpen = true;
      this.options.onStatus?.('open');
      this.sendTags();
      this.pingTimer = setInterval(
        () => this.send(LIVE_CLIENT_EVENTS.ping),
        this.options.pingMs ?? LIVE_PING_MS,
      );
      if (reconnected) this.options.onReconnect?.();
    };
    socket.onmessage = (message) => {
      if (this.socket !== socket) return;
      const parsed = messageOf(message.data);
      if (parsed) this.options.onMessage(parsed.event, parsed.data);
    };
    socket.onclose = (closing) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      this.options.onStatus?.('closed');
      if (this.closedOnPurpose) return;
      if (closing.code === LIVE_CLOSE_CODES.sessionEnded) {
        this.options.onSessionEnded?.();
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    const { first, max } = this.options.reconnectMs ?? LIVE_RECONNECT_MS;
    const delay = Math.min(max, first * 2 ** this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closedOnPurpose) this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.retryTimer = null;
  }
}
