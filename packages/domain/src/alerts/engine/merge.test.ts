import { describe, expect, it } from 'vitest';
import { isLateEvent, LATE_EVENT_MS } from './decision';
import { combineAlerts, mergeDecisions } from './merge';
import { at, buildContext, buildRule, run, speeds } from './test-engine';
import type { EvaluableRule } from './types';

const urgent = buildRule({ alertRuleId: 1, urgency: 'URGENT' });
const important = buildRule({ alertRuleId: 2, urgency: 'IMPORTANT', autoPopup: true });
const quiet = buildRule({ alertRuleId: 3, urgency: 'IMPORTANT' });
const stretch = speeds([
  [0, 95],
  [30, 95],
  [61, 95],
]);
const decide = (rules: EvaluableRule[], vehicleId = 7) =>
  rules.flatMap((rule) => run(rule, stretch, buildContext({ vehicleId })).fires);

describe('mergeDecisions: one raw alert per vehicle, code and episode', () => {
  it('two overspeed rules in one episode: both ids, urgent (and so not important), popping up', () => {
    expect(mergeDecisions([urgent, important], decide([urgent, important]))).toEqual([
      {
        alertCode: 8,
        occurredOn: at(61),
        latitude: -6.2,
        longitude: 106.8,
        alertData: '95|80|61',
        episodeKey: `7:8:${at(0).toISOString()}`,
        alertRuleIds: [1, 2],
        isUrgent: true,
        isImportant: false,
        autoPopup: true,
      },
    ]);
  });

  it.each([
    ['important only', [important, quiet], false, true, true],
    ['quiet only', [quiet], false, true, false],
    ['urgent and quiet', [urgent, quiet], true, false, false],
  ])('%s: urgent %s, important %s, popup %s', (_name, rules, isUrgent, isImportant, autoPopup) => {
    expect(mergeDecisions(rules, decide(rules))).toMatchObject([{ isUrgent, isImportant, autoPopup }]);
  });

  it('two vehicles never merge', () => {
    const decisions = [...decide([urgent], 7), ...decide([important], 8)];
    expect(mergeDecisions([urgent, important], decisions).map((alert) => alert.alertRuleIds)).toEqual([
      [1],
      [2],
    ]);
  });

  it('rules of different limits see different episodes', () => {
    const strict = buildRule({ alertRuleId: 4, maxThreshold: 90 });
    const decisions = [
      ...run(
        urgent,
        speeds([
          [0, 85],
          [30, 95],
          [61, 95],
        ]),
      ).fires,
      ...run(
        strict,
        speeds([
          [0, 85],
          [30, 95],
          [91, 95],
        ]),
      ).fires,
    ];
    expect(mergeDecisions([urgent, strict], decisions)).toHaveLength(2);
  });

  it('a later decision of the same episode joins the alert already written, keeping its time', () => {
    const slow = buildRule({ alertRuleId: 5, urgency: 'URGENT', minThresholdTime: 120 });
    const longer = speeds([
      [0, 95],
      [61, 95],
      [121, 95],
    ]);
    const [first] = mergeDecisions([important], run(important, longer).fires);
    const [second] = mergeDecisions([slow], run(slow, longer).fires);
    expect(second!.episodeKey).toBe(first!.episodeKey);
    expect(combineAlerts(first!, second!)).toMatchObject({
      occurredOn: at(61),
      alertRuleIds: [2, 5],
      isUrgent: true,
      isImportant: false,
      autoPopup: true,
    });
  });
});

describe('isLateEvent', () => {
  it.each([
    ['received at once', 0, false],
    ['14 min 59 s late', LATE_EVENT_MS - 1000, false],
    ['exactly 15 min late', LATE_EVENT_MS, false],
    ['15 min 1 s late', LATE_EVENT_MS + 1000, true],
    ['a day late', 86_400_000, true],
  ])('%s: late %s', (_name, delayMs, expected) => {
    expect(isLateEvent(at(0), new Date(at(0).getTime() + delayMs))).toBe(expected);
    expect(isLateEvent(at(0).toISOString(), new Date(at(0).getTime() + delayMs).toISOString())).toBe(
      expected,
    );
  });
});
