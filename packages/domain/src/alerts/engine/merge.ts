import { alertCodeDefinition } from '../catalogue';
import type { AlertDecision, EvaluableRule } from './types';

/** One raw alert: every rule that decided the same vehicle, code and episode, in one row. */
export interface MergedAlert extends Omit<AlertDecision, 'alertRuleId'> {
  alertRuleIds: number[];
  /** Urgent if any matching rule is urgent; urgent takes precedence, so then not important. */
  isUrgent: boolean;
  isImportant: boolean;
  /** Pops up if any matching rule pops up. */
  autoPopup: boolean;
}

/**
 * Decisions of one evaluation round merged by episode key: one raw alert per vehicle, code and
 * episode, carrying every matching rule's id; the earliest decision gives its time and data.
 */
export function mergeDecisions(
  rules: readonly EvaluableRule[],
  decisions: readonly AlertDecision[],
): MergedAlert[] {
  const byId = new Map(rules.map((rule) => [rule.alertRuleId, rule]));
  const merged = new Map<string, MergedAlert>();
  for (const decision of decisions) {
    const alert = alertOf(decision, byId.get(decision.alertRuleId));
    const existing = merged.get(decision.episodeKey);
    merged.set(decision.episodeKey, existing ? combineAlerts(existing, alert) : alert);
  }
  return [...merged.values()];
}

function alertOf(decision: AlertDecision, rule: EvaluableRule | undefined): MergedAlert {
  const { alertRuleId, ...rest } = decision;
  // A decision of a rule not in the list (deleted meanwhile) takes its code's default urgency.
  const urgency = rule?.urgency ?? alertCodeDefinition(decision.alertCode)?.defaultUrgency ?? 'IMPORTANT';
  return {
    ...rest,
    alertRuleIds: [alertRuleId],
    isUrgent: urgency === 'URGENT',
    isImportant: urgency !== 'URGENT',
    autoPopup: rule?.autoPopup ?? false,
  };
}

/**
 * Two alerts of one episode as one: the server also uses it when a rule's decision comes after the
 * raw alert of its episode was written (two rules of different durations see the same episode).
 */
export function combineAlerts(a: MergedAlert, b: MergedAlert): MergedAlert {
  const [first] = a.occurredOn.getTime() <= b.occurredOn.getTime() ? [a, b] : [b, a];
  const isUrgent = a.isUrgent || b.isUrgent;
  return {
    ...first,
    alertRuleIds: [...new Set([...a.alertRuleIds, ...b.alertRuleIds])].sort((x, y) => x - y),
    isUrgent,
    isImportant: !isUrgent,
    autoPopup: a.autoPopup || b.autoPopup,
  };
}
