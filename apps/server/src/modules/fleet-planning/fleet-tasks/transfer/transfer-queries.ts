import { type FleetTaskStatus, transferTargetKinds, visitedAfter } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import { fleetTaskRows, fleetTaskScope } from '../task/task-queries';
import type { TaskHead } from '../task/task-repository';
import { newTrackToken } from '../tracking/track-token';

/** Reads and writes of a transfer between tasks (Kysely only). */

/** What a task made by a transfer takes over from the task the order leaves. */
export function transferTemplate(db: Kysely<Database>, taskId: string) {
  return db
    .selectFrom('fleet_tasks')
    .select([
      'start_address_id',
      'end_address_id',
      'expected_departure_on',
      'autocomplete_source',
      'is_autocomplete_on',
    ])
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
}

export type TransferTemplate = Awaited<ReturnType<typeof transferTemplate>>;

export type TransferTaskRow = TaskHead & {
  start_address_id: number | null;
  end_address_id: number | null;
};

/**
 * A Draf for the transferred order, on our own vehicle (send_by SELF, no vehicle or driver yet: the
 * dispatcher picks them, so nothing is double-booked), with the source's garages and departure.
 * Answers the row as a route change reads it (TaskHead) with its garages.
 */
export async function insertTransferTask(
  db: Kysely<Database>,
  values: TransferTemplate & { company_id: number; number: string; created_by: number },
): Promise<TransferTaskRow> {
  const status: FleetTaskStatus = 'DRAFT';
  return db
    .insertInto('fleet_tasks')
    .values({
      ...values,
      status,
      visited_statuses: visitedAfter([], status),
      send_by: 'SELF',
      track_token: newTrackToken(),
    })
    .returning([
      'id',
      'company_id',
      'number',
      'status',
      'vendor_id',
      'is_from_vendor_request',
      'start_address_id',
      'end_address_id',
    ])
    .executeTakeFirstOrThrow()
    .then((row) => ({ ...row, vendor_name: null }));
}

/**
 * The tasks that may receive an order from `sourceId` (section 7, 'Transfer target list'), as a list
 * source of the fleet task list's rows: the kinds the domain accepts (transferTargetKinds), other than
 * the source.
 */
export function transferTargets(db: Kysely<Database>, companyId: number, sourceId: string) {
  const kinds = transferTargetKinds();
  const scope = fleetTaskScope(db, companyId)
    .where('fleet_tasks.id', '<>', sourceId)
    .where((eb) =>
      eb.or(
        kinds.map((kind) =>
          eb.and([
            eb('fleet_tasks.status', '=', kind.status),
            eb('fleet_tasks.vendor_id', kind.hasVendor ? 'is not' : 'is', null),
            eb('fleet_tasks.is_from_vendor_request', '=', kind.isFromVendorRequest),
          ]),
        ),
      ),
    );
  return { scope, rows: fleetTaskRows(db, companyId) };
}
