import { describe, expect, it } from 'vitest';
import { evaluateDeviceEvent, FLAG_REPEAT_S, REMEMBERED_ALARM_IDS } from './device-event';
import { mergeDecisions } from './merge';
import { initialRuleState, type RuleState } from './state';
import { at, buildContext, buildRule, firedAt, JAKARTA, north } from './test-engine';
import type { AlertDecision, EvaluableRule, RuleDeviceEvent } from './types';

const fatigue = buildRule({ alertCode: 49, maxThreshold: null, minThresholdTime: null });
const event = (
  seconds: number,
  deviceAlarmId: string | null,
  extra: Partial<RuleDeviceEvent> = {},
): RuleDeviceEvent => ({
  code: 49,
  occurredOn: at(seconds),
  deviceAlarmId,
  ...JAKARTA,
  ...extra,
});

function feed(rule: EvaluableRule, events: RuleDeviceEvent[], start: RuleState = initialRuleState()) {
  let state = start;
  const fires: AlertDecision[] = [];
  const changed: boolean[] = [];
  for (const item of events) {
    const result = evaluateDeviceEvent(rule, state, item, buildContext());
    state = result.state;
    changed.push(result.changed);
    if (result.fire) fires.push(result.fire);
  }
  return { state, fires, changed };
}

describe('device events', () => {
  it.each([
    ['a new alarm fires when it first appears', [event(0, 'A1')], [0]],
    ['the same alarm id again decides nothing', [event(0, 'A1'), event(5, 'A1'), event(400, 'A1')], [0]],
    ['another alarm id is another alert', [event(0, 'A1'), event(5, 'A2')], [0, 5]],
    ['a flag still set (no id) is the same episode', [event(0, null), event(30, null), event(80, null)], [0]],
    [
      `a flag seen again after ${FLAG_REPEAT_S} s of silence is a new episode`,
      [event(0, null), event(FLAG_REPEAT_S + 1, null)],
      [0, FLAG_REPEAT_S + 1],
    ],
    ['an event of another code is not this rule’s', [event(0, 'A1', { code: 50 })], []],
  ])('%s', (_name, events, expected) => {
    expect(firedAt(feed(fatigue, events).fires)).toEqual(expected);
  });

  it('a repeated alarm id writes nothing', () => {
    expect(feed(fatigue, [event(0, 'A1'), event(5, 'A1')]).changed).toEqual([true, false]);
  });

  it('the decision carries the device’s alarm id, its speed and an episode key of the alarm', () => {
    const [decision] = feed(fatigue, [event(0, 'X-77', { speedKmh: 62.4 })]).fires;
    expect(decision).toEqual({
      alertRuleId: 1,
      alertCode: 49,
      occurredOn: at(0),
      ...JAKARTA,
      alertData: '62.4',
      episodeKey: '7:49:alarm-X-77',
      deviceAlarmId: 'X-77',
    });
  });

  it('outside the schedule an alarm fires nothing, and is still known when resent', () => {
    // T0 is Monday 08:00 in Jakarta.
    const nights = buildRule({
      ...fatigue,
      schedule: { startTime: '22:00', endTime: '06:00', dayOfWeek: [] },
    });
    const { fires, state } = feed(nights, [event(0, 'A1')]);
    expect(fires).toEqual([]);
    expect(firedAt(feed(nights, [event(14 * 3600 + 60, 'A1')], state).fires)).toEqual([]);
    expect(firedAt(feed(nights, [event(14 * 3600 + 60, 'A2')], state).fires)).toEqual([14 * 3600 + 60]);
  });

  it.each([
    [true, JAKARTA, [0]],
    [true, north(5000), []],
    [false, north(5000), [0]],
  ])('a geofence condition (inside: %s) narrows the alarm at %j', (isInsideGeofence, point, expected) => {
    const fence = { type: 'CIRCLE' as const, ...JAKARTA, radiusM: 1000 };
    const rule = buildRule({ ...fatigue, geofence: { isInsideGeofence, fences: [fence] } });
    expect(firedAt(feed(rule, [event(0, 'A1', point)]).fires)).toEqual(expected);
  });

  it(`remembers the last ${REMEMBERED_ALARM_IDS} alarm ids`, () => {
    const many = Array.from({ length: REMEMBERED_ALARM_IDS + 10 }, (_, i) => event(i, `A${i}`));
    const { state } = feed(fatigue, many);
    expect(state.alarms).toHaveLength(REMEMBERED_ALARM_IDS);
    expect(firedAt(feed(fatigue, [event(100, `A${REMEMBERED_ALARM_IDS + 9}`)], state).fires)).toEqual([]);
  });

  it('two rules of one code seeing one alarm make one raw alert with both ids', () => {
    const urgent = { ...fatigue, alertRuleId: 11, urgency: 'URGENT' as const };
    const important = { ...fatigue, alertRuleId: 12, urgency: 'IMPORTANT' as const, autoPopup: true };
    const decisions = [urgent, important].flatMap((rule) => feed(rule, [event(0, 'A1')]).fires);
    expect(mergeDecisions([urgent, important], decisions)).toMatchObject([
      { alertRuleIds: [11, 12], isUrgent: true, isImportant: false, autoPopup: true, deviceAlarmId: 'A1' },
    ]);
  });
});
