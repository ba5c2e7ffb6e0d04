import { NORMAL_EPISODE, type RuleState, toIso, toMs } from '../state';
import { type CodeStep, isStanding, type PositionEvaluator, thresholdOf } from './code-types';

/**
 * Fuel drop (15: more than maxThreshold litres within 10 minutes while parked) and refuelling
 * (16: a rise of more than minThreshold litres). Both read the tank only while the vehicle stands,
 * because fuel sloshing on the road swings a float sensor by litres; driving off ends the stop, its
 * readings and its episode, so one stop gives at most one alert of each kind.
 */
export const FUEL_WINDOW_S = 10 * 60;
/** A reading is kept only when it moved this much: sensor jitter at rest writes nothing. */
const FUEL_STEP_L = 1;

type Reading = [string, number];

/** The readings that still matter at `at`: those of the window, and the one in force at its start. */
function windowAt(readings: readonly Reading[], at: number): Reading[] {
  const from = at - FUEL_WINDOW_S * 1000;
  const firstInside = readings.findIndex(([time]) => toMs(time) > from);
  if (firstInside === -1) return readings.slice(-1);
  return readings.slice(Math.max(0, firstInside - 1));
}

function fuelChange(direction: 'drop' | 'rise'): PositionEvaluator {
  return ({ rule, state, sample, at, applies }): CodeStep => {
    const standing = isStanding(sample.speedKmh);
    if (standing === false) return { state: endStop(state), fire: null };
    const litres = sample.fuelL ?? null;
    if (standing === null || litres === null) return { state, fire: null };
    const window = windowAt(state.fuel, at);
    const reference = referenceOf(window, direction);
    const last = window[window.length - 1];
    const fuel =
      last && Math.abs(last[1] - litres) < FUEL_STEP_L ? window : [...window, [toIso(at), litres] as Reading];
    const next = sameReadings(state.fuel, fuel) ? state : { ...state, fuel };
    const limit = thresholdOf(rule, direction === 'drop' ? 'maxThreshold' : 'minThreshold');
    const change =
      reference === null ? 0 : direction === 'drop' ? reference[1] - litres : litres - reference[1];
    if (limit === null || change <= limit || !applies || next.episode.phase === 'FIRING') {
      return { state: next, fire: null };
    }
    const since = reference![0];
    const episode = { phase: 'FIRING' as const, since, lastOn: null, peak: null };
    const alertData = [change, limit, reference![1], litres].map(litresText).join('|');
    return { state: { ...next, episode }, fire: { episode: since, alertData } };
  };
}

function referenceOf(window: readonly Reading[], direction: 'drop' | 'rise'): Reading | null {
  let best: Reading | null = null;
  for (const reading of window) {
    if (!best || (direction === 'drop' ? reading[1] > best[1] : reading[1] < best[1])) best = reading;
  }
  return best;
}

function endStop(state: RuleState): RuleState {
  if (state.fuel.length === 0 && state.episode.phase === 'NORMAL') return state;
  return { ...state, fuel: [], episode: NORMAL_EPISODE };
}

const sameReadings = (a: readonly Reading[], b: readonly Reading[]) =>
  a.length === b.length && a.every((reading, i) => reading[0] === b[i]![0] && reading[1] === b[i]![1]);

const litresText = (value: number) => String(Math.round(value * 10) / 10);

export const fuelDrop = fuelChange('drop');
export const refuelling = fuelChange('rise');
