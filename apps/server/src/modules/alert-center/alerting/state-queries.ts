import { type PositionSample, type RuleState, ruleStateFrom } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { StoredFix } from '../../telemetry/intake-queries';

/**
 * The engine's memory per (rule, vehicle) in alert_rule_states: one statement reads the states of
 * all rules of a vehicle (after locking the vehicle's alerting for the transaction), one writes
 * those that changed and bumps the vehicle's alert_state_version, which the intake's copy of the
 * states (`state-cache.ts`) is checked against.
 */

/** Advisory lock class of a vehicle's alerting (the two-integer form; the sweeper's is the bigint one). */
const VEHICLE_LOCK_CLASS = 731_201;

/** A stored state, parsed once when read (the engine never changes a state in place). */
export interface StoredRuleState {
  state: RuleState;
  decidedFixOn: Date | null;
}

/** All the states of a vehicle and their version (vehicles.alert_state_version; null: no such vehicle). */
export interface VehicleStates {
  version: string | null;
  states: ReadonlyMap<number, StoredRuleState>;
}

/**
 * Locks the vehicle's alerting until the transaction ends (so two batches, a device event or a sweep
 * of one vehicle decide one after the other) and reads all its states with their version. Two
 * statements: a statement's snapshot is taken before it runs, so a read joined to the lock would not
 * see what the round it waited for committed. The transaction commits without waiting for the WAL
 * flush unless an alert is written (`durableCommit`), as the positions' own transaction does
 * (migration 2026-11-21T0900): a PostgreSQL crash may lose the last moment's state changes, as it may
 * lose those positions, never an alert.
 */
export async function lockAndLoadStates(trx: Kysely<Database>, vehicleId: number): Promise<VehicleStates> {
  await sql`select pg_advisory_xact_lock(${VEHICLE_LOCK_CLASS}::integer, ${vehicleId}::integer),
    set_config('synchronous_commit', 'off', true)`.execute(trx);
  const result = await sql<{ version: string | null; states: StateRow[] | null }>`
    select (select alert_state_version::text from vehicles where id = ${vehicleId}) as version,
      ${statesOfVehicle(vehicleId)} as states`.execute(trx);
  return vehicleStatesOf(result.rows[0]);
}

interface StateRow {
  id: number;
  state: unknown;
  decided: string | null;
}

/** All the alert_rule_states of a vehicle, as one json array (a scalar subquery). */
const statesOfVehicle = (vehicleId: number) => sql`(select json_agg(json_build_object('id', s.alert_rule_id,
    'state', s.state, 'decided', s.decided_fix_on)) from alert_rule_states s where s.vehicle_id = ${vehicleId})`;

function vehicleStatesOf(
  row: { version: string | null; states: StateRow[] | null } | undefined,
): VehicleStates {
  const states = new Map<number, StoredRuleState>();
  for (const stored of row?.states ?? []) {
    states.set(stored.id, {
      state: ruleStateFrom(stored.state),
      decidedFixOn: stored.decided === null ? null : new Date(stored.decided),
    });
  }
  return { version: row?.version ?? null, states };
}

/**
 * All the states of a vehicle with their version and the fix before `previousBefore` (when given) in
 * one statement, without a transaction or a lock: what the intake folds first to learn whether it has
 * anything to write (most batches have not), when its copy of the states is not current. Only a
 * locked round (`lockAndLoadStates`) writes.
 */
export async function peekStates(
  db: Kysely<Database>,
  device: { kind: 'vehicle' | 'driver'; id: number },
  vehicleId: number,
  previousBefore: Date | null,
): Promise<VehicleStates & { previousFix: PositionSample | null }> {
  const column = sql.ref(device.kind === 'vehicle' ? 'p.vehicle_id' : 'p.driver_user_id');
  const result = await sql<{ version: string | null; states: StateRow[] | null; previous: StoredFix | null }>`
    select
      (select alert_state_version::text from vehicles where id = ${vehicleId}) as version,
      ${statesOfVehicle(vehicleId)} as states,
      (select json_build_object('fix_on', p.fix_on, 'latitude', p.latitude, 'longitude', p.longitude,
          'speed_kmh', p.speed_kmh, 'accuracy_m', p.accuracy_m)
        from telemetry_positions p
        where ${previousBefore !== null} and ${column} = ${device.id} and p.fix_on < ${previousBefore ?? new Date(0)}
        order by p.fix_on desc limit 1) as previous`.execute(db);
  const row = result.rows[0];
  return { ...vehicleStatesOf(row), previousFix: sampleOfFix(row?.previous ?? null) };
}

/** A stored fix as the engine reads it. */
export function sampleOfFix(fix: StoredFix | null): PositionSample | null {
  if (fix === null) return null;
  return {
    fixOn: new Date(fix.fix_on),
    latitude: fix.latitude,
    longitude: fix.longitude,
    speedKmh: fix.speed_kmh,
    accuracyM: fix.accuracy_m,
  };
}

/** An alert is about to be written: the transaction waits for the disk again when it commits. */
export async function durableCommit(trx: Kysely<Database>): Promise<void> {
  await sql`select set_config('synchronous_commit', 'on', true)`.execute(trx);
}

export interface StateChange {
  alertRuleId: number;
  state: RuleState;
  decidedFixOn: Date | null;
}

/**
 * Writes the changed states and bumps the vehicle's alert_state_version in one statement, under the
 * vehicle's lock; answers the new version (the one read when nothing changed).
 */
export async function saveStates(
  trx: Kysely<Database>,
  companyId: number,
  vehicleId: number,
  changes: readonly StateChange[],
  version: string | null,
): Promise<string | null> {
  if (changes.length === 0) return version;
  const rows = changes.map((change) => ({
    alert_rule_id: change.alertRuleId,
    state: change.state,
    decided_fix_on: change.decidedFixOn,
  }));
  const result = await sql<{ version: string }>`
    with bumped as (
      update vehicles set alert_state_version = alert_state_version + 1 where id = ${vehicleId}
      returning alert_state_version),
    saved as (
      insert into alert_rule_states (alert_rule_id, vehicle_id, company_id, state, decided_fix_on, updated_on)
      select r.alert_rule_id, ${vehicleId}::integer, ${companyId}::integer, r.state, r.decided_fix_on, now()
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(alert_rule_id integer, state jsonb, decided_fix_on timestamptz)
      on conflict (alert_rule_id, vehicle_id) do update set state = excluded.state,
        decided_fix_on = excluded.decided_fix_on, updated_on = excluded.updated_on
      returning 1)
    select alert_state_version::text as version from bumped`.execute(trx);
  return result.rows[0]?.version ?? null;
}
