import { heldSeconds, matured, stepEpisode } from '../episode';
import { NORMAL_EPISODE, type RuleState } from '../state';
import type { EngineContext, EvaluableRule, PositionSample } from '../types';
import { type CodeStep, isStanding, type PositionEvaluator } from './code-types';

/**
 * Idling (13: ignition on and standing) and parked (14: standing) too long. Positions start and
 * end the episode; the sweeper fires it when no fix comes (a parked tracker reports rarely), so a
 * silence does not reset these clocks. Data: seconds so far | the limit in seconds.
 */
type Standstill = 'IDLE' | 'PARKED';

export function standstillDurationS(kind: Standstill, rule: EvaluableRule, context: EngineContext): number {
  return (
    rule.minThresholdTime ?? (kind === 'IDLE' ? context.defaults.idleTimeoutS : context.defaults.parkTimeoutS)
  );
}

function standstillHolds(kind: Standstill, sample: PositionSample): boolean | null {
  const standing = isStanding(sample.speedKmh);
  if (standing === false) return false;
  if (kind === 'PARKED') return standing;
  const ignition = sample.ignition ?? null;
  if (ignition === false) return false;
  return standing === null || ignition === null ? null : true;
}

function standstill(kind: Standstill): PositionEvaluator {
  return ({ rule, state, sample, at, context, applies }): CodeStep => {
    const holds = applies ? standstillHolds(kind, sample) : false;
    const durationS = standstillDurationS(kind, rule, context);
    const step = stepEpisode(state.episode, { holds, at, durationS });
    return episodeStep(state, step.episode, step.fired, at, durationS);
  };
}

/** The state after an episode step, and the alert when it fired. Shared with the sweeper. */
export function episodeStep(
  state: RuleState,
  episode: RuleState['episode'],
  fired: boolean,
  at: number,
  durationS: number,
): CodeStep {
  const next = episode === state.episode ? state : { ...state, episode };
  if (!fired || episode.since === null) return { state: next, fire: null };
  return {
    state: next,
    fire: { episode: episode.since, alertData: `${heldSeconds(episode, at)}|${durationS}` },
  };
}

/** A sweep of 13 or 14: the episode positions began has lasted the duration by `now`. */
export function sweepStandstill(
  kind: Standstill,
  rule: EvaluableRule,
  state: RuleState,
  now: number,
  context: EngineContext,
  applies: boolean,
): CodeStep {
  if (!applies) return { state, fire: null };
  const durationS = standstillDurationS(kind, rule, context);
  const step = matured(state.episode, now, durationS);
  return episodeStep(state, step.episode, step.fired, now, durationS);
}

export const idling = standstill('IDLE');
export const parked = standstill('PARKED');

/** Offline (7) is the sweeper's; a fix only ends its episode (the device reports again). */
export const offlineReport: PositionEvaluator = ({ state }) => ({
  state: state.episode.phase === 'NORMAL' ? state : { ...state, episode: NORMAL_EPISODE },
  fire: null,
});
