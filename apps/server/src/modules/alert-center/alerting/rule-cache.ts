import { type EvaluableRule, POSITION_EVALUATORS } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type CompanyAlerting, loadCompanyAlerting } from './rule-queries';

/**
 * The company's active rules, per process, so a position costs one map lookup when the company has
 * no rule (and no query at all within the period). An entry lives ALERT_RULES_TTL_MS; a change made
 * through this process drops it at once (`invalidateAlertRules`, which the rule and geofence writers
 * call after they commit). Another instance sees a change at most ALERT_RULES_TTL_MS late: that is
 * the staleness bound across instances, and the worst it causes is an alert of a rule just
 * deactivated, or none yet of a rule just created, for 10 s.
 */
export const ALERT_RULES_TTL_MS = 10_000;

interface Entry {
  db: Kysely<Database>;
  loadedAt: number;
  value: Promise<CompanyAlerting>;
}

const entries = new Map<number, Entry>();

/** Drops a company's cached rules (after a rule, its links, a geofence or a group changed). */
export function invalidateAlertRules(companyId?: number): void {
  if (companyId === undefined) entries.clear();
  else entries.delete(companyId);
}

/** The company's alerting, from the cache when fresh; `db` must be a root instance, not a transaction. */
export function companyAlerting(db: Kysely<Database>, companyId: number): Promise<CompanyAlerting> {
  const entry = entries.get(companyId);
  const now = Date.now();
  // An entry of another database (tests open several in one process) is not this company's.
  if (entry && entry.db === db && now - entry.loadedAt < ALERT_RULES_TTL_MS) return entry.value;
  const value = loadCompanyAlerting(db, companyId);
  entries.set(companyId, { db, loadedAt: now, value });
  value.catch(() => {
    if (entries.get(companyId)?.value === value) entries.delete(companyId);
  });
  return value;
}

/** The vehicle's groups in the company (empty when it belongs to none). */
export const groupsOf = (alerting: CompanyAlerting, vehicleId: number): number[] =>
  alerting.groupsOfVehicle.get(vehicleId) ?? [];

/** The active rules covering a vehicle; `accept` narrows them (by code, by evaluator). */
export function rulesOfVehicle(
  alerting: CompanyAlerting,
  vehicleId: number,
  accept: (rule: EvaluableRule) => boolean = () => true,
): EvaluableRule[] {
  const groups = groupsOf(alerting, vehicleId);
  return alerting.rules
    .filter(
      (covering) =>
        accept(covering.rule) &&
        (covering.coversAll ||
          covering.vehicleIds.has(vehicleId) ||
          groups.some((group) => covering.groupIds.has(group))),
    )
    .map((covering) => covering.rule);
}

/** The active rules listing neither vehicles nor groups: those that also cover what has no vehicle. */
export function rulesOfEveryVehicle(
  alerting: CompanyAlerting,
  accept: (rule: EvaluableRule) => boolean = () => true,
): EvaluableRule[] {
  return alerting.rules
    .filter((covering) => covering.coversAll && accept(covering.rule))
    .map(({ rule }) => rule);
}

const positionRules = new WeakMap<CompanyAlerting, Map<number, EvaluableRule[]>>();

/**
 * The rules of a vehicle that positions drive (`POSITION_EVALUATORS`), chosen once per loaded set of
 * rules and vehicle: the intake asks for every position, and a reload makes a new set.
 */
export function positionRulesOfVehicle(alerting: CompanyAlerting, vehicleId: number): EvaluableRule[] {
  let byVehicle = positionRules.get(alerting);
  if (!byVehicle) {
    byVehicle = new Map();
    positionRules.set(alerting, byVehicle);
  }
  let rules = byVehicle.get(vehicleId);
  if (!rules) {
    rules = rulesOfVehicle(alerting, vehicleId, (rule) => POSITION_EVALUATORS.has(rule.alertCode));
    byVehicle.set(vehicleId, rules);
  }
  return rules;
}
