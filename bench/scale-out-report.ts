import { printMarkdownTable } from './figures';
import type { StepCpu } from './scale-out-cpu';

/* The scale-out benchmark's table and its reading of where the bottleneck is. */

export interface Row extends StepCpu {
  instances: number;
  offered: number;
  /** Positions offered in the step. */
  sent: number;
  /** Positions answered 200 a second, from the step's first send to its last answer. */
  answered: number;
  errors: number;
  errorKinds: Record<string, number>;
  alertsExpected: number;
  alertsReceived: number;
  alertsStored: number;
  /** Position sent to `alert-center-new` on a socket, ms: p50, p95, p99 over every socket and alert. */
  delay: [number, number, number];
  latencyP99: number;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/**
 * CPU ms of the servers and PostgreSQL an answered position: unlike throughput, what the load of
 * others on a shared machine hardly changes.
 */
const cpuPerPosition = (row: Row) =>
  ((sum(row.serverCpu) + row.postgresCpu) * 10) / Math.max(1, row.answered);

export function printTable(rows: Row[]) {
  const header = [
    'instances',
    'offered/s',
    'answered/s',
    'errors',
    'alerts exp/stored/recv',
    'alert delay p50/p95/p99 ms',
    'answer p99 ms',
    'server CPU %',
    'PostgreSQL CPU %',
    'server+PG CPU ms/position',
    'load+sockets CPU %',
    'others CPU %',
    'machine busy %',
  ];
  const lines = rows.map((row) => [
    String(row.instances),
    row.offered.toFixed(0),
    row.answered.toFixed(0),
    row.errors === 0
      ? '0'
      : `${row.errors} (${Object.entries(row.errorKinds)
          .map(([kind, count]) => `${kind}: ${count}`)
          .join(', ')})`,
    `${row.alertsExpected}/${row.alertsStored}/${row.alertsReceived}`,
    row.delay.map(ms).join(' / '),
    ms(row.latencyP99),
    row.serverCpu.map((cpu) => cpu.toFixed(0)).join(' + '),
    row.postgresCpu.toFixed(0),
    cpuPerPosition(row).toFixed(2),
    row.benchCpu.toFixed(0),
    row.othersCpu.toFixed(0),
    row.machineBusy.toFixed(0),
  ]);
  printMarkdownTable(header, lines);
  console.log('(CPU in % of one core; server CPU per instance; the machine figure is all cores together)\n');
}

/** Kept up: answered at least 90 % of what was offered, with under 1 % errors. */
const keptUp = (row: Row) => row.answered >= 0.9 * row.offered && row.errors <= 0.01 * row.sent;

/** Why the busiest step of a run answered no more: the resource it ran out of. */
function reason(row: Row, cores: number): string {
  const servers = sum(row.serverCpu);
  const busiest = Math.max(...row.serverCpu);
  const pg = `PostgreSQL CPU at ${row.postgresCpu.toFixed(0)} %`;
  const server = `the servers at ${row.serverCpu.map((cpu) => cpu.toFixed(0)).join(' + ')} %`;
  if (row.machineBusy >= 85) {
    const shares: [string, number][] = [
      ['PostgreSQL', row.postgresCpu],
      [`the server${row.serverCpu.length > 1 ? 's' : ''}`, servers],
      ['the load generator and sockets', row.benchCpu],
      ['other processes on this machine', row.othersCpu],
    ];
    const ranked = shares.sort((a, b) => b[1] - a[1]);
    const shared =
      ranked[0]?.[0] === 'other processes on this machine'
        ? ' (the machine is shared: the figures are a floor, not what dedicated cores sustain)'
        : '';
    return (
      `CPU: the machine's ${cores} cores are ${row.machineBusy.toFixed(0)} % busy, in % of one core ` +
      `${ranked.map(([name, cpu]) => `${name} ${cpu.toFixed(0)}`).join(', ')}${shared}; ${server}`
    );
  }
  if (busiest >= 90)
    return `the server's event loop (one instance at ${busiest.toFixed(0)} % of its one core; ${pg})`;
  return (
    `no CPU is saturated (machine ${row.machineBusy.toFixed(0)} % busy, ${server}, ${pg}): ` +
    'the time goes to waits (commits, locks, the pool of 10 connections an instance)'
  );
}

export function bottleneck(rows: Row[], cores: number): string {
  const counts = [...new Set(rows.map((row) => row.instances))];
  const best = (count: number) =>
    rows.filter((row) => row.instances === count).reduce((a, b) => (b.answered > a.answered ? b : a));
  const saturated = (count: number) => !keptUp(rows.filter((row) => row.instances === count).at(-1) as Row);
  const summary = counts
    .map(
      (count) =>
        `${count} instance(s): ${best(count).answered.toFixed(0)} positions/s${saturated(count) ? '' : ' (not saturated)'}`,
    )
    .join('; ');
  const most = counts.at(-1) as number;
  const top = best(most);
  if (!saturated(most))
    return `Sustained: ${summary}. No step saturated ${most} instance(s): raise BENCH_MAX_STEPS or BENCH_START_RATE.`;
  if (counts.length < 2) return `Sustained: ${summary}. Bottleneck: ${reason(top, cores)}.`;
  const first = best(counts[0] as number);
  const gain = top.answered / first.answered;
  const verdict =
    gain < 1.15
      ? `${most} instances do not add throughput (${first.answered.toFixed(0)} -> ${top.answered.toFixed(0)} positions/s)`
      : `${most} instances add ${((gain - 1) * 100).toFixed(0)} % (${first.answered.toFixed(0)} -> ${top.answered.toFixed(0)} positions/s)`;
  const dedicated = [first, top]
    .map((row) => `${Math.round((cores * 1000) / cpuPerPosition(row))} (${row.instances})`)
    .join(' vs ');
  // Throughput on a shared machine follows what others take; the CPU a position hardly does.
  const swing =
    Math.abs(top.othersCpu - first.othersCpu) > 25
      ? `\nOther processes took ${first.othersCpu.toFixed(0)} % of one core at the ${first.instances}-instance ` +
        `peak and ${top.othersCpu.toFixed(0)} % at the ${top.instances}-instance peak: the throughputs are not ` +
        'like for like; the CPU a position below is.'
      : '';
  return (
    `Sustained: ${summary}.\nBottleneck: ${verdict}: ${reason(top, cores)}.${swing}\n` +
    `CPU a position (servers + PostgreSQL): ${cpuPerPosition(first).toFixed(2)} ms with ${first.instances}, ` +
    `${cpuPerPosition(top).toFixed(2)} ms with ${top.instances}: ${cores} dedicated cores would sustain about ` +
    `${dedicated} positions/s (instances).`
  );
}
