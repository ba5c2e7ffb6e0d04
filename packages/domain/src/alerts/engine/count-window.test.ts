import { describe, expect, it } from 'vitest';
import { countEvent } from './count-window';
import { evaluateDeviceEvent } from './device-event';
import { initialRuleState, type RuleState } from './state';
import { at, buildContext, buildRule, firedAt, JAKARTA, run, speeds } from './test-engine';
import type { AlertDecision } from './types';

const threeInAMinute = buildRule({ alertCode: 49, count: { threshold: 3, windowS: 60 } });

/** Device events of code 49 at these seconds; the seconds at which the rule fired. */
function fatigueAt(seconds: number[]): number[] {
  let state: RuleState = initialRuleState();
  const fires: AlertDecision[] = [];
  for (const [i, s] of seconds.entries()) {
    const event = { code: 49, occurredOn: at(s), deviceAlarmId: `a${i}`, ...JAKARTA };
    const result = evaluateDeviceEvent(threeInAMinute, state, event, buildContext());
    state = result.state;
    if (result.fire) fires.push(result.fire);
  }
  return firedAt(fires);
}

describe('count window: 3 qualifying events within 60 s make one alert', () => {
  it.each([
    ['three within a minute fire once, at the third', [0, 20, 40], [40]],
    ['then counting starts afresh', [0, 20, 40, 50, 55], [40]],
    ['six within a minute fire twice', [0, 10, 20, 30, 40, 50], [20, 50]],
    ['events outside the window do not count', [0, 50, 70, 115], []],
    ['the window is measured on event time', [0, 61, 62, 63], [63]],
    ['exactly 60 s apart is within', [0, 30, 60], [60]],
    ['two are not enough', [0, 10], []],
  ])('%s', (_name, seconds, expected) => {
    expect(fatigueAt(seconds)).toEqual(expected);
  });

  it('a rule without a count fires on every qualifying event', () => {
    expect(countEvent(buildRule(), [], at(0).getTime())).toEqual({ countTimes: [], fire: true });
  });

  it('an overspeed episode is one qualifying event: the second of two in 10 minutes fires', () => {
    const rule = buildRule({ count: { threshold: 2, windowS: 600 } });
    const episodes = speeds([
      [0, 90],
      [61, 90],
      [90, 60],
      [200, 90],
      [230, 90],
      [262, 90],
      [300, 60],
    ]);
    expect(firedAt(run(rule, episodes).fires)).toEqual([262]);
  });

  it('episodes further apart than the window never add up', () => {
    const rule = buildRule({ count: { threshold: 2, windowS: 600 } });
    const episodes = speeds([
      [0, 90],
      [61, 90],
      [90, 60],
      [1000, 90],
      [1061, 90],
    ]);
    expect(firedAt(run(rule, episodes).fires)).toEqual([]);
  });
});
