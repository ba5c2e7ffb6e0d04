import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The SQL of the monthly partitions of telemetry_positions (migration
 * 2026-11-27T1400_partitioned_positions): read from the catalogue, created, dropped.
 */

/** One partition as the catalogue says: a range of fix times, or the DEFAULT partition (no range). */
export interface PositionPartition {
  name: string;
  isDefault: boolean;
  /** Inclusive lower bound; null for DEFAULT (or a bound that is not a time, MINVALUE). */
  from: Date | null;
  /** Exclusive upper bound; null for DEFAULT (or MAXVALUE). */
  to: Date | null;
}

const COLUMNS = sql.raw(
  'company_id, vehicle_id, driver_user_id, fix_on, received_on, latitude, longitude, speed_kmh, bearing, altitude, accuracy_m, battery_pct',
);

/**
 * One maintenance at a time across instances: the second waits, then finds the work done. The
 * bigint form of the key, as the alert sweeper's; a vehicle's alert lock uses the two-integer form.
 */
export async function lockPartitionMaintenance(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended('armada-position-partitions', 0))`.execute(trx);
}

/**
 * The partitions with their bounds. PostgreSQL gives a range bound only as text
 * ("FOR VALUES FROM ('...') TO ('...')", printed in the session's time zone), so the two literals
 * are cast back to timestamptz in the same statement, which reads them in that same zone.
 */
export async function listPositionPartitions(db: Kysely<Database>): Promise<PositionPartition[]> {
  const result = await sql<{ name: string; is_default: boolean; from_on: Date | null; to_on: Date | null }>`
    select c.relname as name, bound.text = 'DEFAULT' as is_default,
      (regexp_match(bound.text, 'FROM \\(''([^'']+)''\\)'))[1]::timestamptz as from_on,
      (regexp_match(bound.text, 'TO \\(''([^'']+)''\\)'))[1]::timestamptz as to_on
    from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    cross join lateral (select pg_get_expr(c.relpartbound, c.oid) as text) bound
    where i.inhparent = 'telemetry_positions'::regclass
    order by from_on nulls first, c.relname`.execute(db);
  return result.rows.map((row) => ({
    name: row.name,
    isDefault: row.is_default,
    from: row.from_on === null ? null : new Date(row.from_on),
    to: row.to_on === null ? null : new Date(row.to_on),
  }));
}

/**
 * Takes the whole table (every partition) before any partition is created or dropped, so those
 * statements' own locks come in the same order as an insert's (the table, then a partition) and never
 * wait on an intake that already read a partition and now wants to write: it waits for the intakes
 * under way, holds new ones for the few statements that follow, and cannot deadlock with them.
 */
export async function lockPositions(trx: Kysely<Database>): Promise<void> {
  await sql`lock table telemetry_positions in access exclusive mode`.execute(trx);
}

/**
 * Creates the partition of [from, to). PostgreSQL refuses it while the DEFAULT partition holds a row
 * of that range, so those rows are moved out first (into a temporary table, then back through the
 * parent once the partition exists), in the caller's transaction. Returns how many rows moved.
 */
export async function createPartition(
  trx: Kysely<Database>,
  partition: { name: string; from: Date; to: Date },
  defaultPartition: string | null,
): Promise<number> {
  let moved = 0;
  if (defaultPartition !== null) {
    await sql`create temporary table telemetry_positions_moving (like telemetry_positions) on commit drop`.execute(
      trx,
    );
    const result = await sql`
      with moved as (
        delete from ${sql.table(defaultPartition)}
        where fix_on >= ${partition.from} and fix_on < ${partition.to}
        returning ${COLUMNS})
      insert into telemetry_positions_moving (${COLUMNS}) select ${COLUMNS} from moved`.execute(trx);
    moved = Number(result.numAffectedRows ?? 0);
  }
  await sql`create table ${sql.table(partition.name)} partition of telemetry_positions
    for values from (${sql.lit(partition.from.toISOString())}) to (${sql.lit(partition.to.toISOString())})`.execute(
    trx,
  );
  if (defaultPartition !== null) {
    await sql`insert into telemetry_positions (${COLUMNS})
      select ${COLUMNS} from telemetry_positions_moving`.execute(trx);
    await sql`drop table telemetry_positions_moving`.execute(trx);
  }
  return moved;
}

/** Drops a partition and its rows (retention). */
export async function dropPartition(trx: Kysely<Database>, name: string): Promise<void> {
  await sql`drop table ${sql.table(name)}`.execute(trx);
}
