import { describe, expect, it } from 'vitest';
import { DRIVER_POSITION_INTERVAL_MS, driverPositionSchema } from '../schemas/driver-app';
import {
  isPhoneTrackingRequired,
  mayPausePhoneTracking,
  type PhoneFix,
  type PhoneTrackedTask,
  phoneBufferOverflow,
  phoneFixToPosition,
  phoneSendRetryDelayMs,
  phoneTrackingMode,
  shouldKeepPhoneFix,
} from './phone-tracking';

const scheduled: PhoneTrackedTask = { status: 'SCHEDULED', auto_start_type: null };
const waitingForGeofence: PhoneTrackedTask = { status: 'SCHEDULED', auto_start_type: 'GEOFENCE' };
const running: PhoneTrackedTask = { status: 'STARTED', auto_start_type: null };

describe('phone tracking: when the phone watches its position', () => {
  it.each([
    ['no task', [], false],
    ['only tasks started by hand later', [scheduled, scheduled], false],
    ['a trip under way', [scheduled, running], true],
    ['a task waiting to start by its geofence', [waitingForGeofence], true],
    ['a geofence task already under way', [{ status: 'STARTED', auto_start_type: 'GEOFENCE' }], true],
  ] as const)('with %s: required is %s', (_, tasks, required) => {
    expect(isPhoneTrackingRequired(tasks)).toBe(required);
  });

  it('refuses a pause while a trip runs, and allows it while only waiting for a geofence start', () => {
    expect(mayPausePhoneTracking([waitingForGeofence, running])).toBe(false);
    expect(mayPausePhoneTracking([waitingForGeofence])).toBe(true);
  });

  it.each([
    [[scheduled], true, 'OFF'],
    [[waitingForGeofence], false, 'ON'],
    [[waitingForGeofence], true, 'PAUSED'],
    [[waitingForGeofence, running], true, 'ON'],
  ] as const)('%j with a pause asked %s is %s', (tasks, pause, mode) => {
    expect(phoneTrackingMode(tasks, pause)).toBe(mode);
  });
});

describe('phone tracking: which fixes are kept', () => {
  const start = Date.parse('2026-11-27T03:00:00Z');
  it.each([
    ['the first fix', null, start, true],
    ['a fix 3 s after the last kept one', start, start + 3_000, false],
    ['a fix just under the interval after', start, start + DRIVER_POSITION_INTERVAL_MS - 1, false],
    ['a fix one interval after', start, start + DRIVER_POSITION_INTERVAL_MS, true],
    ['a fix an hour before (the clock was set back)', start, start - 3_600_000, true],
    ['a fix a second before', start, start - 1_000, false],
  ] as const)('keeps %s: %s', (_, last, at, kept) => {
    expect(shouldKeepPhoneFix(last, at)).toBe(kept);
  });
});

describe('phone tracking: a fix as the API position', () => {
  const fix = (coords: Partial<PhoneFix['coords']>): PhoneFix => ({
    timestamp: Date.parse('2026-11-27T03:00:05.250Z'),
    coords: {
      latitude: -6.2,
      longitude: 106.8,
      accuracy: 12,
      altitude: 40,
      heading: 90,
      speed: 10,
      ...coords,
    },
  });

  it("takes the fix's own time with the company's offset, km/h and the heading as bearing", () => {
    expect(phoneFixToPosition(fix({}), 'Asia/Jakarta')).toEqual({
      latitude: -6.2,
      longitude: 106.8,
      recorded_on: '2026-11-27T10:00:05.250+07:00',
      speed_kmh: 36,
      bearing: 90,
      accuracy_m: 12,
      altitude: 40,
    });
    expect(phoneFixToPosition(fix({}), 'Asia/Makassar').recorded_on).toBe('2026-11-27T11:00:05.250+08:00');
  });

  it('sends unknown readings (NaN heading while standing, negative speed, absurd altitude) as null', () => {
    const position = phoneFixToPosition(
      fix({ heading: Number.NaN, speed: -1, altitude: 50_000, accuracy: null }),
      'Asia/Jakarta',
    );
    expect(position).toMatchObject({ speed_kmh: null, bearing: null, altitude: null, accuracy_m: null });
    expect(driverPositionSchema.safeParse(position).success).toBe(true);
  });
});

describe('phone tracking: the buffer and the retries', () => {
  it('drops the oldest positions only past the bound', () => {
    expect(phoneBufferOverflow(5_000)).toBe(0);
    expect(phoneBufferOverflow(5_003)).toBe(3);
  });

  it('waits longer after each failure, up to five minutes', () => {
    const waits = [1, 2, 3, 10, 20].map(phoneSendRetryDelayMs);
    expect(waits).toEqual([5_000, 10_000, 20_000, 300_000, 300_000]);
  });
});
