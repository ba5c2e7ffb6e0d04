import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fromZonedFilterValue, toZonedFilterValue } from './DateRangeFilter';

describe('date range filter values', () => {
  it('sends the picked wall-clock time with the offset of the company time zone', () => {
    const picked = dayjs('2026-11-01T00:00:00');
    expect(toZonedFilterValue(picked, 'Asia/Jakarta')).toBe('2026-11-01T00:00:00+07:00');
    expect(toZonedFilterValue(picked, 'Asia/Makassar')).toBe('2026-11-01T00:00:00+08:00');
  });

  it('shows a filter value as the wall-clock time of the company time zone', () => {
    const shown = fromZonedFilterValue('2026-10-31T17:00:00Z', 'Asia/Jakarta');
    expect(shown?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-01 00:00');
  });

  it('ignores a value that is not a time', () => {
    expect(fromZonedFilterValue('kemarin', 'Asia/Jakarta')).toBeNull();
  });
});
