/**
 * The workload's HTTP side: every request goes through one client that can be paused (while the
 * invariants are checked), counts what was sent and answered, and tells a dead server (no answer)
 * from an answer. A 5xx answer is a finding: the server was alive and failed.
 */

/** Thrown when a request got no answer: the server was killed under it, or is not back yet. */
export class ServerGone extends Error {}

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many operations, read field by field
  body: any;
}

export interface Figures {
  sent: number;
  answered: number;
  ok: number;
  unanswered: number;
  /** Non-2xx answers below 500 by 'METHOD route code', to see what the workload ran into. */
  refusals: Map<string, number>;
  serverErrors: string[];
}

/** A deterministic generator from a seed (mulberry32), so that CRASH_SEED replays a run's choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A real 40 x 30 JPEG (a gradient with a white bar, encoded by Chromium): what a phone would send. */
export const PROOF_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3Nw' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJD' +
    'AAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBH' +
    'AEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAA' +
    'AADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBv' +
    'AGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdB' +
    'RkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09P' +
    'T09PT09PT0//wAARCAAeACgDASIAAhEBAxEB/8QAGgAAAwEAAwAAAAAAAAAAAAAAAAMGAgQFB//EACAQAAIBAwUBAQAAAAAAAAAAAAAC' +
    'AQUGowQRMUTR4eL/xAAUAQEAAAAAAAAAAAAAAAAAAAAE/8QAGhEAAwEBAQEAAAAAAAAAAAAAAAECAyERMf/aAAwDAQACEQMRAD8A4CKP' +
    'RTKKehxblIjjSZH9EaWFzz9IVFHIpbRb9KjjS5G9NRQqZHGmyN6Gr1ipSRHIoDUUAbroyY4dSildF2b9HN+SWSB6QNugWclLF0b9LL8N' +
    'xcm/Ty/CdSB6QFrWl8FRkn9NIoDUgAbroyZ4f//Z',
  'base64',
);

/** Pauses new requests and waits for the ones in flight, so a check sees a quiet database. */
class Gate {
  private paused = false;
  private reopened: Promise<void> = Promise.resolve();
  private reopen: () => void = () => undefined;
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];

  pause() {
    if (this.paused) return;
    this.paused = true;
    this.reopened = new Promise((resolve) => {
      this.reopen = resolve;
    });
  }

  resume() {
    this.paused = false;
    this.reopen();
  }

  async enter() {
    while (this.paused) await this.reopened;
    this.inFlight += 1;
  }

  leave() {
    this.inFlight -= 1;
    if (this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/** The route a path belongs to, ids replaced, for the refusal and error tallies. */
const routeOf = (path: string) =>
  path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id').replace(/\?.*$/, '');

export class ApiClient {
  readonly gate = new Gate();
  readonly figures: Figures = {
    sent: 0,
    answered: 0,
    ok: 0,
    unanswered: 0,
    refusals: new Map(),
    serverErrors: [],
  };
  private authorization = '';

  constructor(private readonly baseUrl: string) {}

  async login(email: string, password: string): Promise<void> {
    const answer = await this.call('POST', '/api/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`login as ${email} failed: ${JSON.stringify(answer.body)}`);
    this.authorization = `Bearer ${answer.body.data.token}`;
  }

  /** A JSON request (or a multipart one when `body` is FormData). Throws ServerGone without an answer. */
  async call(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    await this.gate.enter();
    this.figures.sent += 1;
    try {
      const multipart = body instanceof FormData;
      let response: Response;
      try {
        response = await fetch(`${this.baseUrl}${path}`, {
          method,
          headers: {
            ...(this.authorization ? { authorization: this.authorization } : {}),
            ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
          // Longer than any request takes on a live server; a hung one shows up as a failure.
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') throw new Error(`${method} ${path} hung for 30 s`);
        this.figures.unanswered += 1;
        throw new ServerGone(`${method} ${path}: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => null);
      // The answer was cut short by the kill: no better than no answer.
      if (text === null) {
        this.figures.unanswered += 1;
        throw new ServerGone(`${method} ${path}: answer cut off`);
      }
      return this.tally(method, path, response.status, text);
    } finally {
      this.gate.leave();
    }
  }

  private tally(method: string, path: string, status: number, text: string): ApiAnswer {
    this.figures.answered += 1;
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = text;
    }
    if (status < 300) this.figures.ok += 1;
    else if (status >= 500) this.figures.serverErrors.push(`${method} ${path} answered ${status}: ${text}`);
    else {
      const key = `${method} ${routeOf(path)} ${status} ${(body as { code?: string } | null)?.code ?? ''}`;
      this.figures.refusals.set(key, (this.figures.refusals.get(key) ?? 0) + 1);
    }
    return { status, body };
  }
}

/** One proof photo as the browser's FormData sends it: field type=photo and the file. */
export function photoForm(): FormData {
  const form = new FormData();
  form.append('type', 'photo');
  form.append('file', new Blob([PROOF_JPEG], { type: 'image/jpeg' }), 'bukti.jpg');
  return form;
}
