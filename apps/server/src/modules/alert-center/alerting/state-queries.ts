import { type PositionSample, type RuleState, ruleStateFrom } from '@armada/domain';
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

/**
 * The states of `ruleIds` and the fix before `previousBefore` (when given) in one statement, without a
 * transaction or a lock: what the intake folds first to learn whether it has anything to write (most
 * batches have not). Only a locked round (`lockAndLoadStates`) writes.
 */
export async function peekStates(
  db: Kysely<Database>,
  device: { kind: 'vehicle' | 'driver'; id: number },
  vehicleId: number,
  ruleIds: readonly number[],
  previousBefore: Date | null,
): Promise<{ states: Map<number, StoredRuleState>; previousFix: PositionSample | null }> {
  const column = sql.ref(device.kind === 'vehicle' ? 'p.vehicle_id' : 'p.driver_user_id');
  const result = await sql<{
    states: { id: number; state: unknown; decided: string | null }[] | null;
    previous: {
      fix_on: string;
      latitude: number;
      longitude: number;
      speed_kmh: number | null;
      accuracy_m: number | null;
    } | null;
  }>`
    select
      (select json_agg(json_build_object('id', s.alert_rule_id, 'state', s.state, 'decided', s.decided_fix_on))
        from alert_rule_states s
        where s.vehicle_id = ${vehicleId} and s.alert_rule_id = any(${[...ruleIds]}::integer[])) as states,
      (select json_build_object('fix_on', p.fix_on, 'latitude', p.latitude, 'longitude', p.longitude,
          'speed_kmh', p.speed_kmh, 'accuracy_m', p.accuracy_m)
        from telemetry_positions p
        where ${previousBefore !== null} and ${column} = ${device.id} and p.fix_on < ${previousBefore ?? new Date(0)}
        order by p.fix_on desc limit 1) as previous`.execute(db);
  const row = result.rows[0];
  const states = new Map<number, StoredRuleState>();
  for (const stored of row?.states ?? []) {
    states.set(stored.id, {
      state: stored.state,
      decidedFixOn: stored.decided === null ? null : new Date(stored.decided),
    });
  }
  const previous = row?.previous ?? null;
  const previousFix =
    previous === null
      ? null
      : {
          fixOn: new Date(previous.fix_on),
          latitude: previous.latitude,
          longitude: previous.longitude,
          speedKmh: previous.speed_kmh,
          accuracyM: previous.accuracy_m,
        };
  return { states, previousFix };
}

/** A stored state as the engine reads it. */
export const parsedState = (stored: unknown): RuleState => ruleStateFrom(stored);

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
