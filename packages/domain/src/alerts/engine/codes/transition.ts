import { deviceReportedNear, NORMAL_EPISODE, toIso, toMs } from '../state';
import type { CodeStep, PositionEvaluator } from './code-types';

/**
 * Ignition on (4) and off (5): the device's `ignition` attribute changing. The first value a rule
 * learns fires nothing; a fix without the attribute changes nothing.
 */
function ignitionTurns(on: boolean): PositionEvaluator {
  return ({ state, sample, at, applies }): CodeStep => {
    const ignition = sample.ignition ?? null;
    if (ignition === null || ignition === state.ignition) return { state, fire: null };
    const next = { ...state, ignition };
    if (state.ignition === null || ignition !== on || !applies) return { state: next, fire: null };
    return { state: next, fire: { episode: toIso(at), alertData: '' } };
  };
}

export const ignitionOn = ignitionTurns(true);
export const ignitionOff = ignitionTurns(false);

/** Harsh braking from positions: the speed falls by more than this within one second. */
export const HARSH_BRAKING_DROP_KMH = 15;
const HARSH_BRAKING_WITHIN_MS = 1000;

/**
 * Harsh braking (9) from two consecutive fixes (devices that report every second); one braking
 * spread over several seconds is one episode, and so is a braking the device reported itself
 * within FLAG_REPEAT_S (the event intake). Data: speed before | speed after | seconds.
 */
export const harshBraking: PositionEvaluator = ({ state, sample, at, context, applies }): CodeStep => {
  const previous = context.previousFix;
  const before = previous?.speedKmh ?? null;
  const after = sample.speedKmh;
  const elapsed = previous ? at - toMs(previous.fixOn) : 0;
  const braking =
    before !== null &&
    after !== null &&
    elapsed > 0 &&
    elapsed <= HARSH_BRAKING_WITHIN_MS &&
    before - after > HARSH_BRAKING_DROP_KMH;
  if (!braking) {
    return {
      state: state.episode.phase === 'NORMAL' ? state : { ...state, episode: NORMAL_EPISODE },
      fire: null,
    };
  }
  if (state.episode.phase === 'FIRING' || !applies) return { state, fire: null };
  const since = toIso(toMs(previous!.fixOn));
  const firing = { phase: 'FIRING' as const, since, lastOn: null, peak: null };
  // The device reported this braking itself (its own accelerometer): the alert exists already.
  if (deviceReportedNear(state, at)) return { state: { ...state, episode: firing }, fire: null };
  // Remembered, so the device's own event of the same braking decides nothing.
  const next = { ...state, episode: firing, detectedOn: toIso(at) };
  const alertData = `${Math.round(before)}|${Math.round(after)}|${elapsed / 1000}`;
  return { state: next, fire: { episode: since, alertData } };
};
