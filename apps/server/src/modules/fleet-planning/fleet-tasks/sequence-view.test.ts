import { toZonedIso } from '@armada/domain';
import { describe, expect, it } from 'vitest';
import { zonedIsoFormatter } from './sequence-view';

describe('zonedIsoFormatter', () => {
  it.each([
    ['Asia/Jakarta', '2026-12-01T00:00:00Z'],
    ['Asia/Makassar', '2026-12-01T00:00:00Z'],
    // DST starts (last Sunday of March) and ends (last Sunday of October) within the hours tested.
    ['Europe/Berlin', '2026-03-28T12:00:00Z'],
    ['Europe/Berlin', '2026-10-24T12:00:00Z'],
    ['America/St_Johns', '2026-11-01T00:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'],
  ])(
    'writes every instant in %s exactly as toZonedIso does (from %s, 3 days, every 7 minutes)',
    (zone, from) => {
      const zoned = zonedIsoFormatter(zone);
      const start = Date.parse(from);
      for (let ms = start; ms < start + 3 * 86_400_000; ms += 7 * 60_000 + 123) {
        expect(zoned(new Date(ms))).toBe(toZonedIso(new Date(ms), zone));
      }
    },
  );

  it('keeps null as null', () => {
    expect(zonedIsoFormatter('Asia/Jakarta')(null)).toBeNull();
  });
});
