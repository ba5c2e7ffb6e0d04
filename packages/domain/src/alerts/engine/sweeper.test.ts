import { describe, expect, it } from 'vitest';
import { initialRuleState, type RuleState, ruleStateFrom } from './state';
import { sweepRule } from './sweeper';
import { at, buildContext, buildRule, firedAt, fix, JAKARTA, run } from './test-engine';
import type { AlertDecision, EvaluableRule, PositionSample } from './types';

const context = buildContext(); // offline 1800 s, idle 600 s, park 3600 s
const HOUR = 3600;
const MIN = 60;

/** Sweeps at these seconds after the last fix the rule saw; what each decided. */
function sweepAt(rule: EvaluableRule, state: RuleState, lastFix: PositionSample | null, seconds: number[]) {
  let current = state;
  const fires: AlertDecision[] = [];
  for (const s of seconds) {
    const result = sweepRule(rule, current, at(s), lastFix, context);
    current = result.state;
    if (result.fire) fires.push(result.fire);
  }
  return { state: current, fires };
}

/** Fixes every `stepS` seconds from `fromS` to `toS` inclusive. */
const every = (
  fromS: number,
  toS: number,
  stepS: number,
  speedKmh: number,
  extra: Partial<PositionSample> = {},
) =>
  Array.from({ length: Math.floor((toS - fromS) / stepS) + 1 }, (_, i) =>
    fix(fromS + i * stepS, speedKmh, extra),
  );

describe('offline (7): no report for the company’s offline timeout', () => {
  const offline = buildRule({ alertCode: 7, maxThreshold: null, minThresholdTime: null });
  const lastFix = fix(0, 40);

  it('fires once when the silence reaches the timeout, not before, not again', () => {
    const { fires } = sweepAt(offline, initialRuleState(), lastFix, [60, 1799, 1800, 1860, 5000]);
    expect(firedAt(fires)).toEqual([1800]);
    expect(fires[0]).toMatchObject({
      alertData: '1800|1800',
      episodeKey: `7:7:${at(0).toISOString()}`,
      ...JAKARTA,
    });
  });

  it('a newer fix ends the episode; the next silence is another', () => {
    const first = sweepAt(offline, initialRuleState(), lastFix, [1800]);
    const reported = run(offline, [fix(2000, 30)], context, first.state);
    expect(reported.state.episode.phase).toBe('NORMAL');
    const second = sweepAt(offline, reported.state, fix(2000, 30), [2100, 3799, 3800]);
    expect(firedAt(second.fires)).toEqual([3800]);
  });

  it('minThresholdTime overrides the company’s timeout', () => {
    const rule = { ...offline, minThresholdTime: 600 };
    expect(firedAt(sweepAt(rule, initialRuleState(), lastFix, [599, 600]).fires)).toEqual([600]);
  });

  it('a vehicle that never reported is not offline', () => {
    expect(sweepAt(offline, initialRuleState(), null, [HOUR]).fires).toEqual([]);
  });

  it('outside the schedule nothing fires; when the schedule opens, it does', () => {
    // T0 is Monday 08:00 in Jakarta: the window opens at 09:00.
    const rule = { ...offline, schedule: { startTime: '09:00', endTime: '17:00', dayOfWeek: [1] } };
    expect(firedAt(sweepAt(rule, initialRuleState(), lastFix, [1800, 3000, HOUR, HOUR + 60]).fires)).toEqual([
      HOUR,
    ]);
  });
});

describe('idle (13) and parked (14)', () => {
  const idle = buildRule({ alertCode: 13, maxThreshold: null, minThresholdTime: null });
  const parked = buildRule({ alertCode: 14, maxThreshold: null, minThresholdTime: null });
  const idling = every(0, 120, 60, 0, { ignition: true });

  it('idle: positions start the clock, the sweep fires at the idle timeout, once', () => {
    const { state } = run(idle, idling);
    const { fires } = sweepAt(idle, state, idling[2]!, [300, 599, 600, 660]);
    expect(firedAt(fires)).toEqual([600]);
    expect(fires[0]!.alertData).toBe('600|600');
  });

  it('idle: a fix after the timeout fires too, and the sweep then adds nothing', () => {
    const { state, fires } = run(idle, [...idling, fix(700, 0, { ignition: true })]);
    expect(firedAt(fires)).toEqual([700]);
    expect(sweepAt(idle, state, fix(700, 0), [800]).fires).toEqual([]);
  });

  it.each([
    ['moving off', fix(300, 25, { ignition: true })],
    ['switching the engine off', fix(300, 0, { ignition: false })],
  ])('idle: %s ends the episode', (_name, ending) => {
    const { state } = run(idle, [...idling, ending]);
    expect(state.episode.phase).toBe('NORMAL');
    expect(sweepAt(idle, state, ending, [900]).fires).toEqual([]);
  });

  it('idle: a device that reports no ignition cannot be idling', () => {
    const { state } = run(idle, every(0, 120, 60, 0));
    expect(sweepAt(idle, state, fix(120, 0), [900]).fires).toEqual([]);
  });

  it('parked: standing with the engine off for the park timeout fires once', () => {
    const { state } = run(parked, every(0, 600, 300, 0, { ignition: false }));
    expect(firedAt(sweepAt(parked, state, fix(600, 0), [3599, 3600, 7200]).fires)).toEqual([3600]);
  });

  it('parked: GPS drift of 2 km/h is still standing', () => {
    const { state } = run(parked, every(0, 600, 300, 2));
    expect(firedAt(sweepAt(parked, state, fix(600, 2), [3600]).fires)).toEqual([3600]);
  });

  it('a state stored mid-episode and read back fires the same', () => {
    const { state } = run(idle, idling);
    const stored = ruleStateFrom(JSON.parse(JSON.stringify(state)));
    expect(sweepAt(idle, stored, idling[2]!, [600]).fires).toEqual(
      sweepAt(idle, state, idling[2]!, [600]).fires,
    );
  });
});

describe('continuous driving (117): 4 hours without a 30-minute rest', () => {
  const driving = buildRule({ alertCode: 117, maxThreshold: null, minThresholdTime: null });
  const TEN = 10 * MIN;

  it.each([
    ['4 hours of driving fire once, at 4 hours', every(0, 5 * HOUR, TEN, 60), [4 * HOUR]],
    ['3 h 50 min do not', every(0, 3 * HOUR + 50 * MIN, TEN, 60), []],
    [
      'short stops are still time at the wheel',
      [
        ...every(0, 2 * HOUR, TEN, 60),
        ...every(2 * HOUR + TEN, 2 * HOUR + 20 * MIN, TEN, 0),
        ...every(2 * HOUR + 30 * MIN, 4 * HOUR, TEN, 60),
      ],
      [4 * HOUR],
    ],
    [
      'a 30-minute rest starts the clock afresh',
      [
        ...every(0, 2 * HOUR, TEN, 60),
        ...every(2 * HOUR + TEN, 2 * HOUR + 40 * MIN, TEN, 0),
        ...every(2 * HOUR + 50 * MIN, 7 * HOUR, TEN, 60),
      ],
      [6 * HOUR + 50 * MIN],
    ],
    [
      '30 minutes without a report count as a rest',
      [...every(0, 2 * HOUR, TEN, 60), ...every(2 * HOUR + 40 * MIN, 7 * HOUR, TEN, 60)],
      [6 * HOUR + 40 * MIN],
    ],
    [
      'after a rest the next 4 hours fire again',
      [
        ...every(0, 4 * HOUR, TEN, 60),
        ...every(4 * HOUR + TEN, 4 * HOUR + 40 * MIN, TEN, 0),
        ...every(4 * HOUR + 50 * MIN, 9 * HOUR, TEN, 60),
      ],
      [4 * HOUR, 8 * HOUR + 50 * MIN],
    ],
  ])('%s', (_name, samples, expected) => {
    expect(firedAt(run(driving, samples).fires)).toEqual(expected);
  });

  it('minThresholdTime overrides the 4 hours', () => {
    const rule = { ...driving, minThresholdTime: 2 * HOUR };
    const { fires } = run(rule, every(0, 3 * HOUR, TEN, 60));
    expect(firedAt(fires)).toEqual([2 * HOUR]);
    expect(fires[0]!.alertData).toBe(`${2 * HOUR}|${2 * HOUR}`);
  });

  it('the sweep fires a stretch that reaches 4 hours between two fixes', () => {
    const samples = every(0, 3 * HOUR + 50 * MIN, TEN, 60);
    const { state } = run(driving, samples);
    const lastFix = samples[samples.length - 1]!;
    expect(firedAt(sweepAt(driving, state, lastFix, [4 * HOUR - 1, 4 * HOUR, 4 * HOUR + 60]).fires)).toEqual([
      4 * HOUR,
    ]);
  });

  it('the sweep counts a silence of 30 minutes as a rest', () => {
    const samples = every(0, 3 * HOUR + 50 * MIN, TEN, 60);
    const { state } = run(driving, samples);
    const swept = sweepAt(driving, state, samples[samples.length - 1]!, [4 * HOUR + 25 * MIN]);
    expect(swept.fires).toEqual([]);
    expect(swept.state.episode.phase).toBe('NORMAL');
  });

  it('a sweep after 30 silent minutes ends a stretch that already fired', () => {
    const samples = every(0, 4 * HOUR, TEN, 60);
    const { state } = run(driving, samples);
    expect(state.episode.phase).toBe('FIRING');
    const swept = sweepAt(driving, state, samples[samples.length - 1]!, [
      4 * HOUR + 20 * MIN,
      4 * HOUR + 30 * MIN,
    ]);
    expect(swept.state.episode.phase).toBe('NORMAL');
  });

  it('steady driving writes nothing between the start and the alert', () => {
    const { state } = run(driving, every(0, HOUR, TEN, 60));
    expect(run(driving, every(HOUR + TEN, 2 * HOUR, TEN, 60), context, state).state).toBe(state);
  });
});
