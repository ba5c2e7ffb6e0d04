import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { VehicleStates } from './state-queries';

/**
 * This process's copy of each vehicle's rule states, so the common position (one that changes no
 * state) costs no read of them: the intake's own call answers the vehicle's alert_state_version, and
 * a copy of that version is the stored states, since every write of them bumps it in the same
 * statement under the vehicle's lock. A copy of another version (another instance, the sweeper or a
 * device event wrote since) is read again. Copies are kept per database (tests open several in one
 * process) and dropped all at once past MAX_VEHICLES, which only costs a read each.
 */
const MAX_VEHICLES = 50_000;

const copies = new WeakMap<Kysely<Database>, Map<number, VehicleStates>>();

/** The copy of a vehicle's states when it is of `version`. */
export function cachedStates(
  db: Kysely<Database>,
  vehicleId: number,
  version: string | null,
): VehicleStates | undefined {
  if (version === null) return undefined;
  const copy = copies.get(db)?.get(vehicleId);
  return copy?.version === version ? copy : undefined;
}

/** Keeps a vehicle's states as read, or as a committed round left them. */
export function rememberStates(db: Kysely<Database>, vehicleId: number, states: VehicleStates): void {
  if (states.version === null) return;
  let vehicles = copies.get(db);
  if (!vehicles) {
    vehicles = new Map();
    copies.set(db, vehicles);
  }
  const current = vehicles.get(vehicleId);
  // Two positions of a vehicle at once: the copy read first may come back last.
  if (current?.version && BigInt(current.version) > BigInt(states.version)) return;
  if (vehicles.size >= MAX_VEHICLES && !current) vehicles.clear();
  vehicles.set(vehicleId, states);
}

/** Forgets every copy, as a restart of the process does. */
export function forgetStateCopies(db: Kysely<Database>): void {
  copies.delete(db);
}
