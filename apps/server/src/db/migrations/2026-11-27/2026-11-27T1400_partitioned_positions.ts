import { type Kysely, sql } from 'kysely';

// Issue 20 item 4: telemetry_positions becomes `partition by range (fix_on)`, one partition a
// calendar month (UTC) named telemetry_positions_yYYYYmMM, so retention drops whole months instead
// of deleting rows, and a track window reads only its months. A DEFAULT partition takes any fix
// outside the months created, so an insert never fails for want of a partition; the maintenance job
// (modules/telemetry/partitions.ts) creates months ahead and moves such rows out of it.
//
// The table is rebuilt rather than converted (PostgreSQL cannot make a table partitioned in
// place): the old one is renamed, its rows copied in this migration's transaction, then dropped.
// Nothing references it (no foreign key, view or trigger); the intake function names it in PL/pgSQL,
// which resolves the name when it plans, so it reaches the new table unchanged. Both unique keys
// already hold fix_on, as a partitioned table's unique keys must.
//
// This migration freezes its own month naming and bounds; the maintenance job uses the same ones.

const COLUMNS = sql.raw(
  'company_id, vehicle_id, driver_user_id, fix_on, received_on, latitude, longitude, speed_kmh, bearing, altitude, accuracy_m, battery_pct',
);
const OLD = 'telemetry_positions_unpartitioned';
/** The months after the current one created now, as the maintenance job keeps them. */
const MONTHS_AHEAD = 2;
const PRIVILEGES = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']);

/** The table, its keys and its check under the old name, so the new table can take theirs. */
async function moveAside(db: Kysely<unknown>): Promise<void> {
  await sql`alter table telemetry_positions rename to ${sql.raw(OLD)}`.execute(db);
  await sql`alter index telemetry_positions_vehicle_key rename to ${sql.raw(`${OLD}_vehicle_key`)}`.execute(
    db,
  );
  await sql`alter index telemetry_positions_driver_key rename to ${sql.raw(`${OLD}_driver_key`)}`.execute(db);
  await sql`alter table ${sql.raw(OLD)} rename constraint telemetry_positions_one_device
    to ${sql.raw(`${OLD}_one_device`)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const grants = await grantsOf(db, 'telemetry_positions');
  await moveAside(db);

  await createPositionsTable(db, 'partition by range (fix_on)');
  await sql`create table telemetry_positions_default partition of telemetry_positions default`.execute(db);
  for (const month of await monthsToCreate(db)) {
    await sql`create table ${sql.raw(partitionName(month))} partition of telemetry_positions
      for values from (${sql.lit(month.toISOString())}) to (${sql.lit(nextMonth(month).toISOString())})`.execute(
      db,
    );
  }
  await sql`insert into telemetry_positions (${COLUMNS}) select ${COLUMNS} from ${sql.raw(OLD)}`.execute(db);
  await sql`drop table ${sql.raw(OLD)}`.execute(db);
  // After the copy: building an index over the rows once is cheaper than maintaining it per row.
  await createKeys(db);
  for (const grant of grants) {
    await sql`grant ${sql.raw(grant.privilege)} on telemetry_positions to ${sql.raw(grant.grantee)}`.execute(
      db,
    );
  }
}

/** The columns and check of 2026-11-21T0900_telemetry, unchanged. */
async function createPositionsTable(db: Kysely<unknown>, partitioning: string): Promise<void> {
  await sql`create table telemetry_positions (
      company_id integer not null,
      vehicle_id integer,
      driver_user_id integer,
      fix_on timestamptz not null,
      received_on timestamptz not null default now(),
      latitude double precision not null,
      longitude double precision not null,
      speed_kmh real,
      bearing real,
      altitude real,
      accuracy_m real,
      battery_pct real,
      constraint telemetry_positions_one_device check (num_nonnulls(vehicle_id, driver_user_id) = 1)
    ) ${sql.raw(partitioning)}`.execute(db);
}

/** The two keys of 2026-11-21T0900_telemetry; on the partitioned table each partition gets its own. */
async function createKeys(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index telemetry_positions_vehicle_key on telemetry_positions (vehicle_id, fix_on)
    where vehicle_id is not null`.execute(db);
  await sql`create unique index telemetry_positions_driver_key on telemetry_positions (driver_user_id, fix_on)
    where driver_user_id is not null`.execute(db);
}

/**
 * The privileges others than the owner hold on the table (a read-only reporting role, say), as SQL
 * words, so the new table grants the same. None of our migrations grants any; an operator may have.
 */
async function grantsOf(db: Kysely<unknown>, table: string) {
  const result = await sql<{ privilege: string; grantee: string }>`
    select acl.privilege_type as privilege,
      case when acl.grantee = 0 then 'public' else quote_ident(r.rolname) end as grantee
    from pg_class c
    cross join lateral aclexplode(c.relacl) acl
    left join pg_roles r on r.oid = acl.grantee
    where c.oid = ${table}::regclass and acl.grantee <> c.relowner`.execute(db);
  return result.rows.filter((row) => PRIVILEGES.has(row.privilege));
}

/** Every month (UTC) that holds a position, the current month and the next two. */
async function monthsToCreate(db: Kysely<unknown>): Promise<Date[]> {
  const result = await sql<{ month: Date }>`
    select distinct date_trunc('month', fix_on, 'UTC') as month from ${sql.raw(OLD)}`.execute(db);
  const now = new Date();
  const months = new Map<number, Date>();
  for (const { month } of result.rows) {
    const start = monthOf(new Date(month));
    months.set(start.getTime(), start);
  }
  for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    months.set(start.getTime(), start);
  }
  return [...months.values()].sort((a, b) => a.getTime() - b.getTime());
}

const monthOf = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const nextMonth = (month: Date) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
const partitionName = (month: Date) =>
  `telemetry_positions_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;

/** Back to one plain table with the same rows, keys and privileges. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const grants = await grantsOf(db, 'telemetry_positions');
  await moveAside(db);
  await createPositionsTable(db, '');
  await sql`insert into telemetry_positions (${COLUMNS}) select ${COLUMNS} from ${sql.raw(OLD)}`.execute(db);
  await sql`drop table ${sql.raw(OLD)}`.execute(db);
  await createKeys(db);
  for (const grant of grants) {
    await sql`grant ${sql.raw(grant.privilege)} on telemetry_positions to ${sql.raw(grant.grantee)}`.execute(
      db,
    );
  }
}
