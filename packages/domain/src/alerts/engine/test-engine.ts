import { foldPositions } from './position';
import { initialRuleState, type RuleState } from './state';
import type { AlertDecision, EngineContext, EvaluableRule, LatLng, PositionSample } from './types';

/** Builders the engine's tests share: one rule, fixes by seconds after a start, a context. */

/** Monday 2 March 2026, 08:00 in Jakarta. */
export const T0 = Date.parse('2026-03-02T01:00:00Z');
export const at = (seconds: number) => new Date(T0 + seconds * 1000);

export const JAKARTA: LatLng = { latitude: -6.2, longitude: 106.8 };
/** Metres of one degree of latitude on the sphere straightLineMeters uses. */
export const METERS_PER_DEGREE = (2 * Math.PI * 6_371_000) / 360;
export const north = (meters: number, from: LatLng = JAKARTA): LatLng => ({
  latitude: from.latitude + meters / METERS_PER_DEGREE,
  longitude: from.longitude,
});

export function buildRule(overrides: Partial<EvaluableRule> = {}): EvaluableRule {
  return {
    alertRuleId: 1,
    alertCode: 8,
    urgency: 'URGENT',
    autoPopup: false,
    maxThreshold: 80,
    minThreshold: null,
    minThresholdTime: 60,
    schedule: null,
    geofence: null,
    count: null,
    ...overrides,
  };
}

export function buildContext(overrides: Partial<EngineContext> = {}): EngineContext {
  return {
    vehicleId: 7,
    timeZone: 'Asia/Jakarta',
    defaults: { offlineTimeoutS: 1800, idleTimeoutS: 600, parkTimeoutS: 3600 },
    ...overrides,
  };
}

/** A fix `seconds` after T0 at Jakarta, with a speed and anything else. */
export function fix(
  seconds: number,
  speedKmh: number | null,
  extra: Partial<PositionSample> = {},
): PositionSample {
  return { fixOn: at(seconds), ...JAKARTA, speedKmh, accuracyM: 5, ...extra };
}

/** Speeds as [second, km/h] pairs. */
export const speeds = (pairs: [number, number][]) => pairs.map(([s, kmh]) => fix(s, kmh));

export function run(
  rule: EvaluableRule,
  samples: PositionSample[],
  context: EngineContext = buildContext(),
  state: RuleState = initialRuleState(),
): { state: RuleState; fires: AlertDecision[] } {
  return foldPositions(rule, state, samples, context);
}

/** Seconds after T0 of each fired decision. */
export const firedAt = (fires: AlertDecision[]) =>
  fires.map((fire) => (fire.occurredOn.getTime() - T0) / 1000);
