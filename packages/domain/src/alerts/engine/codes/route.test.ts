import { describe, expect, it } from 'vitest';
import { sweepRouteRule } from '../route-sweep';
import { initialRuleState, type RuleState, ruleStateFrom } from '../state';
import { at, buildContext, buildRule, firedAt, fix, JAKARTA, north, run, T0 } from '../test-engine';
import type { EngineContext, LatLng, RouteStop, RunningTask } from '../types';
import { routeLegsOf } from './route';

// The running fleet task's alerts (ALERT_CODES.md 139, 140, 141): late at a stop, long stop, off route.

const SITE_A = north(5_000);
const SITE_B = north(10_000);

function stop(pointId: string, number: number, place: LatLng, overrides: Partial<RouteStop> = {}): RouteStop {
  return {
    pointId,
    number,
    fence: { ...place, radiusM: 200 },
    serviceTimeSeconds: 0,
    estimatedArrivalOn: null,
    done: false,
    ...overrides,
  };
}

function taskOf(stops: RouteStop[], id = 'task-1'): RunningTask {
  return { id, startedOn: at(0), stops };
}

const contextOf = (task: RunningTask | null): EngineContext => buildContext({ task });

/** Sweeps at each of `seconds` after T0 in turn; answers the alert data fired and the state. */
function sweepAt(
  rule: ReturnType<typeof buildRule>,
  seconds: number[],
  context: EngineContext,
  state: RuleState = initialRuleState(),
) {
  const fired: [number, string][] = [];
  const keys: string[] = [];
  let current = state;
  for (const s of seconds) {
    const result = sweepRouteRule(rule, current, at(s), null, context);
    current = result.state;
    for (const fire of result.fires) {
      fired.push([(fire.occurredOn.getTime() - T0) / 1000, fire.alertData]);
      keys.push(fire.episodeKey);
    }
  }
  return { fired, keys, state: current };
}

describe('late at a stop (139): not reached minThresholdTime after its estimated arrival', () => {
  const rule = buildRule({ alertCode: 139, maxThreshold: null, minThresholdTime: 1_800 });
  const eta = at(3_600);
  const plan = (overrides: Partial<RouteStop> = {}) =>
    taskOf([stop('a', 1, SITE_A, { estimatedArrivalOn: eta, ...overrides })]);

  it.each([
    ['not yet late at the threshold minus a minute', [5_340], []],
    ['late at the threshold, once however often swept', [5_400, 5_430, 7_200], [[5_400, '1|1800|1800']]],
    ['a sweep long after says how late', [9_000], [[9_000, '1|5400|1800']]],
  ] as [string, number[], [number, string][]][])('%s', (_name, seconds, expected) => {
    expect(sweepAt(rule, seconds, contextOf(plan())).fired).toEqual(expected);
  });

  it('the default is 30 minutes when the rule leaves it empty', () => {
    const open = buildRule({ alertCode: 139, maxThreshold: null, minThresholdTime: null });
    expect(sweepAt(open, [5_399, 5_400], contextOf(plan())).fired).toEqual([[5_400, '1|1800|1800']]);
  });

  it('a stop reached in time (a fix inside its geofence) is never late', () => {
    const task = plan();
    const drove = run(rule, [fix(3_000, 10, SITE_A), fix(3_500, 40, SITE_B)], contextOf(task));
    expect(drove.fires).toEqual([]);
    expect(sweepAt(rule, [5_400, 9_000], contextOf(task), drove.state).fired).toEqual([]);
  });

  it('a stop reached late but before the sweep is not alerted', () => {
    const task = plan();
    const drove = run(rule, [fix(5_000, 5, north(4_900))], contextOf(task));
    expect(sweepAt(rule, [5_400], contextOf(task), drove.state).fired).toEqual([]);
  });

  it('a fix inside before the task started, or too imprecise, does not reach the stop', () => {
    const task = { ...plan(), startedOn: at(600) };
    const drove = run(
      rule,
      [fix(300, 0, SITE_A), fix(900, 0, { ...SITE_A, accuracyM: 500 })],
      contextOf(task),
    );
    expect(sweepAt(rule, [5_400], contextOf(task), drove.state).fired).toEqual([[5_400, '1|1800|1800']]);
  });

  it('a stop whose activities are all done was reached, whatever the tracker said', () => {
    expect(sweepAt(rule, [5_400], contextOf(plan({ done: true }))).fired).toEqual([]);
  });

  it('each late stop alerts once, in its own episode', () => {
    const task = taskOf([
      stop('a', 1, SITE_A, { estimatedArrivalOn: at(3_600) }),
      stop('b', 2, SITE_B, { estimatedArrivalOn: at(7_200) }),
    ]);
    const swept = sweepAt(rule, [5_400, 9_000, 9_030], contextOf(task));
    expect(swept.fired).toEqual([
      [5_400, '1|1800|1800'],
      [9_000, '2|1800|1800'],
    ]);
    expect(swept.keys).toEqual(['7:139:task-task-1-stop-a', '7:139:task-task-1-stop-b']);
  });

  it('a stop without an estimated arrival (no departure planned) and a task without stops decide nothing', () => {
    expect(sweepAt(rule, [99_000], contextOf(taskOf([stop('a', 1, SITE_A)]))).fired).toEqual([]);
    expect(sweepAt(rule, [99_000], contextOf(taskOf([]))).fired).toEqual([]);
    expect(sweepAt(rule, [99_000], contextOf(null)).fired).toEqual([]);
  });

  it('another task of the vehicle starts afresh', () => {
    const first = sweepAt(rule, [5_400], contextOf(plan()));
    const next = { ...plan(), id: 'task-2' };
    expect(sweepAt(rule, [5_400], contextOf(next), first.state).fired).toEqual([[5_400, '1|1800|1800']]);
  });
});

describe('long stop (140): inside a stop longer than its service time plus minThresholdTime', () => {
  const rule = buildRule({ alertCode: 140, maxThreshold: null, minThresholdTime: 1_800 });
  const task = taskOf([stop('a', 1, SITE_A, { serviceTimeSeconds: 3_600 })]);
  const parkedAt = (seconds: number[], place: LatLng = SITE_A) => seconds.map((s) => fix(s, 0, place));

  it.each([
    ['under service + threshold', parkedAt([0, 1_800, 5_000, 5_399]), []],
    ['over it: once for the visit', parkedAt([0, 1_800, 5_400, 6_000, 9_000]), [[5_400, '1|5400|3600|1800']]],
    [
      'leaving and coming back is a new visit',
      [...parkedAt([0, 5_400]), fix(5_500, 30, SITE_B), ...parkedAt([6_000, 11_400, 11_500])],
      [
        [5_400, '1|5400|3600|1800'],
        [11_400, '1|5400|3600|1800'],
      ],
    ],
    [
      'the edge of the fence neither ends nor starts a visit',
      [...parkedAt([0]), fix(3_000, 0, north(5_215)), ...parkedAt([5_400])],
      [[5_400, '1|5400|3600|1800']],
    ],
    ['a fix away from every stop is no visit', parkedAt([0, 9_000], north(7_000)), []],
  ] as [string, ReturnType<typeof fix>[], [number, string][]][])('%s', (_name, samples, expected) => {
    const fires = run(rule, samples, contextOf(task)).fires;
    expect(fires.map((fire) => [(fire.occurredOn.getTime() - T0) / 1000, fire.alertData])).toEqual(expected);
  });

  it('each visit is its own episode', () => {
    const samples = [...parkedAt([0, 5_400]), fix(5_500, 30, SITE_B), ...parkedAt([6_000, 11_400])];
    const keys = run(rule, samples, contextOf(task)).fires.map((fire) => fire.episodeKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('the sweeper fires a visit no later fix reports (a parked tracker sends few), once', () => {
    const parked = run(rule, parkedAt([0, 60]), contextOf(task));
    expect(parked.fires).toEqual([]);
    const swept = sweepAt(rule, [5_399, 5_400, 5_430], contextOf(task), parked.state);
    expect(swept.fired).toEqual([[5_400, '1|5400|3600|1800']]);
    expect(run(rule, parkedAt([5_500]), contextOf(task), swept.state).fires).toEqual([]);
  });

  it('a restart mid-visit (the state stored as JSON and read back) neither loses nor repeats it', () => {
    const stored = (state: RuleState) => ruleStateFrom(JSON.parse(JSON.stringify(state)));
    const parked = run(rule, parkedAt([0, 60]), contextOf(task));
    const fired = sweepAt(rule, [5_400], contextOf(task), stored(parked.state));
    expect(fired.fired).toEqual([[5_400, '1|5400|3600|1800']]);
    expect(sweepAt(rule, [5_430], contextOf(task), stored(fired.state)).fired).toEqual([]);
    const { task: _forgotten, ...older } = stored(parked.state);
    expect(ruleStateFrom(older).task).toBeNull();
  });

  it('without a running task nothing is followed', () => {
    expect(run(rule, parkedAt([0, 9_000]), contextOf(null)).fires).toEqual([]);
    expect(run(rule, parkedAt([0, 9_000]), contextOf(taskOf([]))).fires).toEqual([]);
  });
});

describe('off route (141) along the running task legs', () => {
  const rule = buildRule({ alertCode: 141, maxThreshold: 1_000, minThresholdTime: 60 });
  /** `metres` west of the point `northM` north of the garage. */
  const west = (metres: number, northM: number): LatLng => {
    const point = north(northM);
    return {
      ...point,
      longitude: point.longitude - metres / (111_195 * Math.cos((JAKARTA.latitude * Math.PI) / 180)),
    };
  };
  const drive = (pairs: [number, number, number][]) => pairs.map(([s, off, n]) => fix(s, 50, west(off, n)));
  const legs = routeLegsOf([JAKARTA, SITE_A, SITE_B, JAKARTA]);

  it.each([
    [
      'off for less than the duration',
      [
        [0, 1_500, 2_000],
        [30, 1_500, 2_500],
        [50, 100, 3_000],
      ],
      [],
    ],
    [
      'off for the duration: once per episode',
      [
        [0, 1_500, 2_000],
        [30, 1_500, 2_500],
        [60, 1_600, 3_000],
        [120, 2_000, 3_000],
      ],
      [60],
    ],
    [
      'back on route ends the episode; the next excursion is another',
      [
        [0, 1_500, 2_000],
        [60, 1_500, 2_500],
        [90, 50, 3_000],
        [120, 1_500, 3_500],
        [180, 1_500, 4_000],
      ],
      [60, 180],
    ],
  ] as [string, [number, number, number][], number[]][])('%s', (_name, pairs, expected) => {
    expect(firedAt(run(rule, drive(pairs), buildContext({ route: legs })).fires)).toEqual(expected);
  });

  it('a route of a single leg measures from that leg alone', () => {
    const single = routeLegsOf([JAKARTA, SITE_A]);
    expect(single).toEqual([{ points: [JAKARTA, SITE_A] }]);
    // 2 km beyond the end of the leg, straight ahead: off route although on the leg's line.
    const beyond = [0, 60].map((s) => fix(s, 50, north(7_000)));
    expect(firedAt(run(rule, beyond, buildContext({ route: single })).fires)).toEqual([60]);
  });

  it('a task without points has no legs and decides nothing', () => {
    expect(routeLegsOf([])).toEqual([]);
    expect(routeLegsOf([JAKARTA])).toEqual([]);
    const far = [0, 60, 120].map((s) => fix(s, 50, west(5_000, 0)));
    expect(run(rule, far, buildContext({ route: [] })).fires).toEqual([]);
  });
});
