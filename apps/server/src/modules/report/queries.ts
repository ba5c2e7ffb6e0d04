import { LATE_TOLERANCE_MINUTES } from '@armada/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { currentLoadQuantitySql } from '../../db/current-load';
import type { Database } from '../../db/schema';

/**
 * The reports' SQL (issue 26 item 11), over the tables the pages read. A range is calendar days in
 * the company's zone: [from 00:00, to + 1 day 00:00) there.
 */
export interface ReportRange {
  companyId: number;
  from: string;
  to: string;
  timeZone: string;
}

const startOf = (range: ReportRange) =>
  sql`((${range.from}::date)::timestamp at time zone ${range.timeZone})`;
const endOf = (range: ReportRange) =>
  sql`((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`;
const tolerance = sql`make_interval(mins => ${LATE_TOLERANCE_MINUTES})`;

/** Tasks that ran (started or ended) with a planned departure in the range: what the reports count. */
const RAN_STATUSES = sql`('STARTED', 'ENDED')`;

/** The task list's load columns; the reports read the same totals the task page shows. */
export async function punctualityByDay(db: Kysely<Database>, range: ReportRange) {
  const { rows } = await sql<{
    day: string;
    departures: number;
    on_time_departures: number;
    arrivals: number;
    on_time_arrivals: number;
  }>`
    with days as (
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as d
    ), counted as (
      select to_char(t.expected_departure_on at time zone ${range.timeZone}, 'YYYY-MM-DD') as day,
        count(*) filter (where t.actual_departure_on is not null) as departures,
        count(*) filter (where t.actual_departure_on <= t.expected_departure_on + ${tolerance}) as on_time_departures,
        count(*) filter (where t.actual_arrival_on is not null and t.estimated_arrival_on is not null) as arrivals,
        count(*) filter (where t.actual_arrival_on <= t.estimated_arrival_on + ${tolerance}) as on_time_arrivals
      from fleet_tasks t
      where t.company_id = ${range.companyId} and t.status in ${RAN_STATUSES}
        and t.expected_departure_on >= ${startOf(range)} and t.expected_departure_on < ${endOf(range)}
      group by 1
    )
    select days.day,
      coalesce(counted.departures, 0)::int as departures,
      coalesce(counted.on_time_departures, 0)::int as on_time_departures,
      coalesce(counted.arrivals, 0)::int as arrivals,
      coalesce(counted.on_time_arrivals, 0)::int as on_time_arrivals
    from days left join counted on counted.day = days.day
    order by days.day`.execute(db);
  return rows;
}

/**
 * The range's tasks that ran, with the planned distance stored with each task when its route changed
 * (fleet_tasks.planned_distance_m, fleet-tasks/sequence/planned-distance.ts: the domain's
 * plannedRouteMeters, the sequence's default estimate). fleet_tasks_ran_departure_idx holds every
 * column read here.
 */
function workPerTask(range: ReportRange): RawBuilder<unknown> {
  return sql`
    work as (
      select t.vehicle_id, t.driver_user_id, t.current_total_weight, t.current_total_volume,
        t.planned_distance_m as meters
      from fleet_tasks t
      where t.company_id = ${range.companyId} and t.status in ${RAN_STATUSES}
        and t.expected_departure_on >= ${startOf(range)} and t.expected_departure_on < ${endOf(range)}
    )`;
}

const workTotals = sql`count(*)::int as tasks,
  round(sum(work.meters) / 100.0)::float8 / 10 as distance_km,
  round(sum(work.current_total_weight)::numeric, 3)::float8 as load_weight,
  round(sum(work.current_total_volume)::numeric, 6)::float8 as load_volume`;

export interface WorkRow {
  tasks: number;
  distance_km: number;
  load_weight: number;
  load_volume: number;
}

/**
 * Tasks, distance and load per vehicle and per driver in one pass over the range's tasks (grouping
 * sets).
 */
export async function workPerVehicleAndDriver(db: Kysely<Database>, range: ReportRange) {
  const { rows } = await sql<
    WorkRow & {
      vehicle_id: number | null;
      license_plate: string | null;
      driver_id: number | null;
      driver_name: string | null;
    }
  >`
    with ${workPerTask(range)}
    select v.id as vehicle_id, v.license_plate, u.id as driver_id, u.name as driver_name, ${workTotals}
    from work
    left join vehicles v on v.id = work.vehicle_id
    left join users u on u.id = work.driver_user_id
    group by grouping sets ((v.id, v.license_plate), (u.id, u.name))
    order by distance_km desc, v.license_plate, u.name`.execute(db);
  const totals = ({ tasks, distance_km, load_weight, load_volume }: WorkRow) => ({
    tasks,
    distance_km,
    load_weight,
    load_volume,
  });
  return {
    vehicles: rows.flatMap((row) =>
      row.vehicle_id !== null && row.license_plate !== null
        ? [{ vehicle_id: row.vehicle_id, license_plate: row.license_plate, ...totals(row) }]
        : [],
    ),
    drivers: rows.flatMap((row) =>
      row.driver_id !== null && row.driver_name !== null
        ? [{ driver_id: row.driver_id, driver_name: row.driver_name, ...totals(row) }]
        : [],
    ),
  };
}

/**
 * Delivered orders whose last completed drop falls in the range, each load at its current quantity
 * (db/current-load.ts: the drop's adjusted quantity, else the pickup's, else the ordered one). The
 * last drop is in the range when one completed drop is and none is at or after the range's end: the
 * range's drops come from fleet_task_activities_completed_drop_idx instead of every drop of the
 * company, and the loads are summed per customer in the same pass.
 */
export async function deliveredLoadPerCustomer(db: Kysely<Database>, range: ReportRange) {
  const completedDrop = (alias: string) =>
    sql`${sql.ref(`${alias}.company_id`)} = ${range.companyId} and ${sql.ref(`${alias}.type`)} = 'DROP'
      and ${sql.ref(`${alias}.status`)} = 'COMPLETED'`;
  const { rows } = await sql<{
    customer_id: number;
    customer_name: string;
    delivery_orders: number;
    delivered_weight: number;
    delivered_volume: number;
  }>`
    with delivered as (
      select o.id, o.customer_id
      from delivery_orders o
      where o.company_id = ${range.companyId} and o.status = 'DELIVERED'
        and o.id in (
          select act.delivery_order_id from fleet_task_activities act
          where ${completedDrop('act')}
            and act.completed_on >= ${startOf(range)} and act.completed_on < ${endOf(range)})
        and not exists (
          select 1 from fleet_task_activities later
          where ${completedDrop('later')}
            and later.delivery_order_id = o.id and later.completed_on >= ${endOf(range)})
    )
    select c.id as customer_id, c.name as customer_name, count(distinct delivered.id)::int as delivery_orders,
      round(coalesce(sum(${currentLoadQuantitySql} * l.conversion_weight_value), 0)::numeric, 3)::float8 as delivered_weight,
      round(coalesce(sum(${currentLoadQuantitySql} * l.conversion_volume_value), 0)::numeric, 6)::float8 as delivered_volume
    from delivered
    join customers c on c.id = delivered.customer_id
    left join delivery_loads l on l.delivery_order_id = delivered.id
    group by c.id, c.name
    order by delivered_weight desc, c.name`.execute(db);
  return rows;
}

/** Raw alerts of the Alert Center by the driver they name, by the event's own time. */
export async function alertsPerDriver(db: Kysely<Database>, range: ReportRange) {
  const { rows } = await sql<{
    driver_id: number;
    driver_name: string;
    alerts: number;
    urgent: number;
    false_alerts: number;
  }>`
    select u.id as driver_id, u.name as driver_name, count(*)::int as alerts,
      count(*) filter (where r.is_urgent)::int as urgent,
      count(*) filter (where r.is_false_alert)::int as false_alerts
    from raw_alerts r
    join users u on u.id = r.driver_user_id and u.company_id = r.company_id
    where r.company_id = ${range.companyId}
      and r.created_on >= ${startOf(range)} and r.created_on < ${endOf(range)}
    group by u.id, u.name
    order by alerts desc, u.name`.execute(db);
  return rows;
}
