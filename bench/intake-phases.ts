import type { ChildProcess } from 'node:child_process';
import { percentile } from './figures';
import type { IntakeData } from './intake-data';
import { driveIntakeLoad } from './intake-load';
import { meterCpu, sampleRss } from './intake-measure';
import type { IntakeRow } from './intake-report';
import type { Phase } from './intake-types';
import { alertDelays } from './socket-clients';

/*
 * One configuration's runs against one server, in order: warm-up (every device twice, the first fix 3
 * minutes old: JIT, pools, the rule cache, each auto-start vehicle seen inside its garage, and every
 * vehicle's first minute under the rules over), peak (closed loop), steady at 80 %
 * of the peak on a clock, overload at 150 %. Each prints its line; the row gathers the table's figures.
 */

export interface PhaseContext {
  serverUrl: string;
  serverPid: number;
  /** PostgreSQL of the bench database (its CPU is measured), null on PGlite. */
  databaseUrl: string | null;
  data: IntakeData;
  load: ChildProcess;
  clients: ChildProcess;
  seconds: number;
  concurrency: number;
  /** Concurrent list requests during the peak (PGlite). */
  listDuringPeak: boolean;
  /** The gateway peak: positions a batch and batches at once. */
  gatewayBatch: number;
  gatewayConcurrency: number;
  /** Positions a second of the steady run; null: 80 % of the peak. */
  steadyRate: number | null;
}

export interface ConfigurationResult {
  row: Omit<IntakeRow, 'tasks' | 'rules' | 'devices'>;
  /** Every position answered 200, all runs: what the database must hold. */
  answered: number;
  /** Vehicles whose position leaving the garage was answered 200. */
  leftGarage: number[];
  listP95: number | null;
}

const fmt = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);
const spread = (values: number[]) =>
  `p50 ${fmt(percentile(values, 50))}, p95 ${fmt(percentile(values, 95))}, p99 ${fmt(percentile(values, 99))}`;
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ') || 'none';

function run(context: PhaseContext, phase: Phase, extra: { rate?: number; list?: boolean } = {}) {
  return driveIntakeLoad(context.load, {
    phase,
    url: context.serverUrl,
    devices: context.data.devices,
    seconds: context.seconds,
    concurrency: context.concurrency,
    rate: extra.rate,
    listToken: extra.list ? (context.data.tokens[0] as string) : null,
  });
}

async function peakRun(context: PhaseContext) {
  const benchPids = [context.load.pid, context.clients.pid].filter((pid) => pid !== undefined);
  const stop = await meterCpu(context.databaseUrl, context.serverPid, benchPids);
  const outcome = await run(context, 'peak', { list: context.listDuringPeak });
  const cpu = await stop();
  await alertDelays(context.clients, outcome.alerts);
  const peak = outcome.answered / outcome.seconds;
  const perPosition = (value: number) => value / Math.max(1, outcome.answered);
  console.log(
    `  peak: ${outcome.answered} answered 200 in ${outcome.seconds.toFixed(1)} s = ${peak.toFixed(0)}/s ` +
      `(${context.concurrency} devices at once); answer ${spread(outcome.latencies)}; CPU a position: server ` +
      `${perPosition(cpu.serverMs).toFixed(3)} ms, PostgreSQL ${cpu.postgresMs === null ? '(in the server)' : `${perPosition(cpu.postgresMs).toFixed(3)} ms`}, ` +
      `load processes ${perPosition(cpu.loadMs).toFixed(3)} ms; ` +
      `machine ${Number.isNaN(cpu.machineBusy) ? '-' : cpu.machineBusy.toFixed(0)} % busy; ` +
      `not 200: ${counts(outcome.failed)}; resent: ${counts(outcome.resends)}`,
  );
  const listP95 = context.listDuringPeak ? percentile(outcome.listLatencies, 95) : null;
  if (listP95 !== null)
    console.log(
      `  list p95 during burst: ${listP95.toFixed(0)} ms (target <= 200) over ${outcome.listLatencies.length} requests`,
    );
  return {
    outcome,
    peak,
    listP95,
    serverMsPerPosition: perPosition(cpu.serverMs),
    postgresMsPerPosition: cpu.postgresMs === null ? null : perPosition(cpu.postgresMs),
  };
}

/** The gateway peak: the same devices in JSON batches, closed loop; CPU a position answered. */
async function gatewayRun(context: PhaseContext) {
  const benchPids = [context.load.pid, context.clients.pid].filter((pid) => pid !== undefined);
  const stop = await meterCpu(context.databaseUrl, context.serverPid, benchPids);
  const outcome = await driveIntakeLoad(context.load, {
    phase: 'gateway',
    url: context.serverUrl,
    devices: context.data.devices,
    seconds: context.seconds,
    concurrency: context.gatewayConcurrency,
    gateway: { apiKeys: context.data.apiKeys, batch: context.gatewayBatch },
  });
  const cpu = await stop();
  await alertDelays(context.clients, outcome.alerts);
  const rate = outcome.answered / outcome.seconds;
  const cost = (cpu.serverMs + (cpu.postgresMs ?? 0)) / Math.max(1, outcome.answered);
  const perPosition = (value: number) => (value / Math.max(1, outcome.answered)).toFixed(3);
  console.log(
    `  gateway peak: ${outcome.answered} positions answered (accepted + duplicates of 200s) in ` +
      `${outcome.seconds.toFixed(1)} s = ${rate.toFixed(0)}/s (${context.gatewayBatch} a batch, ` +
      `${context.gatewayConcurrency} batches at once); request ${spread(outcome.latencies)}; CPU a position: ` +
      `server ${perPosition(cpu.serverMs)} ms, PostgreSQL ${cpu.postgresMs === null ? '(in the server)' : `${perPosition(cpu.postgresMs)} ms`}, ` +
      `load processes ${perPosition(cpu.loadMs)} ms; ` +
      `machine ${Number.isNaN(cpu.machineBusy) ? '-' : cpu.machineBusy.toFixed(0)} % busy; ` +
      `not 200 (batches): ${counts(outcome.failed)}; resent (batches): ${counts(outcome.resends)}`,
  );
  return { outcome, rate, cost };
}

/** The delay's p95 in each second of a run: a steady backlog and a stall of a second look different. */
function delayCourse(outcome: { delays: number[]; answeredAfter: number[] }) {
  const seconds: number[][] = [];
  outcome.answeredAfter.forEach((after, i) => {
    const second = Math.max(0, Math.floor(after / 1000));
    const delays = seconds[second] ?? [];
    delays.push(outcome.delays[i] as number);
    seconds[second] = delays;
  });
  return Array.from(seconds, (delays) => (delays ? percentile(delays, 95).toFixed(0) : '-')).join(' ');
}

/** The server's own figures (intake-stats), read and reset after a run: its batches and its loop. */
async function serverFigures(context: PhaseContext) {
  const response = await fetch(`${context.serverUrl}/api/telemetry/v1/intake-stats`, {
    headers: { authorization: `Bearer ${context.data.tokens[0]}` },
  });
  if (response.status !== 200) return `intake-stats answered ${response.status}`;
  const { data } = (await response.json()) as { data: Record<string, number> };
  const batches = data.batches ?? 0;
  const perBatch = batches === 0 ? 0 : (data.batched_positions ?? 0) / batches;
  return (
    `${batches} intake calls so far, ${perBatch.toFixed(1)} positions a call on average; server event loop ` +
    `delay since the last look p50 ${data.event_loop_delay_p50_ms} ms, p99 ${data.event_loop_delay_p99_ms} ms`
  );
}

async function steadyRun(context: PhaseContext, rate: number) {
  await serverFigures(context);
  const outcome = await run(context, 'steady', { rate });
  const figures = await serverFigures(context);
  const alerts = await alertDelays(context.clients, outcome.alerts);
  const starts = outcome.autoStarts.map(([, delay]) => delay);
  console.log(
    `  steady at ${rate.toFixed(0)}/s: ${outcome.answered} answered 200 in ${outcome.seconds.toFixed(1)} s; ` +
      `delay ${spread(outcome.delays)}; auto start (${starts.length}) ${spread(starts)}; ` +
      `alert-center-new (${alerts.received} of ${alerts.expected} alerts, every socket) ${spread(alerts.delays)}; ` +
      `not 200: ${counts(outcome.failed)}; resent: ${counts(outcome.resends)}`,
  );
  console.log(`    delay p95 second by second (ms): ${delayCourse(outcome)}`);
  console.log(
    `    ${figures}; the load process's own event loop delay p99 ${outcome.loadLoopDelayP99.toFixed(0)} ms`,
  );
  return { outcome, starts, alerts };
}

async function overloadRun(context: PhaseContext, rate: number) {
  const rss = sampleRss(context.serverPid);
  const outcome = await run(context, 'overload', { rate });
  const maxRssMb = rss();
  await alertDelays(context.clients, outcome.alerts);
  console.log(
    `  overload at ${rate.toFixed(0)}/s: ${outcome.answered} answered 200 in ${outcome.seconds.toFixed(1)} s; ` +
      `delay ${spread(outcome.delays)}; max RSS ${maxRssMb.toFixed(0)} MB; other final answers: ` +
      `${counts(outcome.failed)}; 503 and 429 waited Retry-After and resent: ${counts(outcome.resends)}`,
  );
  return { outcome, maxRssMb };
}

export async function runPhases(context: PhaseContext): Promise<ConfigurationResult> {
  const warm = await run(context, 'warm');
  await alertDelays(context.clients, warm.alerts);
  console.log(
    `  warm-up: ${warm.answered} of ${warm.offered} answered 200 in ${warm.seconds.toFixed(1)} s (not counted)`,
  );
  const peak = await peakRun(context);
  const gateway = await gatewayRun(context);
  const steady = await steadyRun(context, context.steadyRate ?? 0.8 * peak.peak);
  const overload = await overloadRun(context, 1.5 * peak.peak);
  const runs = [warm, peak.outcome, gateway.outcome, steady.outcome, overload.outcome];
  return {
    row: {
      peak: peak.peak,
      answerP95: percentile(peak.outcome.latencies, 95),
      serverMsPerPosition: peak.serverMsPerPosition,
      postgresMsPerPosition: peak.postgresMsPerPosition,
      gatewayPeak: gateway.rate,
      gatewayMsPerPosition: gateway.cost,
      delayP95: percentile(steady.outcome.delays, 95),
      delayP99: percentile(steady.outcome.delays, 99),
      autoStartP95: percentile(steady.starts, 95),
      alertP95: percentile(steady.alerts.delays, 95),
      maxRssMb: overload.maxRssMb,
      refused503: overload.outcome.resends['503'] ?? 0,
    },
    answered: runs.reduce((total, outcome) => total + outcome.answered, 0),
    leftGarage: runs.flatMap((outcome) => outcome.autoStarts.map(([vehicleId]) => vehicleId)),
    listP95: peak.listP95,
  };
}
