import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MEDIA_ALERT_CODES } from '../alerts/catalogue';
import { fieldErrorMessage } from '../errors/catalogue';
import { fieldProblemsFromZodIssues } from '../errors/zod-issues';
import {
  isDeviceUnreachable,
  isMediaAlertCode,
  MEDIA_TIMING,
  mediaChannelKindOf,
  vehicleVideosInputSchema,
  vehicleVideosInputSchemaAround,
  videoWindowOf,
} from './media-constants';

const EVENT = '2026-03-02T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(EVENT) + seconds * 1000).toISOString();
const input = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  channel: 'CH03',
  fileListOnly: false,
  isFromCache: false,
  vehicleId: 12,
  start,
  end,
  ...extra,
});
const problems = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldProblemsFromZodIssues(result.error.issues, value);
};

describe('media timing (sections 4, 8, 9)', () => {
  it('holds the spec numbers', () => {
    expect(MEDIA_TIMING).toEqual({
      pollIntervalMs: 30_000,
      maxMisses: 2,
      freshWindowMs: 1_800_000,
      failedAfterMs: 259_200_000,
      requestDelayMs: 5_000,
      waitingPauseMs: 20_000,
      fileListDelayMs: 7_000,
      deviceUnreachableAfterMs: 600_000,
      uploadLinkLifeMs: 1_800_000,
    });
  });

  it.each([
    ['9 min 59 s ago', 599, false],
    ['exactly 10 min ago', 600, false],
    ['10 min 1 s ago', 601, true],
    ['2 hours ago', 7200, true],
  ])('a device last heard %s is unreachable only over 10 minutes: %s', (_label, secondsAgo, unreachable) => {
    expect(isDeviceUnreachable(at(-secondsAgo), EVENT)).toBe(unreachable);
  });

  it('a device never heard from is unreachable', () => {
    expect(isDeviceUnreachable(null, EVENT)).toBe(true);
  });
});

describe('video window of an alert (plus or minus 5 s)', () => {
  it('is the event minus and plus 5 s, in UTC ISO', () => {
    expect(videoWindowOf('2026-03-02T15:00:00+07:00')).toEqual({ start: at(-5), end: at(5) });
  });

  it('passes both schemas', () => {
    const window = videoWindowOf(EVENT);
    expect(vehicleVideosInputSchema.parse(input(window.start, window.end))).toEqual(
      input(window.start, window.end),
    );
    expect(vehicleVideosInputSchemaAround(EVENT).safeParse(input(window.start, window.end)).success).toBe(
      true,
    );
  });
});

describe('vehicleVideos input', () => {
  it('takes a window of exactly 60 s', () => {
    expect(vehicleVideosInputSchema.safeParse(input(at(-30), at(30))).success).toBe(true);
  });

  it('refuses a window longer than 60 s with video-window-too-long on end', () => {
    expect(problems(vehicleVideosInputSchema, input(at(-30), at(31)))).toEqual([
      { field: 'end', code: 'video-window-too-long', params: { max: 60 } },
    ]);
    expect(fieldErrorMessage('video-window-too-long', 'id', { max: 60 })).toBe(
      'Rentang video maksimal 60 detik',
    );
  });

  it('refuses an end not after the start with end-before-start', () => {
    expect(problems(vehicleVideosInputSchema, input(at(5), at(5)))).toEqual([
      { field: 'end', code: 'end-before-start' },
    ]);
  });

  it('refuses isFromCache true (the device is always asked) and defaults it to false', () => {
    expect(problems(vehicleVideosInputSchema, input(at(-5), at(5), { isFromCache: true }))).toEqual([
      { field: 'isFromCache', code: 'invalid-value' },
    ]);
    const { isFromCache: _omitted, ...withoutCache } = input(at(-5), at(5));
    expect(vehicleVideosInputSchema.parse(withoutCache).isFromCache).toBe(false);
  });

  it('refuses a missing channel, a bad vehicle id, a time without offset and unknown fields', () => {
    const found = problems(vehicleVideosInputSchema, {
      ...input('2026-03-02T08:00:00', at(5), { channel: '', vehicleId: 0 }),
      imei: '865205041230417',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { field: 'channel', code: 'required' },
        { field: 'vehicleId', code: 'too-small', params: { min: 1 } },
        { field: 'start', code: 'invalid-format' },
        { field: 'imei', code: 'unknown-field' },
      ]),
    );
  });

  it.each([
    ['a window before the event', at(-20), at(-1)],
    ['a window after the event', at(1), at(20)],
  ])('around the event: refuses %s with video-window-not-around-event', (_label, start, end) => {
    expect(problems(vehicleVideosInputSchemaAround(EVENT), input(start, end))).toEqual([
      { field: 'start', code: 'video-window-not-around-event' },
    ]);
  });

  it('around the event: takes a window ending at the event', () => {
    expect(vehicleVideosInputSchemaAround(EVENT).safeParse(input(at(-60), at(0))).success).toBe(true);
  });
});

describe('media alert codes', () => {
  it.each([
    [49, 'dms'],
    [56, 'dms'],
    [110, 'dms'],
    [112, 'dms'],
    [90, 'adas'],
    [96, 'adas'],
    [113, 'adas'],
    [134, 'adas'],
    [8, null],
    [137, null],
  ])('code %i has its clip on the %s camera', (code, kind) => {
    expect(mediaChannelKindOf(code)).toBe(kind);
    expect(isMediaAlertCode(code)).toBe(kind !== null);
  });

  it('every media alert code has a camera', () => {
    for (const code of MEDIA_ALERT_CODES) expect(mediaChannelKindOf(code), String(code)).not.toBeNull();
  });
});
