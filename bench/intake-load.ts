import { type ChildProcess, fork } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loopDelayMs } from '../apps/server/src/modules/telemetry/stats';
import { eastOf, type IntakeDevice, LIMIT_KMH } from './intake-data';
import { gatewayLoop } from './intake-gateway';
import {
  count,
  emptyOutcome,
  type Fix,
  type LoadOutcome,
  type LoadRequest,
  MAX_RESENDS,
  pause,
} from './intake-types';
import { RawHttpConnection } from './raw-http';
import { alertKey } from './scale-out-load';
import { now } from './socket-clients';

/*
 * intake.bench.ts's load generator, a child process of its own so that it does not take the
 * server's event loop: OsmAnd GETs (Traccar Client's request), each device waiting for the answer to
 * its previous position as a tracker does, its fixes newer each time. A 503 or 429 is answered as
 * Traccar Client does: wait Retry-After seconds and send the same position again (the same fix).
 *
 * Where a device is: an auto-start vehicle sits in its garage through the warm-up and the peak; the
 * leaving ones drive out of it during the steady run, their departures spread over its first 80 %
 * (the first position outside starts the task), the others stay; a vehicle on its way drives east through its stops and round again.
 */

const KMH_PER_KNOT = 1.852;
/**
 * The warm-up sends every device twice, the first fix this long ago: a fleet already on its way. A
 * vehicle's first minute under the rule mix is a wave of its own (each vehicle's first PENDING, and
 * the 30 km/h overspeed rules firing once for every vehicle driving at 40 km/h: 10,000 alerts within
 * a minute at 10,000 tasks), which would otherwise fall in the measured runs.
 */
const WARM_HISTORY_MS = 3 * 60_000;
const WARM_PASSES = 2;
const MOVE_M = 30;
const LOOP_M = 6_000;
/** The list request of the burst (BENCH_PGLITE): what the web app's fleet task list asks. */
const LIST_PATH = '/api/fleet-planning/v1/fleet-task?page=1&limit=20';
const LIST_EVERY_MS = 100;
const LOOP_DELAY_RESOLUTION_MS = 10;

interface DeviceState {
  n: number;
  lastFixMs: number;
  /** Positions since it left its garage (auto-start vehicles), -1 while inside. */
  out: number;
}

/** Whether a leaving vehicle is out: from its departure, a share of the steady run's first 80 %, on. */
function hasLeft(device: IntakeDevice, state: DeviceState, request: LoadRequest, phaseStart: number) {
  if (!device.leaves || request.phase === 'warm' || request.phase === 'peak' || request.phase === 'gateway')
    return false;
  if (state.out >= 0 || request.phase === 'overload') return true;
  return now() - phaseStart >= device.departure * request.seconds * 800;
}

function nextFix(device: IntakeDevice, state: DeviceState, request: LoadRequest, phaseStart: number): Fix {
  const leaving = hasLeft(device, state, request, phaseStart);
  if (leaving) state.out++;
  const meters =
    device.kind === 'auto-start'
      ? leaving
        ? 1_000 + state.out * MOVE_M
        : 20 + (state.n % 3)
      : 500 + ((state.n * MOVE_M) % LOOP_M);
  const fast = device.speeding && state.n % 2 === 0;
  // Fixes strictly newer than the device's last, in ms, near the clock (not late, not ahead); the
  // warm-up's first is WARM_HISTORY_MS old, so the rules' first minute is over before the peak.
  const clock = request.phase === 'warm' && state.n === 0 ? Date.now() - WARM_HISTORY_MS : Date.now();
  const fixMs = Math.max(clock, state.lastFixMs + 1);
  state.lastFixMs = fixMs;
  state.n++;
  const point = eastOf(device.origin, meters);
  const speedKmh = fast ? LIMIT_KMH + 20 : LIMIT_KMH - 40;
  return { ...point, speedKmh, fixMs, fast, leavesGarage: leaving && state.out === 0 };
}

function osmAndQuery(device: IntakeDevice, fix: Fix) {
  return new URLSearchParams({
    id: device.imei,
    timestamp: String(fix.fixMs),
    lat: fix.latitude.toFixed(7),
    lon: fix.longitude.toFixed(7),
    speed: (fix.speedKmh / KMH_PER_KNOT).toFixed(3),
    bearing: '90',
    accuracy: '5',
  }).toString();
}

export class IntakeLoad {
  private readonly states = new Map<string, DeviceState>();
  /** When the current run began (now()): the steady run's departures are spread from it. */
  phaseStart = 0;

  /** A device's own keep-alive connection, as a tracker keeps one (raw-http.ts: fetch cost more CPU than the server). */
  private readonly connections = new Map<string, RawHttpConnection>();

  private connectionOf(device: IntakeDevice, url: string) {
    let connection = this.connections.get(device.imei);
    if (!connection) {
      connection = RawHttpConnection.of(url);
      this.connections.set(device.imei, connection);
    }
    return connection;
  }

  private state(device: IntakeDevice): DeviceState {
    let state = this.states.get(device.imei);
    if (!state) {
      state = { n: 0, lastFixMs: 0, out: -1 };
      this.states.set(device.imei, state);
    }
    return state;
  }

  /** A device's next fix in its journey (the OsmAnd and the gateway load share it). */
  fixOf(request: LoadRequest, device: IntakeDevice): Fix {
    return nextFix(device, this.state(device), request, this.phaseStart);
  }

  /** One position of a device, resent after 503/429 as Traccar Client does; `since`: its delay's start. */
  async send(request: LoadRequest, device: IntakeDevice, outcome: LoadOutcome, since?: number) {
    const position = this.fixOf(request, device);
    const query = osmAndQuery(device, position);
    const start = since ?? now();
    outcome.offered++;
    for (let attempt = 0; ; attempt++) {
      const sentAt = now();
      let status: string;
      let retryAfter = 1;
      try {
        const response = await this.connectionOf(device, request.url).get(`/api/telemetry/osmand?${query}`);
        status = String(response.status);
        retryAfter = response.retryAfter || 1;
      } catch (error) {
        status = error instanceof Error ? error.message : 'error';
      }
      if ((status === '503' || status === '429') && attempt < MAX_RESENDS) {
        count(outcome.resends, status);
        await pause(retryAfter * 1000);
        continue;
      }
      if (status !== '200') return count(outcome.failed, status);
      const answeredAt = now();
      outcome.answered++;
      outcome.latencies.push(answeredAt - sentAt);
      outcome.delays.push(answeredAt - start);
      outcome.answeredAfter.push(answeredAt - this.phaseStart);
      if (position.leavesGarage) outcome.autoStarts.push([device.vehicleId, answeredAt - start]);
      if (position.fast) outcome.alerts.push([alertKey(device.vehicleId, position.fixMs), start]);
      return;
    }
  }
}

/** Closed loop: worker w sends for devices w, w + C, ... in turn, each as soon as the last answered. */
async function closedLoop(load: IntakeLoad, request: LoadRequest, outcome: LoadOutcome) {
  const workers = Math.min(request.concurrency ?? request.devices.length, request.devices.length);
  const deadline = performance.now() + request.seconds * 1000;
  const warm = request.phase === 'warm';
  const worker = async (w: number) => {
    let pass = 0;
    for (let i = w; ; i += workers) {
      if (i >= request.devices.length) {
        pass++;
        if (warm && pass >= WARM_PASSES) return;
        i = w;
      }
      if (!warm && performance.now() >= deadline) return;
      await load.send(request, request.devices[i] as IntakeDevice, outcome);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
}

/** On a clock: position k at k / rate s, device k mod N; a device's next waits for its last answer. */
async function onClock(load: IntakeLoad, request: LoadRequest, outcome: LoadOutcome) {
  const rate = request.rate as number;
  const inFlight = new Map<string, Promise<void>>();
  const started = now();
  const total = Math.round(rate * request.seconds);
  for (let k = 0; k < total; k++) {
    const scheduled = started + (k * 1000) / rate;
    const wait = scheduled - now();
    if (wait > 1) await pause(wait);
    const device = request.devices[k % request.devices.length] as IntakeDevice;
    const previous = inFlight.get(device.imei) ?? Promise.resolve();
    inFlight.set(
      device.imei,
      previous.then(() => load.send(request, device, outcome, scheduled)),
    );
  }
  await Promise.all(inFlight.values());
}

/** The web app's list request every LIST_EVERY_MS until `done`, each latency noted. */
function listRequests(url: string, token: string, outcome: LoadOutcome) {
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const sent = now();
    pending.push(
      fetch(`${url}${LIST_PATH}`, { headers: { authorization: `Bearer ${token}` } }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) outcome.listLatencies.push(now() - sent);
          else count(outcome.failed, `list ${response.status}`);
        },
        () => count(outcome.failed, 'list error'),
      ),
    );
  }, LIST_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
  };
}

export function runIntakeLoad() {
  const load = new IntakeLoad();
  // This process's own lateness: a delay it measures includes it, so the run reports it beside them.
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  loopDelay.enable();
  process.on('message', async (request: LoadRequest) => {
    const outcome = emptyOutcome();
    loopDelay.reset();
    load.phaseStart = now();
    const stopList = request.listToken ? listRequests(request.url, request.listToken, outcome) : null;
    const started = performance.now();
    if (request.phase === 'gateway') await gatewayLoop(load, request, outcome);
    else if (request.rate === undefined) await closedLoop(load, request, outcome);
    else await onClock(load, request, outcome);
    outcome.seconds = (performance.now() - started) / 1000;
    outcome.loadLoopDelayP99 = loopDelayMs(loopDelay.percentile(99), LOOP_DELAY_RESOLUTION_MS);
    await stopList?.();
    process.send?.(outcome);
  });
}

export function forkIntakeLoad(): ChildProcess {
  return fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'intake-load' },
    execArgv: process.execArgv,
  });
}

export function driveIntakeLoad(child: ChildProcess, request: LoadRequest): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the load process exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (answer) => {
      child.off('exit', onExit);
      resolve(answer as LoadOutcome);
    });
    child.send(request);
  });
}

if (process.env.BENCH_ROLE === 'intake-load') runIntakeLoad();
