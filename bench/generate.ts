import { type Kysely, sql } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { refreshPlannedDistances } from '../apps/server/src/modules/fleet-planning/fleet-tasks/sequence/planned-distance';
import {
  buildAddress,
  buildCompany,
  buildCustomer,
  buildProduct,
  buildUser,
  buildVehicle,
} from '../apps/server/src/seed/builders/builders';

export interface BenchData {
  companyId: number;
  email: string;
  password: string;
  /** A task with `longRouteStops` stops, for the sequence benchmark. */
  longTaskId: string;
}

const STATUSES = ['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED', 'CANCELED'];

/**
 * A company with `tasks` fleet tasks of `ordersPerTask` orders each (a pickup and a drop per order),
 * written with set-based SQL so 200,000 orders take seconds, plus one long route.
 */
export async function generateBenchData(
  db: Kysely<Database>,
  options: { tasks: number; ordersPerTask: number; longRouteStops: number },
): Promise<BenchData> {
  const company = await buildCompany(db, { name: 'PT Beban Uji' });
  const password = 'bench-password';
  const email = 'bench@armada.test';
  await buildUser(db, { company_id: company.id, email, role: 'admin', password });
  const garages = [];
  for (let i = 0; i < 10; i++)
    garages.push(await buildAddress(db, { company_id: company.id, is_garage: true }));
  const places = [];
  for (let i = 0; i < 200; i++) places.push(await buildAddress(db, { company_id: company.id }));
  const customers = [];
  for (let i = 0; i < 50; i++) customers.push(await buildCustomer(db, { company_id: company.id }));
  const product = await buildProduct(db, { company_id: company.id });
  const vehicles = [];
  const drivers = [];
  for (let i = 0; i < 300; i++) {
    drivers.push(await buildUser(db, { company_id: company.id, role: 'driver' }));
    vehicles.push(await buildVehicle(db, { company_id: company.id }));
  }
  const ids = (rows: { id: number }[]) => sql.raw(`array[${rows.map((row) => row.id).join(',')}]`);
  const orderCount = options.tasks * options.ordersPerTask + options.longRouteStops;

  await sql`
    insert into delivery_orders (company_id, number, shipment_type, customer_id, origin_address_id,
      destination_address_id, status, expected_pickup_on, expected_delivered_on)
    select ${company.id}::int, 'DO-BENCH-' || lpad(g::text, 7, '0'), 'DIRECT',
      (${ids(customers)})[1 + g % ${customers.length}],
      (${ids(places)})[1 + g % ${places.length}],
      (${ids(places)})[1 + (g * 7 + 3) % ${places.length}],
      'ASSIGNED', now() + (g % 30) * interval '1 hour', now() + (g % 30 + 5) * interval '1 hour'
    from generate_series(1, ${orderCount}) g`.execute(db);
  await sql`
    insert into delivery_loads (company_id, delivery_order_id, product_id, quantity, uom,
      conversion_weight_value, conversion_volume_value)
    select ${company.id}::int, id, ${product.id}, 10, 'Karton', 2.5, 0.01 from delivery_orders where company_id = ${company.id}::int`.execute(
    db,
  );
  await sql`
    create temporary table bench_orders as
    select id, row_number() over (order by number) as seq, origin_address_id, destination_address_id
    from delivery_orders where company_id = ${company.id}::int`.execute(db);

  await sql`
    insert into fleet_tasks (company_id, number, status, visited_statuses, start_address_id, end_address_id,
      vehicle_id, driver_user_id, expected_departure_on, track_token, current_total_weight, current_total_volume,
      shipment_reference, created_on)
    select ${company.id}::int, 'FO-BENCH-' || lpad(g::text, 6, '0'),
      (${sql.raw(`array['${STATUSES.join("','")}']`)})[1 + g % ${STATUSES.length}], '{}'::text[],
      (${ids(garages)})[1 + g % ${garages.length}], (${ids(garages)})[1 + (g + 1) % ${garages.length}],
      (${ids(vehicles)})[1 + g % ${vehicles.length}], (${ids(drivers)})[1 + g % ${drivers.length}],
      now() + (g % 500) * interval '1 hour', md5(g::text || random()::text), 250 * ${options.ordersPerTask}::int, 0.1 * ${options.ordersPerTask}::int,
      'REF-' || g, now() - (g % 1000) * interval '1 minute'
    from generate_series(1, ${options.tasks}) g`.execute(db);
  await sql`create temporary table bench_tasks as
    select id, row_number() over (order by number) as seq, start_address_id, end_address_id
    from fleet_tasks where company_id = ${company.id}::int`.execute(db);
  await insertRoutes(db, company.id, options.ordersPerTask);
  const longTaskId = await insertLongRoute(
    db,
    company.id,
    garages[0]!.id,
    options.tasks * options.ordersPerTask,
    options.longRouteStops,
  );
  // Routes written in SQL get their stored planned distance as the services store it.
  const tasks = await db
    .selectFrom('fleet_tasks')
    .select('id')
    .where('company_id', '=', company.id)
    .execute();
  await refreshPlannedDistances(
    db,
    tasks.map((task) => task.id),
  );
  await sql`analyze`.execute(db);
  return { companyId: company.id, email, password, longTaskId };
}

/** Per task: START, one pickup stop per order, one drop stop per order, END. */
async function insertRoutes(db: Kysely<Database>, companyId: number, perTask: number) {
  await sql`
    insert into fleet_task_points (company_id, fleet_task_id, type, position, address_id)
    select ${companyId}::int, t.id, 'START', 0, t.start_address_id from bench_tasks t
    union all
    select ${companyId}::int, t.id, 'END', ${2 * perTask + 1}::int, t.end_address_id from bench_tasks t
    union all
    select ${companyId}::int, t.id, 'DEFAULT', k, o.origin_address_id
      from bench_tasks t cross join generate_series(1, ${perTask}::int) k
      join bench_orders o on o.seq = (t.seq - 1) * ${perTask}::int + k
    union all
    select ${companyId}::int, t.id, 'DEFAULT', ${perTask}::int + k, o.destination_address_id
      from bench_tasks t cross join generate_series(1, ${perTask}::int) k
      join bench_orders o on o.seq = (t.seq - 1) * ${perTask}::int + k`.execute(db);
  await sql`
    insert into fleet_task_activities (company_id, fleet_task_id, point_id, delivery_order_id, type, position)
    select ${companyId}::int, t.id, p.id, o.id, case when p.position <= ${perTask}::int then 'PICKUP' else 'DROP' end, 0
    from bench_tasks t
    join fleet_task_points p on p.fleet_task_id = t.id and p.type = 'DEFAULT'
    join bench_orders o on o.seq = (t.seq - 1) * ${perTask}::int + case when p.position <= ${perTask}::int then p.position else p.position - ${perTask}::int end`.execute(
    db,
  );
}

/** One Draf task whose route has `stops` stops: the pickups then the drops of stops/2 orders. */
async function insertLongRoute(
  db: Kysely<Database>,
  companyId: number,
  garageId: number,
  offset: number,
  stops: number,
) {
  const task = await db
    .insertInto('fleet_tasks')
    .values({
      company_id: companyId,
      number: 'FO-BENCH-LONG',
      status: 'DRAFT',
      visited_statuses: ['DRAFT'],
      start_address_id: garageId,
      end_address_id: garageId,
      expected_departure_on: new Date(),
      track_token: `bench-long-${Date.now()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const half = stops / 2;
  await sql`
    insert into fleet_task_points (company_id, fleet_task_id, type, position, address_id, service_time_seconds)
    select ${companyId}::int, ${task.id}::uuid, 'START', 0, ${garageId}::int, 0
    union all select ${companyId}::int, ${task.id}::uuid, 'END', ${stops + 1}::int, ${garageId}::int, 0
    union all select ${companyId}::int, ${task.id}::uuid, 'DEFAULT', k, o.origin_address_id, 900
      from generate_series(1, ${half}::int) k join bench_orders o on o.seq = ${offset}::int + k
    union all select ${companyId}::int, ${task.id}::uuid, 'DEFAULT', ${half}::int + k, o.destination_address_id, 900
      from generate_series(1, ${half}::int) k join bench_orders o on o.seq = ${offset}::int + k`.execute(db);
  await sql`
    insert into fleet_task_activities (company_id, fleet_task_id, point_id, delivery_order_id, type, position)
    select ${companyId}::int, ${task.id}::uuid, p.id, o.id, case when p.position <= ${half}::int then 'PICKUP' else 'DROP' end, 0
    from fleet_task_points p
    join bench_orders o on o.seq = ${offset}::int + case when p.position <= ${half}::int then p.position else p.position - ${half}::int end
    where p.fleet_task_id = ${task.id}::uuid and p.type = 'DEFAULT'`.execute(db);
  return task.id;
}
