import { describe, expect, it } from 'vitest';
import { evaluateDeviceEvent } from '../device-event';
import { FLAG_REPEAT_S, initialRuleState } from '../state';
import { at, buildContext, buildRule, firedAt, fix, JAKARTA, north, run, T0 } from '../test-engine';
import type { EvaluableRule, PositionSample } from '../types';

/** [seconds after T0, alertData] of each alert fired. */
type Fired = [number, string][];
const data = (samples: PositionSample[], rule: EvaluableRule, context = buildContext()): Fired =>
  run(rule, samples, context).fires.map((fire) => [(fire.occurredOn.getTime() - T0) / 1000, fire.alertData]);

describe('temperature above (17) and below (18) for the duration (default 300 s)', () => {
  const above = buildRule({ alertCode: 17, maxThreshold: 8, minThresholdTime: null });
  const below = buildRule({ alertCode: 18, maxThreshold: null, minThreshold: -25, minThresholdTime: null });
  const temps = (pairs: [number, number | null][]) =>
    pairs.map(([s, temperatureC]) => fix(s, 40, { temperatureC }));

  it.each([
    [
      'a reefer warm for 5 minutes',
      above,
      [
        [0, 9],
        [120, 9.4],
        [240, 9.1],
        [300, 9.2],
      ],
      [[300, '9.4|8|300']],
    ],
    [
      'a door opened for 2 minutes',
      above,
      [
        [0, 10],
        [120, 12],
        [180, 7],
        [400, 7],
      ],
      [],
    ],
    [
      'a sensor gone silent neither holds nor breaks',
      above,
      [
        [0, 9],
        [120, null],
        [300, 9],
      ],
      [[300, '9|8|300']],
    ],
    [
      'too cold for 5 minutes',
      below,
      [
        [0, -26],
        [150, -27.5],
        [300, -26],
      ],
      [[300, '-27.5|-25|300']],
    ],
    [
      'at the limit is not below it',
      below,
      [
        [0, -25],
        [300, -25],
      ],
      [],
    ],
  ] as [string, EvaluableRule, [number, number | null][], Fired][])('%s', (_name, rule, pairs, expected) => {
    expect(data(temps(pairs), rule)).toEqual(expected);
  });
});

describe('fuel drop (15) while parked and refuelling (16)', () => {
  const drop = buildRule({ alertCode: 15, maxThreshold: 10, minThresholdTime: null });
  const refuel = buildRule({ alertCode: 16, maxThreshold: null, minThreshold: 20, minThresholdTime: null });
  const fuel = (pairs: [number, number, number][]) =>
    pairs.map(([s, speed, fuelL]) => fix(s, speed, { fuelL, ignition: speed > 0 }));

  it.each([
    [
      '25 litres gone in 4 minutes while parked',
      drop,
      [
        [0, 0, 80],
        [120, 0, 70],
        [240, 0, 55],
      ],
      [[240, '25|10|80|55']],
    ],
    [
      'the same drain fires once per stop',
      drop,
      [
        [0, 0, 80],
        [120, 0, 60],
        [240, 0, 40],
        [360, 0, 20],
      ],
      [[120, '20|10|80|60']],
    ],
    [
      'a slow leak over an hour is not a theft',
      drop,
      [
        [0, 0, 80],
        [900, 0, 76],
        [1800, 0, 72],
        [2700, 0, 68],
        [3600, 0, 64],
      ],
      [],
    ],
    [
      'fuel sloshing on the road is not read',
      drop,
      [
        [0, 60, 80],
        [60, 55, 60],
        [120, 0, 62],
      ],
      [],
    ],
    [
      'a level steady for 15 minutes, then 15 litres gone',
      drop,
      [
        [0, 0, 80],
        [900, 0, 80],
        [960, 0, 65],
      ],
      [[960, '15|10|80|65']],
    ],
    [
      'a refuel of 45 litres',
      refuel,
      [
        [0, 0, 20],
        [120, 0, 40],
        [240, 0, 65],
      ],
      [[240, '45|20|20|65']],
    ],
    [
      'a top-up of 15 litres is under the limit',
      refuel,
      [
        [0, 0, 50],
        [120, 0, 65],
      ],
      [],
    ],
  ] as [string, EvaluableRule, [number, number, number][], Fired][])('%s', (_name, rule, pairs, expected) => {
    expect(data(fuel(pairs), rule)).toEqual(expected);
  });

  it('driving off ends the stop: the next stop fires again', () => {
    const samples = fuel([
      [0, 0, 80],
      [120, 0, 60],
      [600, 40, 60],
      [900, 0, 60],
      [1000, 0, 45],
    ]);
    expect(firedAt(run(drop, samples).fires)).toEqual([120, 1000]);
  });
});

describe('off route (141): farther than maxThreshold metres from every leg for minThresholdTime', () => {
  const rule = buildRule({ alertCode: 141, maxThreshold: 1000, minThresholdTime: 120 });
  const route = [{ points: [JAKARTA, north(20_000)] }];
  const east = (metres: number, northM: number) => ({
    ...north(northM),
    longitude: JAKARTA.longitude + metres / (111_195 * Math.cos((JAKARTA.latitude * Math.PI) / 180)),
  });

  it.each([
    [
      '1.5 km off the road for 2 minutes',
      [
        [0, 1500],
        [60, 1600],
        [120, 1400],
      ],
      [[120, '1600|1000|120']],
    ],
    [
      'a detour of a minute',
      [
        [0, 1500],
        [60, 1500],
        [90, 200],
        [200, 1500],
      ],
      [],
    ],
    [
      '600 m off is within the limit',
      [
        [0, 600],
        [200, 600],
      ],
      [],
    ],
  ] as [string, [number, number][], Fired][])('%s', (_name, offsets, expected) => {
    const samples = offsets.map(([s, metres]) => fix(s, 50, east(metres, 5000)));
    expect(data(samples, rule, buildContext({ route }))).toEqual(expected);
  });

  it('no route (no running task) decides nothing', () => {
    const samples = [0, 60, 120, 200].map((s) => fix(s, 50, east(5000, 5000)));
    expect(run(rule, samples, buildContext({ route: null })).fires).toEqual([]);
  });
});

describe('ignition on (4) and off (5)', () => {
  const on = buildRule({ alertCode: 4, maxThreshold: null, minThresholdTime: null });
  const off = buildRule({ alertCode: 5, maxThreshold: null, minThresholdTime: null });
  const ignitions = (values: (boolean | null)[]) => values.map((ignition, i) => fix(i * 10, 0, { ignition }));

  it.each([
    ['on after off', on, [false, false, true, true], [20]],
    ['the first value learned fires nothing', on, [true, true], []],
    ['a fix without the attribute changes nothing', on, [false, null, true], [20]],
    ['every switch fires', on, [false, true, false, true], [10, 30]],
    ['off after on', off, [true, false, false], [10]],
  ] as [string, EvaluableRule, (boolean | null)[], number[]][])('%s', (_name, rule, values, expected) => {
    expect(firedAt(run(rule, ignitions(values)).fires)).toEqual(expected);
  });

  it('a steady ignition writes nothing', () => {
    const { state } = run(on, ignitions([true]));
    expect(run(on, ignitions([true, true, true]).slice(1), buildContext(), state).state).toBe(state);
  });
});

describe('harsh braking (9) from positions: a drop of over 15 km/h within one second', () => {
  const braking = buildRule({ alertCode: 9, maxThreshold: null, minThresholdTime: null });
  const perSecond = (speedsKmh: number[], stepS = 1) => speedsKmh.map((speed, i) => fix(i * stepS, speed));

  it.each([
    ['60 to 40 in a second', perSecond([60, 60, 40, 38]), [[2, '60|40|1']]],
    ['60 to 45 is 15, not over it', perSecond([60, 45]), []],
    ['one braking over three seconds is one episode', perSecond([70, 50, 30, 10, 0]), [[1, '70|50|1']]],
    [
      'two brakings are two',
      perSecond([60, 40, 40, 60, 40]),
      [
        [1, '60|40|1'],
        [4, '60|40|1'],
      ],
    ],
    ['the same drop over ten seconds is no harsh braking', perSecond([60, 40], 10), []],
  ] as [string, PositionSample[], Fired][])('%s', (_name, samples, expected) => {
    expect(data(samples, braking)).toEqual(expected);
  });
});

describe('harsh braking (9) reported by both the device and the positions is one alert', () => {
  const braking = buildRule({ alertCode: 9, maxThreshold: null, minThresholdTime: null });
  const brakingFixes = [fix(0, 60), fix(1, 40), fix(2, 40)];
  const deviceEvent = (seconds: number, deviceAlarmId: string | null) => ({
    code: 9,
    occurredOn: at(seconds),
    deviceAlarmId,
    ...JAKARTA,
  });

  it.each([
    ['with an alarm id', 'HB-1'],
    ['as a flag', null],
  ])('the device first (%s): the positions of that braking fire nothing', (_name, alarmId) => {
    const device = evaluateDeviceEvent(braking, initialRuleState(), deviceEvent(1, alarmId), buildContext());
    expect(device.fire).not.toBeNull();
    expect(run(braking, brakingFixes, buildContext(), device.state).fires).toEqual([]);
  });

  it.each([
    ['with an alarm id', 'HB-2'],
    ['as a flag', null],
  ])('the positions first (%s): the device event of that braking fires nothing', (_name, alarmId) => {
    const positions = run(braking, brakingFixes);
    expect(firedAt(positions.fires)).toEqual([1]);
    const device = evaluateDeviceEvent(braking, positions.state, deviceEvent(2, alarmId), buildContext());
    expect(device.fire).toBeNull();
  });

  it(`a braking ${FLAG_REPEAT_S} s after the device's report is a new one`, () => {
    const device = evaluateDeviceEvent(braking, initialRuleState(), deviceEvent(0, 'HB-3'), buildContext());
    const later = [fix(FLAG_REPEAT_S + 10, 60), fix(FLAG_REPEAT_S + 11, 40)];
    expect(firedAt(run(braking, later, buildContext(), device.state).fires)).toEqual([FLAG_REPEAT_S + 11]);
  });
});
