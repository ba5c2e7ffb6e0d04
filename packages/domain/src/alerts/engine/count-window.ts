import { toIso, toMs } from './state';
import type { EvaluableRule } from './types';

export interface CountResult {
  countTimes: string[];
  fire: boolean;
}

/**
 * A rule's count window: it fires when `count.threshold` qualifying events fall within
 * `count.windowS` seconds of the event's time, then counts afresh. Without a count every
 * qualifying event fires. Every single event is still stored by the server as history.
 */
export function countEvent(rule: EvaluableRule, countTimes: readonly string[], at: number): CountResult {
  if (!rule.count || rule.count.threshold <= 1) return { countTimes: [...countTimes], fire: true };
  const from = at - rule.count.windowS * 1000;
  // Only the expired go: an event that arrived before an older one (a late batch) still counts.
  const kept = countTimes.filter((time) => toMs(time) >= from);
  const times = [...kept, toIso(at)].sort();
  if (times.length >= rule.count.threshold) return { countTimes: [], fire: true };
  return { countTimes: times, fire: false };
}
