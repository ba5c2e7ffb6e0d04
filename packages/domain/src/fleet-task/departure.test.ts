import { describe, expect, it } from 'vitest';
import { errorMessage } from '../errors';
import { departureInThePastError, nextHalfHour } from './departure';

describe('nextHalfHour: where the departure picker opens', () => {
  it.each([
    ['2026-11-26T02:10:00Z', 'Asia/Jakarta', '2026-11-26T02:30:00.000Z'],
    ['2026-11-26T02:30:00Z', 'Asia/Jakarta', '2026-11-26T03:00:00.000Z'],
    ['2026-11-26T02:59:59Z', 'Asia/Jakarta', '2026-11-26T03:00:00.000Z'],
    // India is UTC+5:30: its half hours fall on the UTC hour and half hour shifted by 30 minutes.
    ['2026-11-26T02:10:00Z', 'Asia/Kolkata', '2026-11-26T02:30:00.000Z'],
    // Nepal is UTC+5:45: 08:00 local is 02:15 UTC.
    ['2026-11-26T02:10:00Z', 'Asia/Kathmandu', '2026-11-26T02:15:00.000Z'],
  ])('from %s in %s is %s', (now, zone, expected) => {
    expect(nextHalfHour(new Date(now), zone).toISOString()).toBe(expected);
  });
});

describe('departureInThePastError', () => {
  const now = new Date('2026-11-26T02:00:00Z');
  it('refuses scheduling a departure before now', () => {
    const error = departureInThePastError('2026-11-26T01:59:00Z', 'SCHEDULED', now);
    expect(error?.code).toBe('fleet-task/departure-in-the-past');
    expect(error?.fields).toEqual([{ field: 'expected_departure_on', code: 'departure-in-the-past' }]);
  });
  it('lets a future departure, or any target other than Dijadwalkan, pass', () => {
    expect(departureInThePastError('2026-11-26T02:30:00Z', 'SCHEDULED', now)).toBeNull();
    expect(departureInThePastError('2026-11-26T01:00:00Z', 'STARTED', now)).toBeNull();
    expect(departureInThePastError('2026-11-26T01:00:00Z', 'DRAFT', now)).toBeNull();
    expect(departureInThePastError(null, 'SCHEDULED', now)).toBeNull();
  });
  it('has an Indonesian and an English message', () => {
    expect(errorMessage('fleet-task/departure-in-the-past', 'id')).toBe(
      'Waktu keberangkatan sudah lewat. Pilih waktu keberangkatan yang akan datang.',
    );
    expect(errorMessage('fleet-task/departure-in-the-past', 'en')).toMatch(/already passed/);
  });
});
