import { describe, expect, it } from 'vitest';
import type { RouteLeg } from './leg-estimate';
import { computeSchedule, type ScheduleInput, stopCompletedOn } from './schedule';

/** A moment on the test day, written in Jakarta time as the sequence shows it. */
const wib = (time: string, day = '2026-11-21') => new Date(`${day}T${time}+07:00`);
const leg = (distanceMeters: number, durationSeconds: number): RouteLeg => ({
  distanceMeters,
  durationSeconds,
});
const point = (id: string, serviceMinutes = 0) => ({ id, serviceTimeSeconds: serviceMinutes * 60 });

type Expected = [id: string, arrival: Date | null, departure: Date | null, distanceToNext: number | null];

function summary(input: ScheduleInput<string>): Expected[] {
  return computeSchedule(input).map((p) => [
    p.id,
    p.estimated_arrival_on,
    p.estimated_departure_on,
    p.distance_to_next_meters,
  ]);
}

describe('computeSchedule', () => {
  it.each<[string, ScheduleInput<string>, Expected[]]>([
    [
      'each later point arrives after the leg and leaves after its service time',
      {
        departureOn: wib('08:00:00'),
        points: [point('start'), point('a', 30), point('b', 75), point('end')],
        legs: [leg(12_345, 1800), leg(6_000, 900), leg(20_000, 2700)],
      },
      [
        ['start', wib('08:00:00'), wib('08:00:00'), 12_345],
        ['a', wib('08:30:00'), wib('09:00:00'), 6_000],
        ['b', wib('09:15:00'), wib('10:30:00'), 20_000],
        ['end', wib('11:15:00'), wib('11:15:00'), null],
      ],
    ],
    [
      "the start's and the end's own service times are not applied",
      {
        departureOn: wib('08:00:00'),
        points: [point('start', 45), point('a', 10), point('end', 45)],
        legs: [leg(1_000, 600), leg(1_000, 600)],
      },
      [
        ['start', wib('08:00:00'), wib('08:00:00'), 1_000],
        ['a', wib('08:10:00'), wib('08:20:00'), 1_000],
        ['end', wib('08:30:00'), wib('08:30:00'), null],
      ],
    ],
    [
      'a first pickup at the start address is reached at once and still takes its service time',
      {
        departureOn: wib('06:00:00'),
        points: [point('start'), point('a', 60), point('end')],
        legs: [leg(0, 0), leg(40_000, 3600)],
      },
      [
        ['start', wib('06:00:00'), wib('06:00:00'), 0],
        ['a', wib('06:00:00'), wib('07:00:00'), 40_000],
        ['end', wib('08:00:00'), wib('08:00:00'), null],
      ],
    ],
    [
      'times run past midnight into the next day',
      {
        departureOn: wib('23:30:00'),
        points: [point('start'), point('a', 20), point('end')],
        legs: [leg(30_000, 2700), leg(30_000, 2700)],
      },
      [
        ['start', wib('23:30:00'), wib('23:30:00'), 30_000],
        ['a', wib('00:15:00', '2026-11-22'), wib('00:35:00', '2026-11-22'), 30_000],
        ['end', wib('01:20:00', '2026-11-22'), wib('01:20:00', '2026-11-22'), null],
      ],
    ],
    [
      'fractional leg durations are rounded to whole seconds',
      {
        departureOn: wib('08:00:00'),
        points: [point('start'), point('a'), point('end')],
        legs: [leg(1_234.5, 90.4), leg(10, 29.5)],
      },
      [
        ['start', wib('08:00:00'), wib('08:00:00'), 1_234.5],
        ['a', wib('08:01:30'), wib('08:01:30'), 10],
        ['end', wib('08:02:00'), wib('08:02:00'), null],
      ],
    ],
    [
      'without a departure time there are no times, only distances',
      {
        departureOn: null,
        points: [point('start'), point('a', 30), point('end')],
        legs: [leg(5_000, 600), leg(7_000, 800)],
      },
      [
        ['start', null, null, 5_000],
        ['a', null, null, 7_000],
        ['end', null, null, null],
      ],
    ],
    [
      'a lone start point departs when it arrives and has no next point',
      { departureOn: wib('08:00:00'), points: [point('start', 30)], legs: [] },
      [['start', wib('08:00:00'), wib('08:00:00'), null]],
    ],
    ['an empty sequence has no points', { departureOn: wib('08:00:00'), points: [], legs: [] }, []],
  ])('%s', (_rule, input, expected) => {
    expect(summary(input)).toEqual(expected);
  });

  it('gives the same result for the same input', () => {
    const input = {
      departureOn: wib('08:00:00'),
      points: [point('start'), point('a', 30), point('end')],
      legs: [leg(5_000, 600), leg(7_000, 800)],
    };
    expect(computeSchedule(input)).toEqual(computeSchedule(input));
  });

  it.each<[string, ScheduleInput<string>]>([
    [
      'fewer legs than gaps between points',
      { departureOn: null, points: [point('start'), point('a'), point('end')], legs: [leg(1, 1)] },
    ],
    ['legs without points', { departureOn: null, points: [], legs: [leg(1, 1)] }],
    [
      'a negative leg duration',
      { departureOn: wib('08:00:00'), points: [point('start'), point('end')], legs: [leg(1, -1)] },
    ],
    [
      'a leg distance that is not a number',
      { departureOn: wib('08:00:00'), points: [point('start'), point('end')], legs: [leg(Number.NaN, 1)] },
    ],
    [
      'a negative service time',
      {
        departureOn: wib('08:00:00'),
        points: [point('start'), point('a', -5), point('end')],
        legs: [leg(1, 1), leg(1, 1)],
      },
    ],
    [
      'an invalid departure date',
      { departureOn: new Date('not a date'), points: [point('start')], legs: [] },
    ],
  ])('refuses %s as a caller bug', (_rule, input) => {
    expect(() => computeSchedule(input)).toThrow(RangeError);
  });
});

describe('computeSchedule once the task has started (issue 26 item 5)', () => {
  const route = (extra: Partial<ScheduleInput<string>>, completed: Record<string, Date> = {}) => ({
    departureOn: wib('08:00:00'),
    points: [point('start'), point('a', 30), point('b', 15), point('end')].map((p) => ({
      ...p,
      completedOn: completed[p.id] ?? null,
    })),
    legs: [leg(10_000, 1800), leg(5_000, 900), leg(20_000, 2700)],
    ...extra,
  });

  it.each<[string, ScheduleInput<string>, Expected[]]>([
    [
      'not started: the plan, even with an actual time left on a stop',
      route({ actualDepartureOn: null }, { a: wib('12:00:00') }),
      [
        ['start', wib('08:00:00'), wib('08:00:00'), 10_000],
        ['a', wib('08:30:00'), wib('09:00:00'), 5_000],
        ['b', wib('09:15:00'), wib('09:30:00'), 20_000],
        ['end', wib('10:15:00'), wib('10:15:00'), null],
      ],
    ],
    [
      'a late start moves every estimate by the delay',
      route({ actualDepartureOn: wib('09:10:00') }),
      [
        ['start', wib('09:10:00'), wib('09:10:00'), 10_000],
        ['a', wib('09:40:00'), wib('10:10:00'), 5_000],
        ['b', wib('10:25:00'), wib('10:40:00'), 20_000],
        ['end', wib('11:25:00'), wib('11:25:00'), null],
      ],
    ],
    [
      'a stop completed later than planned: the next stops count from its actual time',
      route({ actualDepartureOn: wib('08:00:00') }, { a: wib('10:00:00') }),
      [
        ['start', wib('08:00:00'), wib('08:00:00'), 10_000],
        ['a', wib('08:30:00'), wib('10:00:00'), 5_000],
        ['b', wib('10:15:00'), wib('10:30:00'), 20_000],
        ['end', wib('11:15:00'), wib('11:15:00'), null],
      ],
    ],
    [
      'a stop completed earlier than its estimate: reached no later than finished, the rest counts from it',
      route({ actualDepartureOn: wib('08:00:00') }, { a: wib('08:20:00') }),
      [
        ['start', wib('08:00:00'), wib('08:00:00'), 10_000],
        ['a', wib('08:20:00'), wib('08:20:00'), 5_000],
        ['b', wib('08:35:00'), wib('08:50:00'), 20_000],
        ['end', wib('09:35:00'), wib('09:35:00'), null],
      ],
    ],
    [
      'without a planned departure there are still no times',
      route({ departureOn: null, actualDepartureOn: wib('09:00:00') }),
      [
        ['start', null, null, 10_000],
        ['a', null, null, 5_000],
        ['b', null, null, 20_000],
        ['end', null, null, null],
      ],
    ],
  ])('%s', (_, input, expected) => {
    expect(summary(input)).toEqual(expected);
  });
});

describe('stopCompletedOn', () => {
  const done = (time: string) => ({ status: 'COMPLETED', completed_on: wib(time) });
  it('is the last completion once every activity of the stop is completed', () => {
    expect(stopCompletedOn([done('09:10:00'), done('09:40:00'), done('09:20:00')])).toEqual(wib('09:40:00'));
  });
  it('is null while an activity is not completed, and for a stop with nothing to do', () => {
    expect(stopCompletedOn([done('09:10:00'), { status: 'UNCOMPLETED', completed_on: null }])).toBeNull();
    expect(stopCompletedOn([])).toBeNull();
  });
});
