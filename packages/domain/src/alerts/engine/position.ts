import { POSITION_EVALUATORS } from './codes';
import { ruleApplies } from './conditions';
import { countEvent } from './count-window';
import { makeDecision } from './decision';
import { type Evaluation, type RuleState, ruleStateChanged, toIso, toMs } from './state';
import type { AlertDecision, EngineContext, EvaluableRule, PositionSample } from './types';

/**
 * One stored position against one rule of its vehicle. A fix no later than the last one this rule
 * decided on decides nothing; when the state changes it records the fix as decided on. A fired
 * episode counts as one qualifying event of the rule's count window.
 */
export function evaluatePosition(
  rule: EvaluableRule,
  state: RuleState,
  sample: PositionSample,
  context: EngineContext,
): Evaluation {
  const evaluator = POSITION_EVALUATORS.get(rule.alertCode);
  const at = toMs(sample.fixOn);
  const stale = state.lastFixOn !== null && at <= toMs(state.lastFixOn);
  if (!evaluator || Number.isNaN(at) || stale) return { state, fire: null, changed: false };
  const applies = ruleApplies(rule, at, sample, context.timeZone);
  const step = evaluator({ rule, state, sample, at, context, applies });
  let next = step.state;
  let fire: AlertDecision | null = null;
  if (step.fire) {
    const counted = countEvent(rule, next.countTimes, at);
    next = { ...next, countTimes: counted.countTimes };
    if (counted.fire) fire = makeDecision(rule, context, at, sample, step.fire);
  }
  if (!ruleStateChanged(state, next)) return { state, fire, changed: false };
  return { state: { ...next, lastFixOn: toIso(at) }, fire, changed: true };
}

export interface FoldResult {
  state: RuleState;
  fires: AlertDecision[];
  changed: boolean;
}

/**
 * A batch of one vehicle's positions against one rule, in fix-time order; duplicates and fixes at
 * or before `after` (the vehicle's newest fix already evaluated, which the server keeps) are
 * dropped. Each fix sees the one before it as `previousFix`.
 */
export function foldPositions(
  rule: EvaluableRule,
  state: RuleState,
  samples: readonly PositionSample[],
  context: EngineContext,
  after: Date | string | null = null,
): FoldResult {
  return foldOrderedPositions(rule, state, orderedFixes(samples), context, after);
}

/**
 * `foldPositions` on fixes already in order (`orderedFixes`), so a batch folded against many rules
 * orders its fixes once. The common batch (one fix, no state change) allocates only the result.
 */
export function foldOrderedPositions(
  rule: EvaluableRule,
  state: RuleState,
  ordered: readonly PositionSample[],
  context: EngineContext,
  after: Date | string | null = null,
): FoldResult {
  const afterMs = after === null ? Number.NEGATIVE_INFINITY : toMs(after);
  const fires: AlertDecision[] = [];
  let current = state;
  let previousFix = context.previousFix ?? null;
  for (const sample of ordered) {
    if (toMs(sample.fixOn) <= afterMs) continue;
    const seen = previousFix === (context.previousFix ?? null) ? context : { ...context, previousFix };
    const result = evaluatePosition(rule, current, sample, seen);
    current = result.state;
    if (result.fire) fires.push(result.fire);
    previousFix = sample;
  }
  return { state: current, fires, changed: ruleStateChanged(state, current) };
}

/** Fixes sorted by time, one per fix time (a device resending a fix sends the same time). */
export function orderedFixes(samples: readonly PositionSample[]): PositionSample[] {
  const sorted = samples
    .filter((sample) => !Number.isNaN(toMs(sample.fixOn)))
    .sort((a, b) => toMs(a.fixOn) - toMs(b.fixOn));
  return sorted.filter((sample, i) => i === 0 || toMs(sample.fixOn) !== toMs(sorted[i - 1]!.fixOn));
}
