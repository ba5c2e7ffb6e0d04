import {
  type AutocompleteSource,
  canChangeSendBy,
  canEditVendorFields,
  DomainError,
  type FieldProblem,
  type FleetTask,
  fieldsClearedBySendBy,
  fleetTaskFacts,
  GPS_AUTOCOMPLETE_SCOPES,
  hasAllScopes,
  type IssueProblem,
  isEditable,
  notEditableError,
  type UpdateFleetTaskRequest,
  VENDOR_MANAGEMENT_SCOPES,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import type { Database } from '../../../../db/schema';

import { refuseStaleUpdate } from '../../../../db/stale-update';

import type { ApiContext } from '../../../context';

import { recordHistory } from '../../../history/service';
import { publishFleetTasksChanged } from '../../../live/operations';

import { syncSequenceEndpoints } from '../sequence/sequence-endpoints';

import { refreshEstimatedArrival } from '../sequence/sequence-service';

import {
  claimOf,
  findResourceConflicts,
  masterDataError,
  resourceConflictError,
} from '../task/resource-conflicts';
import { type LockedFleetTask, lockFleetTask, updateFleetTaskRow } from '../task/task-repository';
import { getFleetTask } from '../task/task-service';
import type { TaskField, TaskState } from './update.types';
import { changeHistory, type HistoryNames } from './update-history';
import { addressesById, referenceNames } from './update-queries';
import { phoneProblems, ruleErrors, sendByProblems } from './update-rules';

/** Every field, in the order of the detail card (and of the history properties). */
export const TASK_FIELDS: readonly TaskField[] = [
  'send_by',
  'vendor_id',
  'start_address_id',
  'end_address_id',
  'expected_departure_on',
  'vehicle_id',
  'driver_user_id',
  'shipment_reference',
  'autocomplete_source',
  'is_autocomplete_on',
  'auto_start_type',
  'notification_enabled',
  'customer_phone_number',
];

const ROUTE_FIELDS: readonly TaskField[] = ['start_address_id', 'end_address_id'];
/** Fields that move the estimated arrival (section 2, 'Sequence': times follow the departure). */
const SCHEDULE_FIELDS: readonly TaskField[] = [...ROUTE_FIELDS, 'expected_departure_on'];
/** Fields that change what the task claims, and so may create an overlap. */
const CLAIM_FIELDS: readonly TaskField[] = [...SCHEDULE_FIELDS, 'vehicle_id', 'driver_user_id'];

function stateOf(task: LockedFleetTask): TaskState {
  return {
    start_address_id: task.start_address_id,
    end_address_id: task.end_address_id,
    vehicle_id: task.vehicle_id,
    driver_user_id: task.driver_user_id,
    expected_departure_on: task.expected_departure_on,
    vendor_id: task.vendor_id,
    shipment_reference: task.shipment_reference,
    notification_enabled: task.notification_enabled,
    customer_phone_number: task.customer_phone_number,
    auto_start_type: task.auto_start_type === 'GEOFENCE' ? 'GEOFENCE' : null,
    send_by: task.send_by,
    autocomplete_source: task.autocomplete_source as AutocompleteSource,
    is_autocomplete_on: task.is_autocomplete_on,
  };
}

/**
 * The stored state with the PATCH applied. A change of send-by clears what the spec says it clears
 * (section 4: self clears the vendor and autocomplete; section 3: a vendor task has no departure nor
 * shipment reference), whatever the payload still held: the autosave sends the whole form.
 */
function merge(current: TaskState, patch: UpdateFleetTaskRequest): TaskState {
  const { updated_on: _updatedOn, expected_departure_on, ...rest } = patch;
  const next: TaskState = { ...current };
  for (const [field, value] of Object.entries(rest)) {
    if (value !== undefined) (next as unknown as Record<string, unknown>)[field] = value;
  }
  if (expected_departure_on !== undefined) {
    next.expected_departure_on = expected_departure_on === null ? null : new Date(expected_departure_on);
  }
  return next.send_by === current.send_by ? next : { ...next, ...fieldsClearedBySendBy(next.send_by) };
}

const comparable = (value: unknown) =>
  value instanceof Date ? value.getTime() : JSON.stringify(value ?? null);

function changedFields(current: TaskState, next: TaskState): TaskField[] {
  return TASK_FIELDS.filter((field) => comparable(current[field]) !== comparable(next[field]));
}

/**
 * Section 4, 'Editability', and section 6: nothing changes in a locked status; send-by only in Draf
 * or Temporary and never on a vendor's task made from a request (the choice is hidden there);
 * the vendor only in Draf, Temporary or Ditolak. Choosing send-by or a vendor needs the four vms
 * scopes, changing the DO-status automation the four autocomplete scopes. Clearing a vendor needs no
 * scope: removing an order from a vendor task does it (section 7).
 */
function assertChangeAllowed(
  task: LockedFleetTask,
  changed: readonly TaskField[],
  requested: (field: TaskField) => boolean,
  next: TaskState,
  auth: AuthContext,
): void {
  const status = task.status;
  if (!isEditable(fleetTaskFacts(task))) {
    throw notEditableError(status, auth.language);
  }
  const scopes = auth.user.scopes;
  if (changed.includes('send_by')) {
    if (task.is_from_vendor_request) throw new DomainError('is-from-vendor-request');
    if (!canChangeSendBy(status)) {
      throw new DomainError('fleet-task/send-by-locked', {
        fields: [{ field: 'send_by', code: 'invalid-value' }],
      });
    }
  }
  if (changed.includes('vendor_id') && !canEditVendorFields(status)) {
    throw new DomainError('fleet-task/vendor-fields-locked', {
      fields: [{ field: 'vendor_id', code: 'invalid-value' }],
    });
  }
  const choosesVendor =
    changed.includes('send_by') || (changed.includes('vendor_id') && next.vendor_id !== null);
  if (choosesVendor && !hasAllScopes(scopes, VENDOR_MANAGEMENT_SCOPES))
    throw new DomainError('auth/forbidden');
  const automation = requested('autocomplete_source') || requested('is_autocomplete_on');
  if (automation && !hasAllScopes(scopes, GPS_AUTOCOMPLETE_SCOPES)) throw new DomainError('auth/forbidden');
}

/** Stored columns of the changed fields. */
function columnsOf(changed: readonly TaskField[], next: TaskState) {
  return Object.fromEntries(changed.map((field) => [field, next[field]])) as Partial<TaskState>;
}

/** Addresses, vehicles, drivers and vendors named on either side of the change, by id. */
async function loadNames(
  db: Kysely<Database>,
  companyId: number,
  states: readonly TaskState[],
): Promise<HistoryNames> {
  const ids = (pick: (state: TaskState) => (number | null)[]) => [
    ...new Set(states.flatMap(pick).filter((id): id is number => id !== null)),
  ];
  const addresses = await addressesById(
    db,
    companyId,
    ids((state) => [state.start_address_id, state.end_address_id]),
  );
  const references = await referenceNames(db, companyId, {
    vehicles: ids((state) => [state.vehicle_id]),
    drivers: ids((state) => [state.driver_user_id]),
    vendors: ids((state) => [state.vendor_id]),
  });
  return { addresses, ...references };
}

const AUTO_START_FIELDS: readonly TaskField[] = ['vehicle_id', 'driver_user_id', 'auto_start_type'];

/** Problems reported together as invalid/invalid-fields: send-by consistency, garages, phone. */
function invalidFieldsError(
  next: TaskState,
  changed: readonly TaskField[],
  names: HistoryNames,
): DomainError | null {
  const fields: FieldProblem[] = [...sendByProblems(next)];
  for (const field of ['start_address_id', 'end_address_id'] as const) {
    const id = next[field];
    // 'Data telah dihapus dari sistem.' (section 8): gone, another company's, or not a garage.
    if (changed.includes(field) && id !== null && !names.addresses.get(id)?.is_garage) {
      fields.push({ field, code: 'invalid-value' });
    }
  }
  const issues: IssueProblem[] = [];
  const phone = phoneProblems(next, changed);
  fields.push(...phone.fields);
  issues.push(...phone.issues);
  if (fields.length === 0) return null;
  return new DomainError('invalid/invalid-fields', { fields, issues });
}

/**
 * After the write: the START and END points follow the addresses, the estimated arrival follows the
 * departure and the route, and then (with the new arrival) the vehicle and the driver must not be
 * on an overlapping task. A refusal here rolls the whole PATCH back.
 */
async function afterWrite(
  trx: Kysely<Database>,
  context: ApiContext,
  task: Awaited<ReturnType<typeof updateFleetTaskRow>>,
  changed: readonly TaskField[],
): Promise<void> {
  if (changed.some((field) => ROUTE_FIELDS.includes(field))) await syncSequenceEndpoints(trx, task);
  const estimatedArrivalOn = changed.some((field) => SCHEDULE_FIELDS.includes(field))
    ? await refreshEstimatedArrival(trx, context.routing, task.company_id, task.id)
    : task.estimated_arrival_on;
  if (!changed.some((field) => CLAIM_FIELDS.includes(field))) return;
  const conflicts = await findResourceConflicts(trx, { ...claimOf(task), estimatedArrivalOn });
  const error = resourceConflictError(conflicts);
  if (error) throw error;
}

/**
 * PATCH /fleet-task/{id} (section 7) with the rules of section 5, in one transaction. A stale
 * `updated_on` answers 409; a PATCH that changes nothing writes nothing (no event, updated_on
 * kept), even on a task that is no longer editable; an accepted change writes one history event
 * 'Penugasan diubah' with each changed field's old and new value.
 */
export async function updateFleetTask(
  context: ApiContext,
  auth: AuthContext,
  id: string,
  patch: UpdateFleetTaskRequest,
): Promise<FleetTask> {
  const timeZone = auth.user.company.time_zone;
  await context.db.transaction().execute(async (trx) => {
    const stored = await lockFleetTask(trx, auth.companyId, id);
    if (!stored) throw new DomainError('not-found');
    refuseStaleUpdate(stored.updated_on, patch.updated_on);
    const current = stateOf(stored);
    const next = merge(current, patch);
    const changed = changedFields(current, next);
    if (changed.length === 0) return;

    // What the caller asked to change, apart from what a change of send-by cleared.
    const requested = (field: TaskField) =>
      patch[field] !== undefined && comparable(patch[field]) !== comparable(current[field]);
    assertChangeAllowed(stored, changed, requested, next, auth);
    const names = await loadNames(trx, auth.companyId, [current, next]);
    const invalid = invalidFieldsError(next, changed, names);
    if (invalid) throw invalid;
    const refused = await ruleErrors(trx, { task: stored, next, changed });
    if (refused) throw refused;
    const resources = await masterDataError(trx, auth.companyId, {
      vehicleId: changed.includes('vehicle_id') ? next.vehicle_id : null,
      driverUserId: changed.includes('driver_user_id') ? next.driver_user_id : null,
    });
    if (resources) throw resources;

    const row = await updateFleetTaskRow(trx, id, {
      ...columnsOf(changed, next),
      // A failed automatic start is about this vehicle, driver and automation: once one of them
      // changes, the banner's cause is gone (the next departure tries again anyway).
      ...(changed.some((field) => AUTO_START_FIELDS.includes(field))
        ? { auto_start_failed_reason: null }
        : {}),
    });
    await afterWrite(trx, context, row, changed);
    await recordHistory(trx, changeHistory({ task: stored, changed, current, next, names, auth, timeZone }));
    // A departure or a vehicle changed moves today's and late counts; a Temporary task is counted nowhere.
    if (stored.status !== 'TEMPORARY') {
      await publishFleetTasksChanged(trx, auth.companyId, [{ fleetTaskId: id, status: stored.status }]);
    }
  });
  return getFleetTask(context.db, auth, id, context.publicUrl);
}
