import type { AddressInfo } from 'node:net';
import type { VoiceStateMessage } from '@armada/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { handshakeRefusal } from './live-client';

/** Starts the app on a free port of 127.0.0.1 and answers the voice socket's base URL. */
export async function listenForVoice(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws/voice`;
}

export const voiceUrl = (base: string, query: Record<string, string | undefined>) => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
};

/** The HTTP answer to a refused handshake of the voice relay. */
export const voiceRefusal = (url: string, origin?: string) => handshakeRefusal(url, origin);

/** A browser's side of a call: a real `ws` client keeping the state messages and counting audio frames. */
export class VoiceTestClient {
  readonly states: VoiceStateMessage[] = [];
  /** Sizes of the binary frames received. */
  readonly frames: number[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw, isBinary) => {
      if (isBinary) this.frames.push((raw as Buffer).length);
      else this.states.push(JSON.parse(raw.toString()) as VoiceStateMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    socket.on('error', () => undefined);
  }

  static connect(url: string): Promise<VoiceTestClient> {
    const client = new VoiceTestClient(new WebSocket(url));
    return new Promise((resolve, reject) => {
      client.socket.once('open', () => resolve(client));
      client.socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`handshake refused: ${response.statusCode}`)),
      );
    });
  }

  /** Waits until `check` holds (re-checked at each message), up to `timeoutMs`. */
  async until<T>(check: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = check();
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out; states ${JSON.stringify(this.states)}, ${this.frames.length} frames`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first state message of this state. */
  state(state: VoiceStateMessage['state'], timeoutMs?: number): Promise<VoiceStateMessage> {
    return this.until(() => this.states.find((message) => message.state === state), timeoutMs);
  }

  /** The final state (ended or failed). */
  outcome(timeoutMs?: number): Promise<VoiceStateMessage> {
    return this.until(
      () => this.states.find((message) => message.state === 'ended' || message.state === 'failed'),
      timeoutMs,
    );
  }

  sendFrame(bytes = 640): void {
    this.socket.send(Buffer.alloc(bytes, 7), { binary: true });
  }

  hangUp(): void {
    this.socket.send(JSON.stringify({ type: 'hangup' }));
  }
}
