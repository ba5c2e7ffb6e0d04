import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The plate and the driver an alert names. The driver is whoever drives the vehicle now: the driver
 * of the task the alert is about when it has one, else of the vehicle's running task (Perjalanan),
 * else the vehicle's default driver. A spare driver on today's trip is the one the operator calls.
 */
export async function alertVehicle(
  trx: Kysely<Database>,
  companyId: number,
  vehicleId: number,
  taskId: string | null = null,
): Promise<{ licensePlate: string; driverUserId: number | null }> {
  const row = await trx
    .selectFrom('vehicles as v')
    .select((eb) => [
      'v.license_plate',
      'v.default_driver_user_id',
      eb
        .selectFrom('fleet_tasks as t')
        .select('t.driver_user_id')
        .where('t.company_id', '=', companyId)
        .where('t.driver_user_id', 'is not', null)
        .where((task) =>
          taskId === null
            ? task.and([task('t.vehicle_id', '=', vehicleId), task('t.status', '=', 'STARTED')])
            : task('t.id', '=', taskId),
        )
        .orderBy('t.actual_departure_on', 'desc')
        .limit(1)
        .as('task_driver_user_id'),
    ])
    .where('v.id', '=', vehicleId)
    .where('v.company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    licensePlate: row.license_plate,
    driverUserId: row.task_driver_user_id ?? row.default_driver_user_id,
  };
}
