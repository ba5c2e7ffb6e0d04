import type { FleetTaskStatus } from '@armada/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, FleetTasksTable } from '../../db/schema';
import { refreshPlannedDistances } from '../../modules/fleet-planning/fleet-tasks/sequence/planned-distance';
import { newTrackToken } from '../../modules/fleet-planning/fleet-tasks/tracking/track-token';
import {
  buildAddress,
  type DeliveryOrderRow,
  insertRow,
  inTransaction,
  nextSequence,
  owningCompanyId,
  type Row,
} from './rows';

export type FleetTaskOverrides = Partial<Omit<Insertable<FleetTasksTable>, 'status'>> & {
  status?: FleetTaskStatus;
  /** Orders to put on the task: a pickup at the origin and a drop at the destination of each. */
  orders?: readonly DeliveryOrderRow[];
};

export type BuiltFleetTask = Row<'fleet_tasks'> & {
  points: Row<'fleet_task_points'>[];
  activities: Row<'fleet_task_activities'>[];
};

/**
 * A fleet task as tests need one: garages at both ends (built when not given), the orders' pickups and
 * drops on points grouped by address in order of first use, and START/END points. It writes rows
 * directly; the fleet-task service is what checks the rules when a user builds a task.
 */
export async function buildFleetTask(
  db: Kysely<Database>,
  overrides: FleetTaskOverrides = {},
): Promise<BuiltFleetTask> {
  const { orders = [], ...values } = overrides;
  return inTransaction(db, async (trx) => {
    const companyId = await owningCompanyId(trx, values.company_id, [
      ['vehicles', values.vehicle_id],
      ['users', values.driver_user_id],
      ['addresses', values.start_address_id],
    ]);
    const startAddressId =
      values.start_address_id ?? (await buildAddress(trx, { company_id: companyId, is_garage: true })).id;
    const endAddressId = values.end_address_id ?? startAddressId;
    const status = values.status ?? 'DRAFT';
    const task = await insertRow(trx, 'fleet_tasks', {
      number: `FO-UJI-${String(nextSequence()).padStart(5, '0')}`,
      track_token: newTrackToken(),
      visited_statuses: [status],
      ...values,
      company_id: companyId,
      status,
      start_address_id: startAddressId,
      end_address_id: endAddressId,
    });
    const { points, activities } = await insertRoute(trx, task, orders);
    // Stored as the services store it, unless the test sets its own figure.
    if (values.planned_distance_m === undefined) await refreshPlannedDistances(trx, [task.id]);
    const stored = await trx
      .selectFrom('fleet_tasks')
      .select('planned_distance_m')
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    return { ...task, ...stored, points, activities };
  });
}

async function insertRoute(
  db: Kysely<Database>,
  task: Row<'fleet_tasks'>,
  orders: readonly DeliveryOrderRow[],
) {
  const point = (type: 'START' | 'DEFAULT' | 'END', addressId: number, position: number) =>
    insertRow(db, 'fleet_task_points', {
      company_id: task.company_id,
      fleet_task_id: task.id,
      type,
      position,
      address_id: addressId,
    });
  const points = [await point('START', task.start_address_id as number, 0)];
  const stopByAddress = new Map<number, Row<'fleet_task_points'>>();
  const stopFor = async (addressId: number) => {
    let stop = stopByAddress.get(addressId);
    if (!stop) {
      stop = await point('DEFAULT', addressId, points.length);
      stopByAddress.set(addressId, stop);
      points.push(stop);
    }
    return stop;
  };
  const activities: Row<'fleet_task_activities'>[] = [];
  for (const order of orders) {
    for (const [type, addressId] of [
      ['PICKUP', order.origin_address_id],
      ['DROP', order.destination_address_id],
    ] as const) {
      const stop = await stopFor(addressId);
      activities.push(
        await insertRow(db, 'fleet_task_activities', {
          company_id: task.company_id,
          fleet_task_id: task.id,
          point_id: stop.id,
          delivery_order_id: order.id,
          type,
          position: activities.filter((activity) => activity.point_id === stop.id).length,
          transit_leg: order.shipment_type === 'TRANSIT' ? 0 : null,
        }),
      );
    }
  }
  points.push(await point('END', task.end_address_id as number, points.length));
  return { points, activities };
}
