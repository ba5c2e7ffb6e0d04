import { type ChildProcess, fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/*
 * The socket clients of the live benchmarks (socket.bench.ts, alert-delay.bench.ts), run in a child
 * process of their own as browsers would be elsewhere: it opens the sockets, notes when each
 * `alert-center-new` arrives on each, and hands the times over when asked.
 */

/** Messages between a benchmark and its client process. */
export type ToClients = { connect: { url: string; tokens: string[] } } | { collect: string[] };
export type FromClients =
  | { connected: number }
  /** `unasked`: alerts that arrived since the last collect under keys this one did not ask for. */
  | { receipts: [string, number[]][]; unasked: number };

/** A wall-clock time in milliseconds with sub-millisecond precision, comparable across processes. */
export const now = () => performance.timeOrigin + performance.now();

const CONNECT_BATCH = 50;
/** How long a collect waits for every socket to have every alert asked for. */
const COLLECT_TIMEOUT_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Forks `modulePath` with BENCH_ROLE=clients; that module calls runClients. */
export function forkClients(modulePath: string): ChildProcess {
  return fork(modulePath, [], {
    env: { ...process.env, BENCH_ROLE: 'clients' },
    execArgv: process.execArgv,
  });
}

/**
 * The client process's loop. `keyOf` names an alert from its data (null: not one of the
 * benchmark's); a collect answers each key's arrival times, one per socket that received it (more
 * than one per socket if a socket received it twice), and forgets what it saw.
 */
export function runClients(keyOf: (data: unknown) => string | null) {
  const arrivals = new Map<string, number[]>();
  let sockets = 0;
  const reply = (message: FromClients) => process.send?.(message);
  process.on('message', async (message: ToClients) => {
    if ('connect' in message) {
      const { url, tokens } = message.connect;
      for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
        const batch = tokens.slice(start, start + CONNECT_BATCH).map(
          (token) =>
            new Promise<void>((resolve, reject) => {
              const socket = new WebSocket(`${url}?token=${token}`);
              socket.on('message', (raw) => {
                const at = now();
                const parsed = JSON.parse(raw.toString()) as { event: string; data: unknown };
                if (parsed.event !== 'alert-center-new') return;
                const key = keyOf(parsed.data);
                if (key === null) return;
                const times = arrivals.get(key) ?? [];
                times.push(at);
                arrivals.set(key, times);
              });
              socket.once('open', () => resolve());
              socket.once('error', reject);
            }),
        );
        await Promise.all(batch);
        sockets += batch.length;
      }
      reply({ connected: sockets });
      return;
    }
    const deadline = Date.now() + COLLECT_TIMEOUT_MS;
    const complete = () => message.collect.every((key) => (arrivals.get(key)?.length ?? 0) >= sockets);
    while (!complete() && Date.now() < deadline) await pause(50);
    const receipts = message.collect.map((key): [string, number[]] => [key, arrivals.get(key) ?? []]);
    for (const key of message.collect) arrivals.delete(key);
    reply({ receipts, unasked: arrivals.size });
    arrivals.clear();
  });
}

/** Sends a message to the client process and waits for its answer. */
export function ask(child: ChildProcess, message: ToClients): Promise<FromClients> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as FromClients));
    child.send(message);
  });
}

/**
 * Each socket's receipt of each alert, as delays from its position's time: `alerts` are [key, sent at]
 * pairs of the load, keys as the client process names what it received.
 */
export async function alertDelays(clients: ChildProcess, alerts: [string, number][]) {
  const sentAt = new Map(alerts);
  const answer = await ask(clients, { collect: [...sentAt.keys()] });
  if (!('receipts' in answer)) throw new Error('the client process answered out of turn');
  const delays: number[] = [];
  let received = 0;
  for (const [key, times] of answer.receipts) {
    if (times.length > 0) received++;
    for (const at of times) delays.push(at - (sentAt.get(key) as number));
  }
  return { delays, received, expected: sentAt.size };
}
