import { alertCodeDefinition } from '../../catalogue';
import type { AlertCodeDefaults } from '../../types';
import type { FireIntent } from '../decision';
import type { RuleState } from '../state';
import type { EngineContext, EvaluableRule, PositionSample } from '../types';

/** What a code's evaluator gets for one fix, already in order and with the conditions read. */
export interface PositionInput {
  rule: EvaluableRule;
  state: RuleState;
  sample: PositionSample;
  /** The fix time in milliseconds. */
  at: number;
  context: EngineContext;
  /** Whether the rule's schedule and geofence condition let this fix count. */
  applies: boolean;
}

export interface CodeStep {
  state: RuleState;
  fire: FireIntent | null;
}

export type PositionEvaluator = (input: PositionInput) => CodeStep;

/** A rule's threshold, or the catalogue's default for its code when the rule leaves it empty. */
export function thresholdOf(rule: EvaluableRule, field: keyof AlertCodeDefaults): number | null {
  return rule[field] ?? alertCodeDefinition(rule.alertCode)?.defaults[field] ?? null;
}

/**
 * Below this a vehicle stands: GPS reads 1 to 3 km/h for a truck at rest, so 'speed 0' of the
 * catalogue (idle, parked, fuel while parked, rests) means at most this.
 */
export const STANDSTILL_KMH = 3;

export const isStanding = (speedKmh: number | null | undefined): boolean | null =>
  speedKmh === null || speedKmh === undefined ? null : speedKmh <= STANDSTILL_KMH;
