import { randomUUID } from 'node:crypto';
import {
  DELETABLE_FLEET_TASK_STATUSES,
  DomainError,
  type FleetTask,
  type ListQuery,
  notificationAllowed,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../../auth/guard';
import { listResponse, runListQuery } from '../../../../db/list-query';
import type { Database } from '../../../../db/schema';
import { recordHistories, recordHistory } from '../../../history/service';
import { publishFleetTasksChanged } from '../../../live/operations';
import { findSettings } from '../../settings/queries';
import { refreshPlannedDistances } from '../sequence/planned-distance';
import { newTrackToken } from '../tracking/track-token';
import { fleetTaskListDefinition } from './list-definition';
import { provisionalFleetTaskNumber } from './numbers';
import { toFleetTask, toFleetTaskListRow } from './presenters';
import { heldResources } from './resource-conflicts';
import { findFleetTaskDetail, fleetTaskRows, fleetTaskScope, taskOrderCustomers } from './task-queries';
import { lockFleetTasks } from './task-repository';

/** Temporary tasks (being created) that nobody saved are removed after a day (fleet-task issue, item 1). */
export const TEMPORARY_TASK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The task as the detail page shows it; another company's task answers not-found like a missing one. */
export async function getFleetTask(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
  publicUrl: string,
): Promise<FleetTask> {
  const row = await findFleetTaskDetail(db, auth.companyId, id);
  if (!row) throw new DomainError('not-found');
  const orders = await taskOrderCustomers(db, id);
  const customers = new Map(orders.map((order) => [order.customer_id, order.customer_name]));
  return toFleetTask(row, auth.user.company.time_zone, {
    publicUrl,
    customerName: customers.size === 1 ? ([...customers.values()][0] ?? null) : null,
    customerCount: customers.size,
    notificationAvailable: notificationAllowed(
      orders.map((order) => ({ customerId: order.customer_id, shipmentType: order.shipment_type })),
    ),
  });
}

/**
 * Starts a task in TEMPORARY with a provisional number (its FO number comes with the first save,
 * numbers.ts), taking the company's default garages when their toggles are on; the page then fills
 * it in by PATCH, and saving makes it a Draf.
 */
export async function createFleetTask(
  db: Kysely<Database>,
  auth: AuthContext,
  publicUrl: string,
): Promise<FleetTask> {
  const id = await db.transaction().execute(async (trx) => {
    const settings = await findSettings(trx, auth.companyId);
    const id = randomUUID();
    const number = provisionalFleetTaskNumber(id);
    const task = await trx
      .insertInto('fleet_tasks')
      .values({
        id,
        company_id: auth.companyId,
        number,
        status: 'TEMPORARY',
        visited_statuses: [],
        start_address_id: settings?.start_address_toggle ? settings.start_address_default : null,
        end_address_id: settings?.end_address_toggle ? settings.end_address_default : null,
        autocomplete_source: settings?.autocomplete_source ?? undefined,
        is_autocomplete_on: settings?.is_autocomplete_on ?? undefined,
        track_token: newTrackToken(),
        created_by: auth.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The default garages alone already make a route (START to END).
    await refreshPlannedDistances(trx, [task.id]);
    await recordHistory(trx, {
      companyId: auth.companyId,
      entityType: 'fleet_task',
      entityId: task.id,
      event: 'FleetPlanning.FleetTaskCreated',
      title: 'Penugasan dibuat',
      properties: [
        { key: 'Nomor Penugasan', value: number },
        { key: 'Dibuat oleh', value: auth.user.name },
      ],
      actorUserId: auth.user.id,
    });
    return task.id;
  });
  return getFleetTask(db, auth, id, publicUrl);
}

/** The list leaves out TEMPORARY tasks: they are pages being filled in, not tasks yet. */
export async function listFleetTasks(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const scope = fleetTaskScope(db, auth.companyId).where('fleet_tasks.status', '<>', 'TEMPORARY');
  const { rows, total } = await runListQuery(
    db,
    { scope, rows: fleetTaskRows(db, auth.companyId) },
    fleetTaskListDefinition,
    query,
  );
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toFleetTaskListRow(row, timeZone)),
    (row) => row.id,
    query,
    total,
  );
}

/**
 * Deletes Draf (and unsaved Temporary) tasks, all or none. A task in any other status refuses the
 * whole request with failed-to-bulk-delete; a task made from a vendor request belongs to the
 * request and refuses with failed-to-delete-with-vendor. Its orders become free again.
 */
export async function deleteFleetTasks(db: Kysely<Database>, auth: AuthContext, ids: string[]) {
  await db.transaction().execute(async (trx) => {
    const tasks = [...(await lockFleetTasks(trx, auth.companyId, ids)).values()];
    const unique = new Set(ids);
    if (tasks.length !== unique.size) throw new DomainError('not-found');
    if (tasks.some((task) => !DELETABLE_FLEET_TASK_STATUSES.includes(task.status)))
      throw new DomainError('failed-to-bulk-delete');
    if (tasks.some((task) => task.is_from_vendor_request))
      throw new DomainError('failed-to-delete-with-vendor');
    const freed = await trx
      .selectFrom('fleet_task_activities as act')
      .innerJoin('fleet_tasks as task', 'task.id', 'act.fleet_task_id')
      .select(['act.delivery_order_id', 'task.number'])
      .where('act.fleet_task_id', 'in', ids)
      .distinct()
      .execute();
    await trx.deleteFrom('fleet_tasks').where('id', 'in', ids).execute();
    // A Temporary task was in no list, so no dashboard counted it.
    await publishFleetTasksChanged(
      trx,
      auth.companyId,
      tasks
        .filter((task) => task.status !== 'TEMPORARY')
        .map((task) => ({ fleetTaskId: task.id, status: null })),
    );
    await recordHistories(
      trx,
      freed.map((order) => ({
        companyId: auth.companyId,
        entityType: 'delivery_order' as const,
        entityId: order.delivery_order_id,
        event: 'FleetPlanning.DeliveryOrderUnassigned',
        title: 'Pengiriman dikeluarkan dari penugasan',
        description: `Penugasan ${order.number} dihapus.`,
        properties: [
          { key: 'Nomor Penugasan', value: order.number },
          { key: 'Diubah oleh', value: auth.user.name },
        ],
        actorUserId: auth.user.id,
      })),
    );
  });
}

/** Removes TEMPORARY tasks older than a day; returns how many. Run at start and every hour. */
export async function purgeExpiredTemporaryTasks(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TEMPORARY_TASK_LIFETIME_MS);
  const deleted = await db
    .deleteFrom('fleet_tasks')
    .where('status', '=', 'TEMPORARY')
    .where('created_on', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * GET /fleet-task/{id}/resource-availability (issue 26 item 3): the vehicles and drivers another task
 * holds over this task's window, each with the code the save would refuse it with, so that the
 * pickers disable them with that reason. The same rule as the save (heldResources); empty while the
 * task has no departure.
 */
export async function resourceAvailability(db: Kysely<Database>, auth: AuthContext, id: string) {
  const task = await db
    .selectFrom('fleet_tasks')
    .select(['id', 'expected_departure_on', 'estimated_arrival_on'])
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!task) throw new DomainError('not-found');
  const held = await heldResources(db, {
    taskId: task.id,
    companyId: auth.companyId,
    expectedDepartureOn: task.expected_departure_on,
    estimatedArrivalOn: task.estimated_arrival_on,
  });
  return {
    vehicles: held.vehicles.map((vehicle) => ({ ...vehicle, code: 'invalid/vehicle-already-used' as const })),
    drivers: held.drivers.map((driver) => ({ ...driver, code: 'invalid/driver-already-used' as const })),
  };
}
