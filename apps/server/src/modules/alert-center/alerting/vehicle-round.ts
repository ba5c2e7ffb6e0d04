import {
  type AlertDecision,
  type EvaluableRule,
  initialRuleState,
  type MergedAlert,
  mergeDecisions,
  type RuleState,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { alertVehicle } from './alert-vehicle';
import { type RawAlertInput, type RawAlertOutcome, writeRawAlert } from './raw-alert-writer';
import { groupsOf } from './rule-cache';
import type { CompanyAlerting } from './rule-queries';
import {
  durableCommit,
  lockAndLoadStates,
  type StateChange,
  type StoredRuleState,
  saveStates,
  type VehicleStates,
} from './state-queries';

/**
 * One evaluation round of one vehicle, in the caller's transaction, shared by the position intake,
 * the device events and the sweeper: lock the vehicle's alerting and read the states of its rules
 * (one statement), let `decide` run the engine per rule, write the states that changed (one
 * statement), merge the decisions into one alert per episode and write them.
 */

export interface RuleOutcome {
  state: RuleState;
  fires: readonly AlertDecision[];
  changed: boolean;
  /** The newest fix the rule evaluated (positions); null leaves the stored one. */
  decidedFixOn?: Date | null;
}

export interface RoundAlert {
  alert: MergedAlert;
  outcome: RawAlertOutcome;
}

export interface VehicleRound {
  alerting: CompanyAlerting;
  vehicleId: number;
  rules: readonly EvaluableRule[];
  receivedOn: Date;
  decide: (rule: EvaluableRule, state: RuleState, decidedFixOn: Date | null) => RuleOutcome;
  /** What every alert of the round carries besides the engine's decision (source, media, task, its driver). */
  extra?: (
    alert: MergedAlert,
  ) => Partial<Pick<RawAlertInput, 'sourceDeviceCategory' | 'media' | 'fleetTask' | 'driverUserId'>>;
  /** The vehicle's states as this round leaves them (valid once the transaction commits). */
  onStates?: (states: VehicleStates) => void;
}

const later = (a: Date | null, b: Date | null | undefined) =>
  b === null || b === undefined ? a : a === null || b > a ? b : a;

/** What a round decides on given states: the states to write and the engine's alerts. Pure. */
export interface RoundDecision {
  changes: StateChange[];
  decisions: AlertDecision[];
}

export function decideRound(
  round: Pick<VehicleRound, 'rules' | 'decide'>,
  stored: ReadonlyMap<number, StoredRuleState>,
): RoundDecision {
  const changes: StateChange[] = [];
  const decisions: AlertDecision[] = [];
  for (const rule of round.rules) {
    const before = stored.get(rule.alertRuleId);
    const decided = before?.decidedFixOn ?? null;
    const result = round.decide(rule, before?.state ?? initialRuleState(), decided);
    decisions.push(...result.fires);
    if (result.changed) {
      changes.push({
        alertRuleId: rule.alertRuleId,
        state: result.state,
        decidedFixOn: later(decided, result.decidedFixOn),
      });
    }
  }
  return { changes, decisions };
}

function withChanges(
  stored: ReadonlyMap<number, StoredRuleState>,
  changes: readonly StateChange[],
): Map<number, StoredRuleState> {
  const states = new Map(stored);
  for (const change of changes) {
    states.set(change.alertRuleId, { state: change.state, decidedFixOn: change.decidedFixOn });
  }
  return states;
}

export async function runVehicleRound(trx: Kysely<Database>, round: VehicleRound): Promise<RoundAlert[]> {
  const { alerting, vehicleId } = round;
  const stored = await lockAndLoadStates(trx, vehicleId);
  const { changes, decisions } = decideRound(round, stored.states);
  const version = await saveStates(trx, alerting.companyId, vehicleId, changes, stored.version);
  round.onStates?.({ version, states: withChanges(stored.states, changes) });
  if (decisions.length === 0) return [];
  await durableCommit(trx);
  const vehicle = await alertVehicle(trx, alerting.companyId, vehicleId);
  const written: RoundAlert[] = [];
  for (const alert of mergeDecisions(round.rules, decisions)) {
    const outcome = await writeRawAlert(trx, {
      companyId: alerting.companyId,
      timeZone: alerting.timeZone,
      vehicle: {
        id: vehicleId,
        licensePlate: vehicle.licensePlate,
        groupIds: groupsOf(alerting, vehicleId),
      },
      alert,
      receivedOn: round.receivedOn,
      driverUserId: vehicle.driverUserId,
      ...round.extra?.(alert),
    });
    written.push({ alert, outcome });
  }
  return written;
}
