import { ALERT_CODES, ROLE_SCOPES } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { signToken } from '../apps/server/src/auth/tokens';
import type { Database } from '../apps/server/src/db/schema';
import { buildCompany, buildUser, buildVehicle } from '../apps/server/src/seed/builders/builders';

/*
 * The data of bench/raw-alerts.bench.ts: companies, vehicles, a million raw alerts and their user
 * logs, made in a few statements.
 */

const DAYS = 60;
const VEHICLES = 300;
/** Each company's share of the alerts; the first is measured (the most rows to wade through). */
const COMPANY_SHARES = [0.4, 0.3, 0.2, 0.1];
/**
 * How often each code occurs, in parts: overspeed, geofences, idling and harsh driving lead, as on a
 * truck fleet; SOS, crash and fuel drop are rare. Urgency is each code's default.
 */
const CODE_WEIGHTS: [code: number, parts: number][] = [
  [8, 20],
  [3, 8],
  [2, 8],
  [13, 10],
  [9, 10],
  [10, 5],
  [11, 3],
  [49, 4],
  [52, 4],
  [50, 2],
  [91, 5],
  [92, 4],
  [90, 3],
  [7, 5],
  [14, 4],
  [117, 3],
  [110, 3],
  [138, 2],
  [139, 2],
  [15, 1],
  [1, 1],
  [12, 1],
];

/** Companies, vehicles (one driver each tenth), and the measured company's admin token. */
export async function generateFleet(db: Kysely<Database>, secret: Uint8Array) {
  const companies: { id: number; share: number; vehicleIds: number[]; userIds: number[] }[] = [];
  for (const [i, share] of COMPANY_SHARES.entries()) {
    const company = await buildCompany(db, { name: `PT Beban Peringatan ${i + 1}` });
    const userIds = [];
    for (let u = 0; u < 5; u++) userIds.push((await buildUser(db, { company_id: company.id })).id);
    const vehicleIds = [];
    for (let v = 0; v < Math.round(VEHICLES * share); v++) {
      const driver = v % 10 === 0 ? await buildUser(db, { company_id: company.id, role: 'driver' }) : null;
      const vehicle = await buildVehicle(db, {
        company_id: company.id,
        default_driver_user_id: driver?.id ?? null,
      });
      vehicleIds.push(vehicle.id);
    }
    companies.push({ id: company.id, share, vehicleIds, userIds });
  }
  const measured = companies[0] as (typeof companies)[number];
  const admin = await buildUser(db, { company_id: measured.id, scopes: [...ROLE_SCOPES.admin] });
  const token = await signToken({ userId: admin.id, companyId: measured.id }, secret, 3_600);
  return { companies, measured, token };
}

/**
 * The alerts in one statement: small lookup tables (companies by share, vehicles by index, codes by
 * weight) joined to a generate_series of random draws. setseed makes the table the same every run.
 */
export async function generateAlerts(
  db: Kysely<Database>,
  fleet: Awaited<ReturnType<typeof generateFleet>>,
  alerts: number,
) {
  const urgencyOf = new Map(ALERT_CODES.map((code) => [code.alertCode, code.defaultUrgency]));
  await sql`create temporary table bench_companies (company_id int, lo float8, hi float8, vehicles int,
    users int[])`.execute(db);
  await sql`create temporary table bench_vehicles (company_id int, idx int, vehicle_id int, driver_id int)`.execute(
    db,
  );
  await sql`create temporary table bench_codes (idx int, code int, is_urgent boolean)`.execute(db);
  let lo = 0;
  for (const company of fleet.companies) {
    await sql`insert into bench_companies values (${company.id}, ${lo}, ${lo + company.share},
      ${company.vehicleIds.length}, ${sql.raw(`'{${company.userIds.join(',')}}'::int[]`)})`.execute(db);
    lo += company.share;
  }
  await sql`update bench_companies set hi = 2 where hi = (select max(hi) from bench_companies)`.execute(db);
  await sql`insert into bench_vehicles
    select v.company_id, (row_number() over (partition by v.company_id order by v.id))::int - 1, v.id,
      v.default_driver_user_id
    from vehicles v`.execute(db);
  let idx = 0;
  for (const [code, parts] of CODE_WEIGHTS) {
    for (let k = 0; k < parts; k++) {
      await sql`insert into bench_codes values (${idx++}, ${code}, ${urgencyOf.get(code) === 'URGENT'})`.execute(
        db,
      );
    }
  }
  await sql`select setseed(0.42)`.execute(db);
  await sql`
    insert into raw_alerts (company_id, alert_code, alert_flag, alert_data, alert_rule_ids, vehicle_id,
      driver_user_id, latitude, longitude, address, created_on, received_on, is_read, is_resolved,
      is_false_alert, is_urgent, is_important, auto_popup, source_device_category, updated_on)
    select c.company_id, k.code, null,
      case when k.code = 8 then (81 + floor(d.r_value * 40))::int || '|80|' || (60 + floor(d.r_value * 300))::int
           when k.code in (13, 14) then (600 + floor(d.r_value * 3600))::int::text end,
      array[k.code * 10 + 1], v.vehicle_id, v.driver_id,
      -6.1 - d.r_value * 0.4, 106.7 + d.r_age * 0.4,
      'Jl. Raya Bekasi Km ' || (1 + floor(d.r_value * 30))::int || ', Jakarta Timur, DKI Jakarta',
      d.created_on, d.created_on + interval '3 seconds',
      d.r_read < 0.5 or d.resolved or d.r_false < 0.03, d.resolved and d.r_false >= 0.03, d.r_false < 0.03,
      k.is_urgent, not k.is_urgent, k.is_urgent,
      case when k.code between 49 and 134 then 'DASHCAM' else 'GPS' end, d.created_on
    from (
      select g, random() as r_company, random() as r_vehicle, random() as r_code, random() as r_value,
        random() as r_age, random() as r_read, random() as r_false, random() as r_resolve
      from generate_series(1, ${alerts}) g
    ) r
    cross join lateral (
      select now() - r.r_age * interval '${sql.raw(String(DAYS))} days' as created_on,
        r.r_age, r.r_value, r.r_read, r.r_false,
        -- A day old and more: mostly handled; the last day: mostly not yet.
        r.r_resolve < case when r.r_age * ${DAYS} > 1 then 0.92 else 0.3 end as resolved
    ) d
    join bench_companies c on r.r_company >= c.lo and r.r_company < c.hi
    join bench_vehicles v on v.company_id = c.company_id and v.idx = floor(r.r_vehicle * c.vehicles)::int
    join bench_codes k on k.idx = floor(r.r_code * ${idx})::int
    -- In the order alerts arrive, as a real table lies on disk: the newest at the end of the heap.
    order by d.created_on`.execute(db);
  // A tenth of the handled alerts carry their trail: read, then resolved or flagged false with a reason.
  await sql`
    insert into raw_alert_user_logs (raw_alert_id, company_id, user_id, type_field, data, note, created_on)
    select a.id, a.company_id, c.users[1 + (abs(hashtext(a.id::text)) % 5)], t.type_field, t.data, t.note,
      a.created_on + t.after
    from raw_alerts a
    join bench_companies c on c.company_id = a.company_id
    cross join lateral (values
      ('Read', null, null, interval '2 minutes'),
      (case when a.is_false_alert then 'FalseAlert' else 'Resolve' end,
       case when a.is_false_alert then 'GPS melompat, kendaraan berhenti di pool' end,
       'Sudah dikonfirmasi ke pengemudi', interval '15 minutes')
    ) t(type_field, data, note, after)
    where (a.is_resolved or a.is_false_alert) and abs(hashtext(a.id::text)) % 10 = 0`.execute(db);
}

export async function tableSizes(db: Kysely<Database>) {
  const { rows } = await sql<{ rows: string; heap: string; indexes: string; logs: string }>`
    select (select count(*) from raw_alerts)::text as rows,
      pg_size_pretty(pg_table_size('raw_alerts')) as heap,
      pg_size_pretty(pg_indexes_size('raw_alerts')) as indexes,
      (select count(*) from raw_alert_user_logs)::text as logs`.execute(db);
  const perCompany = await sql<{ company_id: number; count: string }>`
    select company_id, count(*)::text as count from raw_alerts group by 1 order by 2 desc`.execute(db);
  const row = rows[0];
  return (
    `raw_alerts: ${row?.rows} rows, table ${row?.heap}, indexes ${row?.indexes}; ${row?.logs} user logs; ` +
    `per company ${perCompany.rows.map((r) => r.count).join(' / ')}`
  );
}
