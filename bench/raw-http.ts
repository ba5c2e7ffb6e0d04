import { connect, type Socket } from 'node:net';

/*
 * A keep-alive HTTP/1.1 client for load generators, one request at a time per connection, as a
 * tracker's connection carries its positions. fetch (undici) cost the scale-out bench's load process
 * about half a millisecond of CPU a request, so a generator on the same two cores took more CPU than
 * the server it measured; writing the request line by hand and reading the status, Retry-After and
 * Content-Length of the answer costs a small fraction of that. It speaks only what the server
 * answers here (Content-Length bodies, no chunked encoding); anything else is an error.
 */

export interface RawAnswer {
  status: number;
  /** Seconds, when the server sent Retry-After. */
  retryAfter: number | null;
  body: string;
}

interface Pending {
  resolve: (answer: RawAnswer) => void;
  reject: (error: Error) => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

export class RawHttpConnection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  static of(url: string) {
    const parsed = new URL(url);
    return new RawHttpConnection(parsed.hostname, Number(parsed.port || 80));
  }

  /** GET of a path (with its query); the answer, or an error when the connection fails. */
  get(path: string): Promise<RawAnswer> {
    return this.request(`GET ${path} HTTP/1.1\r\nHost: ${this.host}\r\nConnection: keep-alive\r\n\r\n`);
  }

  /** POST of a JSON body with extra header lines (name to value); the answer as get's. */
  post(path: string, headers: Record<string, string>, json: string): Promise<RawAnswer> {
    const body = Buffer.from(json, 'utf8');
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}\r\nConnection: keep-alive\r\n${extra}` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    return this.request(head, body);
  }

  private request(head: string, body?: Buffer): Promise<RawAnswer> {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    const socket = this.socket ?? this.open();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      socket.write(body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : head);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }

  private open(): Socket {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    // A connection already replaced (closed, or failed) must not answer or fail the next one's request:
    // its late 'close' or bytes would be taken for the new connection's.
    socket.on('data', (chunk: Buffer) => {
      if (this.socket !== socket) return;
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.readAnswer();
    });
    const fail = (error: Error) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.buffer = Buffer.alloc(0);
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private readAnswer() {
    const end = this.buffer.indexOf(HEADER_END);
    if (end === -1 || !this.pending) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) {
      this.socket?.destroy(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const total = end + HEADER_END.length + length;
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + HEADER_END.length, total).toString('utf8');
    this.buffer = this.buffer.subarray(total);
    const retryAfter = /\r\nretry-after:\s*(\d+)/i.exec(head)?.[1];
    const pending = this.pending;
    this.pending = null;
    pending.resolve({
      status: Number(head.slice(9, 12)),
      retryAfter: retryAfter === undefined ? null : Number(retryAfter),
      body,
    });
  }
}
