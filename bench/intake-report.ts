import { printMarkdownTable } from './figures';
/* intake.bench.ts's figures: a row a configuration, the scaling table and its flatness line. */

export interface IntakeRow {
  tasks: number;
  rules: number;
  /** Devices reporting: the tasks' vehicles and vehicles between tasks. */
  devices: number;
  /** Positions answered 200 a second, closed loop. */
  peak: number;
  answerP95: number;
  serverMsPerPosition: number;
  /** null on PGlite (its CPU is the server's). */
  postgresMsPerPosition: number | null;
  /** Positions answered a second by the gateway peak (JSON batches, closed loop). */
  gatewayPeak: number;
  /** Its server + PostgreSQL CPU ms a position answered. */
  gatewayMsPerPosition: number;
  delayP95: number;
  delayP99: number;
  autoStartP95: number;
  alertP95: number;
  maxRssMb: number;
  /** 503 answers of the overload run (each one waited and resent). */
  refused503: number;
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));
const costOf = (row: IntakeRow) => row.serverMsPerPosition + (row.postgresMsPerPosition ?? 0);

export function printIntakeTable(rows: IntakeRow[]) {
  const header = [
    'tasks',
    'rules',
    'devices',
    'peak pos/s',
    'answer p95 ms',
    'server ms/pos',
    'PG ms/pos',
    'gateway pos/s',
    'gateway server+PG ms/pos',
    '80% delay p95/p99 ms',
    'auto-start p95 ms',
    'alert p95 ms',
    '150% max RSS MB',
    '503s',
  ];
  const lines = rows.map((row) => [
    String(row.tasks),
    String(row.rules),
    String(row.devices),
    row.peak.toFixed(0),
    ms(row.answerP95),
    row.serverMsPerPosition.toFixed(3),
    row.postgresMsPerPosition === null ? '(in server)' : row.postgresMsPerPosition.toFixed(3),
    row.gatewayPeak.toFixed(0),
    row.gatewayMsPerPosition.toFixed(3),
    `${ms(row.delayP95)} / ${ms(row.delayP99)}`,
    ms(row.autoStartP95),
    ms(row.alertP95),
    row.maxRssMb.toFixed(0),
    String(row.refused503),
  ]);
  printMarkdownTable(header, lines);
  console.log(
    '(peak: closed loop; delays: 80 % of the peak (or BENCH_STEADY_RATE) on a clock, from the scheduled send to the answer; ' +
      'CPU from /proc, ms of one core a position answered 200)\n',
  );
}

/**
 * Cost a position (server + PostgreSQL CPU) at 10,000 against 1,000 tasks, per rule count run at both,
 * between rows where every reporting device is on a task when the matrix has them (intake.bench.ts).
 */
export function flatness(rows: IntakeRow[]): string {
  const lines: string[] = [];
  for (const rules of [...new Set(rows.map((row) => row.rules))]) {
    const at = (tasks: number) => {
      const candidates = rows.filter((row) => row.tasks === tasks && row.rules === rules);
      return candidates.find((row) => row.devices === row.tasks) ?? candidates[0];
    };
    const small = at(1_000);
    const large = at(10_000);
    if (!small || !large) continue;
    const change = (100 * (costOf(large) - costOf(small))) / costOf(small);
    const onTask = (row: IntakeRow) =>
      `${Math.round((100 * row.tasks) / row.devices)} % of devices on a task`;
    lines.push(
      `Flatness, ${rules} rule(s): ${costOf(small).toFixed(3)} ms a position at 1,000 tasks (${onTask(small)}), ` +
        `${costOf(large).toFixed(3)} ms at 10,000 (${onTask(large)}): ${change >= 0 ? '+' : ''}${change.toFixed(0)} % ` +
        `(target within 20 %: ${Math.abs(change) <= 20 ? 'flat' : 'NOT flat'})`,
    );
  }
  return lines.length > 0
    ? lines.join('\n')
    : 'Flatness: needs rows at 1,000 and 10,000 tasks with the same rules (BENCH_MATRIX).';
}
