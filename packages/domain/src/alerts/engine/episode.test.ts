import { describe, expect, it } from 'vitest';
import { evaluatePosition, foldPositions } from './position';
import { initialRuleState, ruleStateChanged, ruleStateFrom } from './state';
import { at, buildContext, buildRule, firedAt, fix, run, speeds } from './test-engine';

const overspeed = buildRule({ alertCode: 8, maxThreshold: 80, minThresholdTime: 60 });

describe('the episode machine on overspeed (80 km/h for 60 s)', () => {
  it.each([
    [
      'brief overtaking under 60 s never fires',
      [
        [0, 90],
        [20, 95],
        [40, 92],
        [59, 88],
        [70, 70],
      ],
      [],
    ],
    [
      'held 61 s fires once, at the fix that completes the minute',
      [
        [0, 90],
        [30, 92],
        [61, 95],
      ],
      [61],
    ],
    [
      'held exactly the duration fires',
      [
        [0, 85],
        [60, 85],
      ],
      [60],
    ],
    [
      'stays firing for ten minutes without repeating',
      [[0, 90], ...Array.from({ length: 40 }, (_, i) => [15 * (i + 1), 90])],
      [60],
    ],
    [
      'fires again only after NORMAL',
      [
        [0, 90],
        [61, 90],
        [90, 70],
        [100, 90],
        [161, 90],
        [200, 90],
      ],
      [61, 161],
    ],
    [
      'a speed at the limit is not over it',
      [
        [0, 80],
        [61, 80],
        [120, 80],
      ],
      [],
    ],
    [
      'a dip under the limit ends PENDING and restarts the clock',
      [
        [0, 90],
        [40, 79],
        [50, 90],
        [100, 90],
        [110, 90],
      ],
      [110],
    ],
    [
      'a fix without a speed neither holds nor breaks the episode',
      [
        [0, 90],
        [30, -1],
        [61, 90],
      ],
      [61],
    ],
  ] as [string, [number, number][], number[]][])('%s', (_name, pairs, expected) => {
    const samples = speeds(pairs).map((sample) =>
      sample.speedKmh === -1 ? { ...sample, speedKmh: null } : sample,
    );
    expect(firedAt(run(overspeed, samples).fires)).toEqual(expected);
  });

  it.each([
    [
      'a gap of 5 min 1 s resets PENDING',
      [
        [0, 90],
        [40, 90],
        [341, 90],
        [390, 90],
        [401, 90],
      ],
      [401],
    ],
    [
      'a gap of exactly 5 min does not',
      [
        [0, 90],
        [40, 90],
        [340, 90],
      ],
      [340],
    ],
    [
      'a gap after FIRING does not fire again',
      [
        [0, 90],
        [61, 90],
        [900, 90],
        [1000, 90],
      ],
      [61],
    ],
  ] as [string, [number, number][], number[]][])('%s', (_name, pairs, expected) => {
    expect(firedAt(run(overspeed, speeds(pairs)).fires)).toEqual(expected);
  });

  it('a fix over the limit without a reading in between is no reporting gap', () => {
    // The fix at 200 s is a report: 310 s is 110 s after it, so the episode of 0 s goes on and fires.
    const samples = [fix(0, 90), fix(200, null), fix(310, 90)];
    expect(firedAt(run(overspeed, samples).fires)).toEqual([310]);
  });

  it('measures the gap from the fix before the batch when the fold is given it', () => {
    const pendingSince0 = run(overspeed, speeds([[0, 90]])).state;
    const later = run(
      overspeed,
      speeds([[400, 90]]),
      buildContext({ previousFix: fix(360, 90) }),
      pendingSince0,
    );
    expect(firedAt(later.fires)).toEqual([400]);
    const gapped = run(
      overspeed,
      speeds([[400, 90]]),
      buildContext({ previousFix: fix(0, 90) }),
      pendingSince0,
    );
    expect(gapped.fires).toEqual([]);
    expect(gapped.state.episode.since).toBe(at(400).toISOString());
  });

  it('writes no state while a PENDING speed holds steady under its peak', () => {
    const pendingAt90 = run(overspeed, speeds([[0, 90]])).state;
    const steady = foldPositions(
      overspeed,
      pendingAt90,
      speeds([
        [10, 90],
        [20, 85],
        [30, 90],
      ]),
      buildContext(),
    );
    expect(steady.changed).toBe(false);
    expect(steady.state).toBe(pendingAt90);
  });

  it('says what it saw: the highest speed, the limit and the seconds held', () => {
    const { fires } = run(
      overspeed,
      speeds([
        [0, 88],
        [25, 92],
        [50, 85],
        [75, 86],
      ]),
    );
    expect(fires.map((fire) => fire.alertData)).toEqual(['92|80|75']);
  });

  it('takes the catalogue defaults when the rule names no limit or duration', () => {
    const rule = buildRule({ maxThreshold: null, minThresholdTime: null });
    expect(
      firedAt(
        run(
          rule,
          speeds([
            [0, 81],
            [59, 81],
            [60, 81],
          ]),
        ).fires,
      ),
    ).toEqual([60]);
  });
});

describe('fix order', () => {
  // The fix at 30 s raises the peak, so the state was last decided on at 30 s.
  const pending = run(
    overspeed,
    speeds([
      [0, 90],
      [30, 95],
    ]),
  ).state;

  it.each([
    ['an older fix', 10],
    ['the same fix again', 30],
  ])('%s than the last decided on decides nothing', (_name, seconds) => {
    const result = evaluatePosition(overspeed, pending, fix(seconds, 200), buildContext());
    expect(result).toEqual({ state: pending, fire: null, changed: false });
  });

  it('a batch out of order is evaluated in fix-time order, duplicates once', () => {
    const samples = speeds([
      [61, 90],
      [0, 90],
      [30, 90],
      [30, 90],
      [90, 70],
    ]);
    expect(firedAt(run(overspeed, samples).fires)).toEqual([61]);
  });

  it('fixes at or before the vehicle’s newest evaluated fix are dropped from a batch', () => {
    const samples = speeds([
      [0, 90],
      [30, 90],
      [61, 90],
      [70, 90],
    ]);
    const { fires, state } = foldPositions(overspeed, initialRuleState(), samples, buildContext(), at(61));
    expect(fires).toEqual([]);
    expect(state.episode.since).toBe(at(70).toISOString());
  });
});

describe('state writes', () => {
  it('a steady stream of ordinary fixes changes nothing to write', () => {
    const first = evaluatePosition(overspeed, initialRuleState(), fix(0, 50), buildContext());
    expect(first.changed).toBe(false);
    expect(evaluatePosition(overspeed, first.state, fix(10, 60), buildContext()).changed).toBe(false);
  });

  it('a fix that starts an episode changes the state and records the fix', () => {
    const result = evaluatePosition(overspeed, initialRuleState(), fix(0, 90), buildContext());
    expect(result.changed).toBe(true);
    expect(result.state.episode.phase).toBe('PENDING');
    expect(result.state.lastFixOn).toBe('2026-03-02T01:00:00.000Z');
    expect(ruleStateChanged(initialRuleState(), result.state)).toBe(true);
  });

  it('a stored state of an unknown shape starts afresh', () => {
    expect(ruleStateFrom(null)).toEqual(initialRuleState());
    expect(ruleStateFrom({ version: 99 })).toEqual(initialRuleState());
  });
});

describe('restart mid-episode', () => {
  const samples = speeds([
    [0, 90],
    [20, 91],
    [40, 97],
    [60, 93],
    [80, 95],
    [120, 70],
    [130, 90],
    [200, 90],
  ]);

  it.each([1, 2, 3, 4, 5, 6, 7])('a state stored and read back after fix %i gives the same alerts', (cut) => {
    const straight = run(overspeed, samples);
    const before = run(overspeed, samples.slice(0, cut));
    const stored = ruleStateFrom(JSON.parse(JSON.stringify(before.state)));
    const after = run(overspeed, samples.slice(cut), buildContext(), stored);
    expect([...before.fires, ...after.fires]).toEqual(straight.fires);
    expect(after.state).toEqual(straight.state);
  });
});
