import type { PositionSample } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The engine's memory per (rule, vehicle) in alert_rule_states: one statement reads the states of
 * all rules of a vehicle (after locking the vehicle's alerting for the transaction), one writes
 * those that changed.
 */

/** Advisory lock class of a vehicle's alerting (the two-integer form; the sweeper's is the bigint one). */
const VEHICLE_LOCK_CLASS = 731_201;

export interface StoredRuleState {
  state: unknown;
  decidedFixOn: Date | null;
}

/**
 * Locks the vehicle's alerting until the transaction ends (so two batches, a device event or a sweep
 * of one vehicle decide one after the other) and reads the states of `ruleIds`. The transaction
 * commits without waiting for the WAL flush unless an alert is written (`durableCommit`), as the
 * positions' own transaction does (migration 2026-11-21T0900): a PostgreSQL crash may lose the last
 * moment's state changes, as it may lose those positions, never an alert.
 */
export async function lockAndLoadStates(
  trx: Kysely<Database>,
  vehicleId: number,
  ruleIds: readonly number[],
): Promise<Map<number, StoredRuleState>> {
  const result = await sql<{ alert_rule_id: number | null; state: unknown; decided_fix_on: Date | null }>`
    select s.alert_rule_id, s.state, s.decided_fix_on
    from (select pg_advisory_xact_lock(${VEHICLE_LOCK_CLASS}::integer, ${vehicleId}::integer),
      set_config('synchronous_commit', 'off', true)) as l
    left join alert_rule_states s
      on s.vehicle_id = ${vehicleId} and s.alert_rule_id = any(${[...ruleIds]}::integer[])`.execute(trx);
  const states = new Map<number, StoredRuleState>();
  for (const row of result.rows) {
    if (row.alert_rule_id === null) continue;
    const decided = row.decided_fix_on === null ? null : new Date(row.decided_fix_on);
    states.set(row.alert_rule_id, { state: row.state, decidedFixOn: decided });
  }
  return states;
}

/** An alert is about to be written: the transaction waits for the disk again when it commits. */
export async function durableCommit(trx: Kysely<Database>): Promise<void> {
  await sql`select set_config('synchronous_commit', 'on', true)`.execute(trx);
}

export interface StateChange {
  alertRuleId: number;
  state: unknown;
  decidedFixOn: Date | null;
}

export async function saveStates(
  trx: Kysely<Database>,
  companyId: number,
  vehicleId: number,
  changes: readonly StateChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  await trx
    .insertInto('alert_rule_states')
    .values(
      changes.map((change) => ({
        alert_rule_id: change.alertRuleId,
        vehicle_id: vehicleId,
        company_id: companyId,
        state: JSON.stringify(change.state),
        decided_fix_on: change.decidedFixOn,
        updated_on: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['alert_rule_id', 'vehicle_id']).doUpdateSet((eb) => ({
        state: eb.ref('excluded.state'),
        decided_fix_on: eb.ref('excluded.decided_fix_on'),
        updated_on: eb.ref('excluded.updated_on'),
      })),
    )
    .execute();
}

/** The stored fix just before `before` of a vehicle's device or a driver's phone (harsh braking, rests). */
export async function fixBefore(
  trx: Kysely<Database>,
  device: { kind: 'vehicle' | 'driver'; id: number },
  before: Date,
): Promise<PositionSample | null> {
  const row = await trx
    .selectFrom('telemetry_positions')
    .select(['fix_on', 'latitude', 'longitude', 'speed_kmh', 'accuracy_m'])
    .where(device.kind === 'vehicle' ? 'vehicle_id' : 'driver_user_id', '=', device.id)
    .where('fix_on', '<', before)
    .orderBy('fix_on', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fixOn: row.fix_on,
    latitude: row.latitude,
    longitude: row.longitude,
    speedKmh: row.speed_kmh,
    accuracyM: row.accuracy_m,
  };
}
