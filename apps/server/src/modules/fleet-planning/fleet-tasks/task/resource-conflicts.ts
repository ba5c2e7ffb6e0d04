import { DomainError, RESOURCE_OCCUPYING_STATUSES } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/schema';

/**
 * Vehicle and driver of a fleet task: they must be in the company's master data and must not be on an
 * overlapping task (fleet-task-planning.md section 8: invalid/vehicle-invalid-value,
 * invalid/driver-invalid-value, invalid/vehicle-already-used, invalid/driver-already-used). Used by
 * PATCH /fleet-task/{id} and by the transitions to SCHEDULED and STARTED.
 */

/** A task without an estimated arrival holds its vehicle and driver for a day from its departure. */
export const DEFAULT_TASK_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a task claims: its vehicle and driver over [departure, estimated arrival]. */
export interface ResourceClaim {
  taskId: string;
  companyId: number;
  vehicleId: number | null;
  driverUserId: number | null;
  expectedDepartureOn: Date | null;
  estimatedArrivalOn: Date | null;
}

export interface TimeWindow {
  start: Date;
  end: Date;
}

/**
 * The time a task holds its resources, or null without a departure: such a task cannot overlap
 * anything yet, and leaving Draf requires a departure (required-fields.ts), so it is checked then.
 */
export function taskWindow(departure: Date | null, arrival: Date | null): TimeWindow | null {
  if (departure === null) return null;
  const end =
    arrival !== null && arrival.getTime() > departure.getTime()
      ? arrival
      : new Date(departure.getTime() + DEFAULT_TASK_WINDOW_MS);
  return { start: departure, end };
}

/**
 * The vehicle and the driver exist in the company's master data: an active vehicle, an active user
 * with the driver role. The rows are locked (FOR NO KEY UPDATE: rows referring to them may still be
 * written) so that two requests claiming the same vehicle run one after the other and the second
 * sees the first one's task.
 */
export async function masterDataError(
  db: Kysely<Database>,
  companyId: number,
  resources: { vehicleId: number | null; driverUserId: number | null },
): Promise<DomainError | null> {
  const { vehicleId, driverUserId } = resources;
  const vehicle =
    vehicleId === null
      ? null
      : await db
          .selectFrom('vehicles')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', vehicleId)
          .where('is_active', '=', true)
          .forNoKeyUpdate()
          .executeTakeFirst();
  if (vehicleId !== null && !vehicle) {
    return new DomainError('invalid/vehicle-invalid-value', {
      fields: [{ field: 'vehicle_id', code: 'invalid-value' }],
    });
  }
  const driver =
    driverUserId === null
      ? null
      : await db
          .selectFrom('users')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', driverUserId)
          .where('role', '=', 'driver')
          .where('is_active', '=', true)
          .forNoKeyUpdate()
          .executeTakeFirst();
  if (driverUserId !== null && !driver) {
    return new DomainError('invalid/driver-invalid-value', {
      fields: [{ field: 'driver_user_id', code: 'invalid-value' }],
    });
  }
  return null;
}

export interface ConflictingTask {
  id: string;
  number: string;
}

export interface ResourceConflicts {
  vehicle: ConflictingTask | null;
  driver: ConflictingTask | null;
}

/**
 * The other SCHEDULED or STARTED tasks of the company whose window intersects `window`: the one rule
 * of who holds a vehicle or a driver at a time, read by the save's check (findResourceConflicts) and
 * by the pickers (heldResources). Windows touching end to start do not overlap: a truck back at 12:00
 * can leave again at 12:00.
 */
function overlappingTasks(
  db: Kysely<Database>,
  claim: Pick<ResourceClaim, 'companyId' | 'taskId'>,
  window: TimeWindow,
) {
  const otherEnd = sql<Date>`coalesce(
    case when other.estimated_arrival_on > other.expected_departure_on then other.estimated_arrival_on end,
    other.expected_departure_on + interval '1 day')`;
  return db
    .selectFrom('fleet_tasks as other')
    .select(['other.id', 'other.number', 'other.vehicle_id', 'other.driver_user_id'])
    .where('other.company_id', '=', claim.companyId)
    .where('other.id', '<>', claim.taskId)
    .where('other.status', 'in', RESOURCE_OCCUPYING_STATUSES)
    .where('other.expected_departure_on', '<', window.end)
    .where(otherEnd, '>', window.start)
    .orderBy('other.expected_departure_on')
    .orderBy('other.number');
}

/** The other tasks that hold the claim's vehicle or driver over an intersecting window. */
export async function findResourceConflicts(
  db: Kysely<Database>,
  claim: ResourceClaim,
): Promise<ResourceConflicts> {
  const none: ResourceConflicts = { vehicle: null, driver: null };
  const window = taskWindow(claim.expectedDepartureOn, claim.estimatedArrivalOn);
  if (window === null || (claim.vehicleId === null && claim.driverUserId === null)) return none;
  const rows = await overlappingTasks(db, claim, window)
    .where((eb) =>
      eb.or([
        ...(claim.vehicleId === null ? [] : [eb('other.vehicle_id', '=', claim.vehicleId)]),
        ...(claim.driverUserId === null ? [] : [eb('other.driver_user_id', '=', claim.driverUserId)]),
      ]),
    )
    .execute();
  const first = (match: (row: (typeof rows)[number]) => boolean) => {
    const row = rows.find(match);
    return row ? { id: row.id, number: row.number } : null;
  };
  return {
    vehicle: claim.vehicleId === null ? null : first((row) => row.vehicle_id === claim.vehicleId),
    driver: claim.driverUserId === null ? null : first((row) => row.driver_user_id === claim.driverUserId),
  };
}

/** A vehicle or driver another task holds over the task's window, and the first such task. */
export interface HeldResource {
  id: number;
  fleet_task: ConflictingTask;
}

/**
 * Every vehicle and driver that findResourceConflicts would refuse for a task with this window,
 * whatever the task's own choice: the pickers show them disabled with the refusal's reason.
 */
export async function heldResources(
  db: Kysely<Database>,
  claim: Omit<ResourceClaim, 'vehicleId' | 'driverUserId'>,
): Promise<{ vehicles: HeldResource[]; drivers: HeldResource[] }> {
  const window = taskWindow(claim.expectedDepartureOn, claim.estimatedArrivalOn);
  if (window === null) return { vehicles: [], drivers: [] };
  const rows = await overlappingTasks(db, claim, window).execute();
  const firstBy = (column: 'vehicle_id' | 'driver_user_id') => {
    const held = new Map<number, HeldResource>();
    for (const row of rows) {
      const id = row[column];
      if (id !== null && !held.has(id)) held.set(id, { id, fleet_task: { id: row.id, number: row.number } });
    }
    return [...held.values()];
  };
  return { vehicles: firstBy('vehicle_id'), drivers: firstBy('driver_user_id') };
}

/**
 * The refusal for conflicts, or null. One conflict has the spec's own code; both together have the
 * code whose message the spec gives for both ('Kendaraan dan Pengemudi telah terpakai pada pengiriman
 * lain'), with both fields, so the form marks each. The task in the way is named in `params.number`.
 */
export function resourceConflictError(conflicts: ResourceConflicts): DomainError | null {
  const { vehicle, driver } = conflicts;
  const vehicleField = { field: 'vehicle_id', code: 'invalid-value' as const };
  const driverField = { field: 'driver_user_id', code: 'invalid-value' as const };
  if (vehicle && driver) {
    return new DomainError('invalid/vehicle-and-driver-already-used', {
      fields: [vehicleField, driverField],
      params: { number: vehicle.number },
    });
  }
  if (vehicle) {
    return new DomainError('invalid/vehicle-already-used', {
      fields: [vehicleField],
      params: { number: vehicle.number },
    });
  }
  if (driver) {
    return new DomainError('invalid/driver-already-used', {
      fields: [driverField],
      params: { number: driver.number },
    });
  }
  return null;
}

/** Master data first (a vehicle that does not exist is not 'already used'), then overlaps. */
export async function assertResourcesAvailable(db: Kysely<Database>, claim: ResourceClaim): Promise<void> {
  const invalid = await masterDataError(db, claim.companyId, claim);
  if (invalid) throw invalid;
  const conflict = resourceConflictError(await findResourceConflicts(db, claim));
  if (conflict) throw conflict;
}

/** The claim of a stored task row. */
export function claimOf(task: {
  id: string;
  company_id: number;
  vehicle_id: number | null;
  driver_user_id: number | null;
  expected_departure_on: Date | null;
  estimated_arrival_on: Date | null;
}): ResourceClaim {
  return {
    taskId: task.id,
    companyId: task.company_id,
    vehicleId: task.vehicle_id,
    driverUserId: task.driver_user_id,
    expectedDepartureOn: task.expected_departure_on,
    estimatedArrivalOn: task.estimated_arrival_on,
  };
}
