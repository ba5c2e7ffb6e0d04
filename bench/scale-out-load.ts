import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { RawHttpConnection } from './raw-http';
import { LIMIT_KMH, METERS_PER_DEGREE, type ScaleDevice } from './scale-out-data';
import { now } from './socket-clients';

/*
 * The scale-out benchmark's load generator, a child process of its own (as trackers are elsewhere):
 * OsmAnd positions (GET /api/telemetry/osmand, Traccar Client's request) on a clock at a fixed
 * offered rate, device after device, instance after instance in turn. A device waits for the answer
 * to its previous position before sending the next, as a tracker does, so a server that falls behind
 * builds a backlog that lengthens the step rather than a flood of parallel requests.
 */

const KMH_PER_KNOT = 1.852;
const FAST_KMH = LIMIT_KMH + 20;
const SLOW_KMH = LIMIT_KMH - 40;
/** How far a vehicle moves between two of its fixes: it drives east through its stops. */
const STEP_M = 50;

export interface LoadStep {
  urls: string[];
  devices: ScaleDevice[];
  rate: number;
  seconds: number;
}

export interface LoadResult {
  offered: number;
  answered: number;
  /** Counts by answer: an HTTP status other than 200, or the network error's message. */
  errors: Record<string, number>;
  /** Seconds from the first send to the last answer (the backlog of a slow server included). */
  seconds: number;
  /** Answers' latency in ms, every request. */
  latencies: number[];
  /** Each accepted position over the limit after one under it: its alert's key and its send time. */
  alerts: [string, number][];
}

/** An alert's name on both sides: its vehicle and its fix time (the episode's start), in ms. */
export const alertKey = (vehicleId: number, fixMs: number) => `${vehicleId}|${fixMs}`;

/** A device's keep-alive connection to each instance, as a tracker keeps its own. */
const connections = new Map<string, RawHttpConnection>();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The load process's loop: one step a message, answered when the step's last answer is in. */
export function runLoad() {
  /** A device's next step, across the runs (its fixes move on and its speed keeps alternating). */
  const steps = new Map<string, number>();
  process.on('message', async (step: LoadStep) => {
    const result: LoadResult = { offered: 0, answered: 0, errors: {}, seconds: 0, latencies: [], alerts: [] };
    const inFlight = new Map<string, Promise<void>>();
    const count = Math.round(step.rate * step.seconds);
    const started = performance.now();
    for (let k = 0; k < count; k++) {
      const wait = started + (k * 1000) / step.rate - performance.now();
      if (wait > 1) await pause(wait);
      const device = step.devices[k % step.devices.length] as ScaleDevice;
      const url = step.urls[k % step.urls.length] as string;
      const n = steps.get(device.imei) ?? 0;
      steps.set(device.imei, n + 1);
      result.offered++;
      const previous = inFlight.get(device.imei) ?? Promise.resolve();
      inFlight.set(
        device.imei,
        previous.then(() => send(url, device, n, result)),
      );
    }
    await Promise.all(inFlight.values());
    result.seconds = (performance.now() - started) / 1000;
    process.send?.(result);
  });
}

async function send(url: string, device: ScaleDevice, n: number, result: LoadResult) {
  const fast = device.speeding && n % 2 === 0;
  const fixMs = Date.now();
  const longitude =
    device.longitude + (n * STEP_M) / (METERS_PER_DEGREE * Math.cos((device.latitude * Math.PI) / 180));
  const query = new URLSearchParams({
    id: device.imei,
    timestamp: String(fixMs),
    lat: device.latitude.toFixed(7),
    lon: longitude.toFixed(7),
    speed: ((fast ? FAST_KMH : SLOW_KMH) / KMH_PER_KNOT).toFixed(3),
    bearing: '90',
    accuracy: '5',
  });
  const at = now();
  try {
    const key = `${device.imei} ${url}`;
    const connection = connections.get(key) ?? RawHttpConnection.of(url);
    connections.set(key, connection);
    const response = await connection.get(`/api/telemetry/osmand?${query}`);
    result.latencies.push(now() - at);
    if (response.status === 200) {
      result.answered++;
      if (fast) result.alerts.push([alertKey(device.vehicleId, fixMs), at]);
    } else {
      result.errors[String(response.status)] = (result.errors[String(response.status)] ?? 0) + 1;
    }
  } catch (error) {
    const name =
      error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : 'error';
    result.errors[name] = (result.errors[name] ?? 0) + 1;
  }
}

export function forkLoad(): ChildProcess {
  return fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'load' },
    execArgv: process.execArgv,
  });
}

export function driveLoad(child: ChildProcess, step: LoadStep): Promise<LoadResult> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as LoadResult));
    child.send(step);
  });
}

if (process.env.BENCH_ROLE === 'load') runLoad();
