import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  formatServiceDuration,
  MAX_SERVICE_TIME_SECONDS,
  parseServiceDuration,
  serviceDurationParts,
} from './service-duration';

function fieldProblemOf(value: string) {
  try {
    parseServiceDuration(value);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, fields: error.fields };
  }
  throw new Error(`${value} was accepted`);
}

describe('parseServiceDuration', () => {
  it.each([
    ['PT1H30M', 5400],
    ['PT1H', 3600],
    ['PT45M', 2700],
    ['PT0M', 0],
    ['PT0H0M', 0],
    ['PT23H59M', MAX_SERVICE_TIME_SECONDS],
    ['PT90M', 5400],
    ['PT1439M', MAX_SERVICE_TIME_SECONDS],
    ['PT0S', 0],
    ['PT2H15M0S', 8100],
  ])('reads %s as %d seconds', (value, seconds) => {
    expect(parseServiceDuration(value)).toBe(seconds);
  });

  it.each([
    ['seconds, which the picker cannot show', 'PT1H30M15S'],
    ['seconds alone', 'PT30S'],
    ['a negative duration', '-PT1H'],
    ['days', 'P1D'],
    ['days with a time', 'P0DT1H'],
    ['weeks', 'P1W'],
    ['months', 'P1M'],
    ['a fraction', 'PT1.5H'],
    ['no unit at all', 'PT'],
    ['no time designator', 'P'],
    ['a clock time instead of a duration', '01:30'],
    ['lower case', 'pt1h'],
    ['surrounding spaces', ' PT1H '],
    ['units out of order', 'PT30M1H'],
    ['an empty string', ''],
  ])("refuses %s ('%s') as invalid-format on service_time", (_rule, value) => {
    expect(fieldProblemOf(value)).toEqual({
      code: 'invalid/invalid-fields',
      fields: [{ field: 'service_time', code: 'invalid-format' }],
    });
  });

  it.each(['PT24H', 'PT23H60M', 'PT1440M', 'PT99999999H'])(
    'refuses %s, above 23h59m, as too-big on service_time',
    (value) => {
      expect(fieldProblemOf(value)).toEqual({
        code: 'invalid/invalid-fields',
        fields: [{ field: 'service_time', code: 'too-big', params: { max: '23:59' } }],
      });
    },
  );
});

describe('formatServiceDuration', () => {
  it.each([
    [5400, 'PT1H30M'],
    [3600, 'PT1H'],
    [2700, 'PT45M'],
    [0, 'PT0M'],
    [MAX_SERVICE_TIME_SECONDS, 'PT23H59M'],
  ])('writes %d seconds as %s', (seconds, value) => {
    expect(formatServiceDuration(seconds)).toBe(value);
  });

  it('is the inverse of parseServiceDuration for every minute of the day', () => {
    for (let seconds = 0; seconds <= MAX_SERVICE_TIME_SECONDS; seconds += 60) {
      expect(parseServiceDuration(formatServiceDuration(seconds))).toBe(seconds);
    }
  });

  it.each([-60, 30, 90.5, MAX_SERVICE_TIME_SECONDS + 60, Number.NaN])(
    'treats %d seconds, which parsing never produces, as a bug',
    (seconds) => {
      expect(() => formatServiceDuration(seconds)).toThrow(RangeError);
    },
  );
});

describe('serviceDurationParts', () => {
  it.each([
    [5400, { hours: 1, minutes: 30 }],
    [0, { hours: 0, minutes: 0 }],
    [2700, { hours: 0, minutes: 45 }],
    [MAX_SERVICE_TIME_SECONDS, { hours: 23, minutes: 59 }],
  ])("splits %d seconds into the 'Jam' and 'Menit' shown", (seconds, parts) => {
    expect(serviceDurationParts(seconds)).toEqual(parts);
  });
});
