import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayLabel,
  formatDistance,
  formatLastUpdated,
  formatRupiah,
  formatVolume,
  formatWeight,
  inZone,
  straightLineMeters,
  toZonedIso,
  yearMonthInZone,
} from './format';

describe('formatters', () => {
  it.each([
    [0, '< 1 km'],
    [999, '< 1 km'],
    [1000, '1,00 km'],
    [12345, '12,35 km'],
  ])('shows %d m as %s', (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });

  it('uses English number format in English', () => {
    expect(formatDistance(12345, 'en')).toBe('12.35 km');
  });

  it("formats times as 'DD MMM YYYY HH:mm' in the company's zone", () => {
    expect(formatDateTime('2026-11-21T03:05:00Z', 'Asia/Jakarta')).toBe('21 Nov 2026 10:05');
    expect(formatDateTime('2026-08-17T03:05:00Z', 'Asia/Makassar')).toBe('17 Agt 2026 11:05');
  });

  it("labels today's history group 'Hari Ini' and older ones by date", () => {
    const now = new Date('2026-11-21T10:00:00+07:00');
    expect(formatDayLabel('2026-11-21T01:00:00+07:00', now)).toBe('Hari Ini');
    expect(formatDayLabel('2026-11-20T23:59:00+07:00', now)).toBe('20 Nov 2026');
  });

  it('shows the last update as time only when it is today', () => {
    const now = new Date('2026-11-21T10:00:00+07:00');
    expect(formatLastUpdated('2026-11-21T08:30:00+07:00', now)).toBe('08:30');
    expect(formatLastUpdated('2026-11-19T08:30:00+07:00', now)).toBe('19 Nov 2026 08:30');
  });

  it('shows a dash for a missing weight or volume', () => {
    expect(formatWeight(null)).toBe('-');
    expect(formatWeight(1250.5)).toBe('1.250,50 Kg');
    expect(formatVolume(undefined)).toBe('-');
    expect(formatVolume(2.5)).toBe('2,500 Cbm');
  });

  it('writes rupiah with the language grouping, cents only when there are any', () => {
    // Intl puts a no-break space between the symbol and the amount.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatRupiah(3_750_000))).toBe('Rp 3.750.000');
    expect(plain(formatRupiah(1_250.5))).toBe('Rp 1.250,50');
    expect(plain(formatRupiah(3_750_000, 'en'))).toBe('IDR 3,750,000');
    expect(formatRupiah(null)).toBe('-');
  });

  it('sends times as ISO 8601 with the company offset', () => {
    expect(toZonedIso(new Date('2026-11-21T03:05:00.042Z'), 'Asia/Jakarta')).toBe(
      '2026-11-21T10:05:00.042+07:00',
    );
    expect(toZonedIso(new Date('2026-11-21T03:05:00Z'), 'Asia/Jayapura')).toBe(
      '2026-11-21T12:05:00.000+09:00',
    );
  });

  it('measures the straight-line distance between Jakarta and Bandung', () => {
    const jakarta = { latitude: -6.2, longitude: 106.816666 };
    const bandung = { latitude: -6.917464, longitude: 107.619125 };
    expect(straightLineMeters(jakarta, bandung) / 1000).toBeCloseTo(119.4, 0);
  });
});

describe('yearMonthInZone', () => {
  it("takes the month of the company's zone: 00:30 WIB on 1 December is December", () => {
    expect(yearMonthInZone(new Date('2026-11-30T17:30:00Z'), 'Asia/Jakarta')).toBe('2612');
    expect(yearMonthInZone(new Date('2026-11-30T17:30:00Z'), 'UTC')).toBe('2611');
  });
});

describe('toZonedIso', () => {
  it.each([
    ['Asia/Jakarta', '2026-12-01T00:00:00Z'],
    ['Asia/Makassar', '2026-12-01T00:00:00Z'],
    // DST starts (last Sunday of March) and ends (last Sunday of October) within the hours tested.
    ['Europe/Berlin', '2026-03-28T12:00:00Z'],
    ['Europe/Berlin', '2026-10-24T12:00:00Z'],
    ['America/St_Johns', '2026-11-01T00:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'],
  ])('writes every instant in %s exactly as the zone conversion does (from %s, 3 days)', (zone, from) => {
    const start = Date.parse(from);
    for (let ms = start; ms < start + 3 * 86_400_000; ms += 7 * 60_000 + 123) {
      expect(toZonedIso(new Date(ms), zone)).toBe(dayjs(ms).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSSZ'));
    }
  });

  it.each([
    ['Asia/Jakarta', '2026-11-21T00:00:00Z'],
    ['Asia/Jayapura', '2026-12-31T14:30:00Z'],
    ['America/New_York', '2026-03-07T12:00:00Z'],
    ['Europe/London', '2026-10-24T12:00:00Z'],
  ])("reads the wall clock and the day in %s as dayjs's own zone conversion does", (zone, from) => {
    const start = Date.parse(from);
    for (let ms = start; ms < start + 3 * 86_400_000; ms += 13 * 60_000 + 7) {
      const fast = inZone(new Date(ms), zone);
      const exact = dayjs(ms).tz(zone);
      expect(fast.format('YYYY-MM-DD HH:mm:ss Z')).toBe(exact.format('YYYY-MM-DD HH:mm:ss Z'));
      expect(fast.startOf('day').valueOf()).toBe(exact.startOf('day').valueOf());
    }
  });
});
