import { geofenceOf, isGeofenceOverlap } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * is_overlap of a task from its addresses (domain isGeofenceOverlap: the start's fence and the first
 * stop's fence share ground without being the same address). The intake refreshes it for the tasks
 * it follows; the fleet-task services can call refreshGeofenceOverlap in their transaction wherever
 * the start address or the first stop changes, so the page's banners and the automation button are
 * right before any position arrives.
 */
export async function geofenceOverlapOf(db: Kysely<Database>, taskId: string): Promise<boolean> {
  const row = await db
    .selectFrom('fleet_tasks as t')
    .innerJoin('addresses as start', 'start.id', 't.start_address_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('fleet_task_points as p')
          .innerJoin('addresses as a', 'a.id', 'p.address_id')
          .select(['p.address_id', 'a.latitude', 'a.longitude', 'a.geofence_radius_m'])
          .whereRef('p.fleet_task_id', '=', 't.id')
          .where('p.type', '=', 'DEFAULT')
          .orderBy('p.position')
          .limit(1)
          .as('first'),
      (join) => join.onTrue(),
    )
    .select([
      't.start_address_id',
      'start.latitude as start_latitude',
      'start.longitude as start_longitude',
      'start.geofence_radius_m as start_radius_m',
      'first.address_id as first_address_id',
      'first.latitude as first_latitude',
      'first.longitude as first_longitude',
      'first.geofence_radius_m as first_radius_m',
    ])
    .where('t.id', '=', taskId)
    .executeTakeFirst();
  if (!row || row.start_address_id === null) return false;
  const { first_address_id: firstId, first_latitude: latitude, first_longitude: longitude } = row;
  return isGeofenceOverlap({
    startAddressId: row.start_address_id,
    start: geofenceOf({
      latitude: row.start_latitude,
      longitude: row.start_longitude,
      geofence_radius_m: row.start_radius_m,
    }),
    firstStop:
      firstId === null || latitude === null || longitude === null
        ? null
        : {
            addressId: firstId,
            fence: geofenceOf({ latitude, longitude, geofence_radius_m: row.first_radius_m }),
          },
  });
}

/** Stores the task's is_overlap as its addresses say; answers the value. */
export async function refreshGeofenceOverlap(db: Kysely<Database>, taskId: string): Promise<boolean> {
  const isOverlap = await geofenceOverlapOf(db, taskId);
  await db
    .updateTable('fleet_tasks')
    .set({ is_overlap: isOverlap })
    .where('id', '=', taskId)
    .where('is_overlap', '<>', isOverlap)
    .execute();
  return isOverlap;
}
