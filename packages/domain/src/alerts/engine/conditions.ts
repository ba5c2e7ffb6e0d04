import { fenceContains } from './geometry';
import { isWithinSchedule } from './schedule';
import type { EvaluableRule, LatLng } from './types';

/** Codes whose fences are what they watch, not a condition narrowing them. */
export const GEOFENCE_CROSSING_CODES: readonly number[] = [2, 3];

/**
 * The conditions that narrow any rule: its schedule, read at the moment in the company's zone, and
 * 'inside' or 'outside' its fences. A moment they exclude does not count: a duration episode ends,
 * an event does not fire. For enter and exit (2, 3) the fences are the subject, not a condition.
 */
export function ruleApplies(rule: EvaluableRule, at: number, point: LatLng, timeZone: string): boolean {
  if (rule.schedule && !isWithinSchedule(rule.schedule, at, timeZone)) return false;
  if (!rule.geofence || GEOFENCE_CROSSING_CODES.includes(rule.alertCode)) return true;
  const inside = rule.geofence.fences.some((fence) => fenceContains(fence, point));
  return inside === rule.geofence.isInsideGeofence;
}
