import { ruleApplies } from './conditions';
import { countEvent } from './count-window';
import { dataNumber, makeDecision } from './decision';
import {
  detectedNear,
  type Evaluation,
  FLAG_REPEAT_S,
  type RuleState,
  ruleStateChanged,
  toIso,
  toMs,
} from './state';
import type { EngineContext, EvaluableRule, RuleDeviceEvent } from './types';

/** Alarm ids a rule remembers per vehicle: a device resends an alarm soon after, never days later. */
export const REMEMBERED_ALARM_IDS = 50;

export { FLAG_REPEAT_S };

/**
 * An event the vehicle's device reported (an alarm, a DMS or ADAS event) against one rule of its
 * code. It fires when it first appears: the device's alarm id is the dedup key, and without one a
 * flag still set is the same episode; an alarm within FLAG_REPEAT_S of a flag or of the engine's own
 * detection of the code (harsh braking from positions) is that episode too. Schedule and geofence narrow it; the count window applies.
 */
export function evaluateDeviceEvent(
  rule: EvaluableRule,
  state: RuleState,
  event: RuleDeviceEvent,
  context: Pick<EngineContext, 'vehicleId' | 'timeZone'>,
): Evaluation {
  const at = toMs(event.occurredOn);
  if (event.code !== rule.alertCode || Number.isNaN(at)) return { state, fire: null, changed: false };
  const alarmId = event.deviceAlarmId ?? null;
  if (alarmId !== null && state.alarms.some(([id]) => id === alarmId)) {
    return { state, fire: null, changed: false };
  }
  // A new alarm id just after a flag, or after the engine's own detection from positions, is the
  // same event reported twice (harsh braking); it is remembered, so its resend decides nothing.
  const seen = flagStillSet(state, at) || detectedNear(state, at);
  let next = remember(state, alarmId, at);
  if (seen || !ruleApplies(rule, at, event, context.timeZone)) return settle(state, next, null);
  const counted = countEvent(rule, next.countTimes, at);
  next = { ...next, countTimes: counted.countTimes };
  if (!counted.fire) return settle(state, next, null);
  const alertData = event.speedKmh === null || event.speedKmh === undefined ? '' : dataNumber(event.speedKmh);
  const episode = alarmId === null ? toIso(at) : `alarm-${alarmId}`;
  return settle(
    state,
    next,
    makeDecision(rule, context, at, event, { episode, alertData, deviceAlarmId: alarmId }),
  );
}

const flagStillSet = (state: RuleState, at: number) =>
  state.lastFlagOn !== null && Math.abs(at - toMs(state.lastFlagOn)) <= FLAG_REPEAT_S * 1000;

function remember(state: RuleState, alarmId: string | null, at: number): RuleState {
  if (alarmId !== null) {
    return {
      ...state,
      alarms: [...state.alarms, [alarmId, toIso(at)] as [string, string]].slice(-REMEMBERED_ALARM_IDS),
    };
  }
  const latest = state.lastFlagOn === null ? at : Math.max(at, toMs(state.lastFlagOn));
  return { ...state, lastFlagOn: toIso(latest) };
}

function settle(before: RuleState, after: RuleState, fire: Evaluation['fire']): Evaluation {
  const changed = ruleStateChanged(before, after);
  return { state: changed ? after : before, fire, changed };
}
