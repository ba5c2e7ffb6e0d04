import { heldSeconds, matured } from '../episode';
import { NORMAL_EPISODE, type RuleState, toIso, toMs } from '../state';
import type { EvaluableRule } from '../types';
import { type CodeStep, isStanding, type PositionEvaluator, thresholdOf } from './code-types';

/**
 * Continuous driving (117): 4 hours at the wheel without a 30-minute rest (UU 22/2009 Pasal 90(3));
 * the rule's minThresholdTime overrides the 4 hours. The clock starts at the first moving fix after
 * a rest and runs through short stops (a jam or a red light is still time at the wheel); it stops at
 * 30 minutes standing, or 30 minutes without any report (a tracker falls silent when the engine is
 * off). Positions keep the clock; the alert fires at a fix or at a sweep, once per driving stretch.
 */
export const REST_S = 30 * 60;
const DEFAULT_DRIVING_LIMIT_S = 4 * 60 * 60;

const drivingLimitS = (rule: EvaluableRule) =>
  thresholdOf(rule, 'minThresholdTime') ?? DEFAULT_DRIVING_LIMIT_S;

function rested(state: RuleState, standingSince: string | null): RuleState {
  if (state.episode.phase === 'NORMAL' && state.standingSince === standingSince) return state;
  return { ...state, episode: NORMAL_EPISODE, standingSince };
}

export const continuousDriving: PositionEvaluator = ({
  rule,
  state,
  sample,
  at,
  context,
  applies,
}): CodeStep => {
  const standing = isStanding(sample.speedKmh);
  if (standing === null) return { state, fire: null };
  const previousOn = context.previousFix ? toMs(context.previousFix.fixOn) : null;
  let next = previousOn !== null && at - previousOn >= REST_S * 1000 ? rested(state, null) : state;
  if (standing) {
    const standingSince = next.standingSince ?? toIso(at);
    const rest = at - toMs(standingSince) >= REST_S * 1000;
    next = rest ? rested(next, standingSince) : withStanding(next, standingSince);
  } else {
    next = withStanding(next, null);
    if (next.episode.phase === 'NORMAL') {
      next = { ...next, episode: { phase: 'PENDING', since: toIso(at), lastOn: null, peak: null } };
    }
  }
  return applies ? fireWhenDue(rule, next, at) : { state: next, fire: null };
};

const withStanding = (state: RuleState, standingSince: string | null): RuleState =>
  state.standingSince === standingSince ? state : { ...state, standingSince };

function fireWhenDue(rule: EvaluableRule, state: RuleState, at: number): CodeStep {
  const limitS = drivingLimitS(rule);
  const step = matured(state.episode, at, limitS);
  if (!step.fired || step.episode.since === null) return { state, fire: null };
  const alertData = `${heldSeconds(step.episode, at)}|${limitS}`;
  return { state: { ...state, episode: step.episode }, fire: { episode: step.episode.since, alertData } };
}

/** A sweep of 117: a rest ends the stretch; one still running at `now` fires once it reaches the limit. */
export function sweepDriving(
  rule: EvaluableRule,
  state: RuleState,
  now: number,
  lastFixOn: number,
  applies: boolean,
): CodeStep {
  if (state.episode.phase === 'NORMAL') return { state, fire: null };
  const restFrom = state.standingSince !== null ? toMs(state.standingSince) : lastFixOn;
  if (now - restFrom >= REST_S * 1000) return { state: rested(state, state.standingSince), fire: null };
  return applies ? fireWhenDue(rule, state, now) : { state, fire: null };
}
