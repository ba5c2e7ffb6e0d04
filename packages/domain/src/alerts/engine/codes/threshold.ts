import { DEFAULT_OVERSPEED_DURATION_S } from '../../catalogue';
import { heldSeconds, stepEpisode } from '../episode';
import { distanceToRouteM } from '../geometry';
import { toMs } from '../state';
import type { CodeStep, PositionEvaluator, PositionInput } from './code-types';
import { thresholdOf } from './code-types';

/**
 * Values over (or under) a limit for a minimal duration, read from positions: overspeed (8),
 * temperature above and below (17, 18), off route (141). Data: worst value | limit | seconds held.
 */
interface ThresholdSpec {
  /** The value at this fix; null when the fix has no reading. */
  read: (input: PositionInput) => number | null;
  limitField: 'maxThreshold' | 'minThreshold';
  worse: 'max' | 'min';
  /** Digits the data keeps of the value (speeds and metres whole, degrees to a tenth). */
  digits: number;
}

function thresholdEvaluator(spec: ThresholdSpec): PositionEvaluator {
  return (input): CodeStep => {
    const { rule, state, at } = input;
    const limit = thresholdOf(rule, spec.limitField);
    const value = limit === null ? null : spec.read(input);
    const beyond =
      value === null || limit === null ? null : spec.worse === 'max' ? value > limit : value < limit;
    const holds = !input.applies || limit === null ? false : beyond;
    // The catalogue holds each code's default duration; section 9's 60 s is the last resort.
    const durationS = thresholdOf(rule, 'minThresholdTime') ?? DEFAULT_OVERSPEED_DURATION_S;
    const step = stepEpisode(state.episode, {
      holds,
      at,
      durationS,
      value,
      worse: spec.worse,
      previousOn: input.context.previousFix ? toMs(input.context.previousFix.fixOn) : null,
    });
    const next = step.episode === state.episode ? state : { ...state, episode: step.episode };
    if (!step.fired || step.episode.since === null) return { state: next, fire: null };
    const peak = (step.episode.peak ?? value ?? 0).toFixed(spec.digits);
    const alertData = `${Number(peak)}|${limit}|${heldSeconds(step.episode, at)}`;
    return { state: next, fire: { episode: step.episode.since, alertData } };
  };
}

export const overspeed = thresholdEvaluator({
  read: ({ sample }) => sample.speedKmh,
  limitField: 'maxThreshold',
  worse: 'max',
  digits: 0,
});

export const temperatureAbove = thresholdEvaluator({
  read: ({ sample }) => sample.temperatureC ?? null,
  limitField: 'maxThreshold',
  worse: 'max',
  digits: 1,
});

export const temperatureBelow = thresholdEvaluator({
  read: ({ sample }) => sample.temperatureC ?? null,
  limitField: 'minThreshold',
  worse: 'min',
  digits: 1,
});

/** Off route: no route (no running task) reads as on route, so the episode ends and nothing fires. */
export const offRoute = thresholdEvaluator({
  read: ({ sample, context }) =>
    context.route && context.route.length > 0 ? (distanceToRouteM(context.route, sample) ?? 0) : 0,
  limitField: 'maxThreshold',
  worse: 'max',
  digits: 0,
});
