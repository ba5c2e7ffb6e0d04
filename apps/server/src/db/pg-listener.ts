import pg from 'pg';

/** Called with each notification's payload on a channel. */
export type NotificationHandler = (payload: string) => void;
/** Stops one `listen`; the connection ends when nothing listens any more. */
export type Unlisten = () => Promise<void>;

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * LISTEN on PostgreSQL through one dedicated `pg.Client` per database handle: a pool client would
 * go back to the pool and lose its LISTENs. When the connection drops (server restart, terminated
 * backend) it reconnects with a growing delay and LISTENs again on every channel. Notifications sent
 * while it was away are lost: live events are hints for open pages, the data stays in the tables.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  async listen(channel: string, handler: NotificationHandler): Promise<Unlisten> {
    if (this.closed) throw new Error('the listener is closed');
    let handlers = this.handlers.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(handler);
    const client = await this.connected();
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.handlers.get(channel) !== handlers) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  /** Ends the connection and stops reconnecting. */
  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // An error is followed by 'end'; reconnect once, on 'end'.
    client.on('error', (error) => this.log(`LISTEN connection error: ${error.message}`));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error('the listener is closed');
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    return client;
  }

  private lost(client: pg.Client) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connected().catch((error: Error) => {
        this.log(`LISTEN reconnect failed: ${error.message}`);
        this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
