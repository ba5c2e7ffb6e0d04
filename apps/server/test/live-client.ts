import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A message of the live socket, as a client reads it. */
export interface LiveMessage {
  event: string;
  data?: unknown;
}

/** Starts the app on a free port of 127.0.0.1 and answers the socket's base URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export interface ConnectOptions {
  token?: string;
  origin?: string;
  /** false: the client does not answer pings (a peer gone without a close). */
  autoPong?: boolean;
}

const socketUrl = (base: string, token: string | undefined) =>
  token === undefined ? base : `${base}?token=${encodeURIComponent(token)}`;

/** The HTTP answer to a refused WebSocket handshake at `url` (the live socket's, the voice relay's). */
export function handshakeRefusal(url: string, origin?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { origin });
    socket.on('open', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('error', () => undefined);
  });
}

/** The HTTP answer to a refused handshake of the live socket. */
export const refusal = (base: string, options: ConnectOptions) =>
  handshakeRefusal(socketUrl(base, options.token), options.origin);

/** A real `ws` client that keeps what it receives, for tests to wait on. */
export class LiveTestClient {
  readonly received: LiveMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.received.push(JSON.parse(raw.toString()) as LiveMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('error', () => undefined);
  }

  static connect(base: string, options: ConnectOptions = {}): Promise<LiveTestClient> {
    const socket = new WebSocket(socketUrl(base, options.token), {
      origin: options.origin,
      autoPong: options.autoPong ?? true,
    });
    const client = new LiveTestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`handshake refused: ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: LiveMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message received (from the start) that matches, waiting up to `timeoutMs`. */
  async next(match: (message: LiveMessage) => boolean, timeoutMs = 3_000): Promise<LiveMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first message of this event name. */
  event(name: string, timeoutMs?: number): Promise<LiveMessage> {
    return this.next((message) => message.event === name, timeoutMs);
  }

  /** Messages received of this event name so far. */
  events(name: string): LiveMessage[] {
    return this.received.filter((message) => message.event === name);
  }

  /** Sends PING and waits for its PONG: every message sent before it has been handled. */
  async roundTrip(): Promise<void> {
    const pongs = this.events('PONG').length;
    this.send({ event: 'PING' });
    await this.next(() => this.events('PONG').length > pongs);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}
