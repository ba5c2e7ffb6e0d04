import { sweepDriving, sweepStandstill } from './codes';
import type { CodeStep } from './codes/code-types';
import { ruleApplies } from './conditions';
import { countEvent } from './count-window';
import { makeDecision } from './decision';
import { type Evaluation, NORMAL_EPISODE, type RuleState, ruleStateChanged, toIso, toMs } from './state';
import type { AlertDecision, EngineContext, EvaluableRule, PositionSample } from './types';

/** What the sweeper knows of the vehicle: its newest stored position (none if it never reported). */
export type LastFix = Pick<PositionSample, 'fixOn' | 'latitude' | 'longitude'>;

/** Codes only a sweep can fire, because no new fix comes to trigger them. */
export const SWEPT_CODES: readonly number[] = [7, 13, 14, 117];

/**
 * The periodic sweep (every 30 to 60 s) of one rule for one vehicle: offline (7), idle (13), parked
 * (14) and continuous driving (117) fire here when their time has come, once per episode. The
 * schedule is read at `now`; the alert stands at the vehicle's last position.
 */
export function sweepRule(
  rule: EvaluableRule,
  state: RuleState,
  now: Date,
  lastFix: LastFix | null,
  context: EngineContext,
): Evaluation {
  if (!lastFix || !SWEPT_CODES.includes(rule.alertCode)) return { state, fire: null, changed: false };
  const at = now.getTime();
  const applies = ruleApplies(rule, at, lastFix, context.timeZone);
  const step = sweepStep(rule, state, at, lastFix, context, applies);
  let next = step.state;
  let fire: AlertDecision | null = null;
  if (step.fire) {
    const counted = countEvent(rule, next.countTimes, at);
    next = { ...next, countTimes: counted.countTimes };
    if (counted.fire) fire = makeDecision(rule, context, at, lastFix, step.fire);
  }
  const changed = ruleStateChanged(state, next);
  return { state: changed ? next : state, fire, changed };
}

function sweepStep(
  rule: EvaluableRule,
  state: RuleState,
  at: number,
  lastFix: LastFix,
  context: EngineContext,
  applies: boolean,
): CodeStep {
  switch (rule.alertCode) {
    case 7:
      return sweepOffline(rule, state, at, lastFix, context, applies);
    case 13:
      return sweepStandstill('IDLE', rule, state, at, context, applies);
    case 14:
      return sweepStandstill('PARKED', rule, state, at, context, applies);
    default:
      return sweepDriving(rule, state, at, toMs(lastFix.fixOn), applies);
  }
}

/**
 * Offline (7): no report for minThresholdTime (default the company's offline timeout). The episode
 * is the silence after one last fix, so a newer fix starts another. Data: seconds silent | limit.
 */
function sweepOffline(
  rule: EvaluableRule,
  state: RuleState,
  at: number,
  lastFix: LastFix,
  context: EngineContext,
  applies: boolean,
): CodeStep {
  const lastOn = toMs(lastFix.fixOn);
  const since = toIso(lastOn);
  const limitS = rule.minThresholdTime ?? context.defaults.offlineTimeoutS;
  const silentS = Math.round((at - lastOn) / 1000);
  if (state.episode.phase === 'FIRING' && state.episode.since === since) return { state, fire: null };
  const normal = state.episode.phase === 'NORMAL' ? state : { ...state, episode: NORMAL_EPISODE };
  if (silentS < limitS || !applies) return { state: normal, fire: null };
  const episode = { phase: 'FIRING' as const, since, lastOn: null, peak: null };
  return { state: { ...state, episode }, fire: { episode: since, alertData: `${silentS}|${limitS}` } };
}
