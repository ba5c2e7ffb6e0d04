import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { dayRange, msUntilNextDay, rangeEndingOn, todayIn } from './centre-dates';

dayjs.extend(utc);
dayjs.extend(timezone);

describe("the centre's dates", () => {
  it("takes the company's day, not the browser's: 23:30 UTC is already tomorrow in Jakarta", () => {
    const lateInLondon = dayjs('2026-11-25T23:30:00Z');
    expect(todayIn('Asia/Jakarta', lateInLondon)).toBe('2026-11-26');
    expect(todayIn('Europe/London', lateInLondon)).toBe('2026-11-25');
  });

  it("counts the time to the company's next midnight", () => {
    // 23:00 in Jakarta (UTC+7) is 16:00 UTC: one hour to go.
    expect(msUntilNextDay('Asia/Jakarta', dayjs('2026-11-26T16:00:00Z'))).toBe(60 * 60 * 1000);
  });

  it("makes the first window the last 2 whole days in the company's zone, ending on the given day", () => {
    expect(dayRange(rangeEndingOn('2026-11-26'), 'Asia/Jakarta')).toEqual({
      startDate: '2026-11-25T00:00:00+07:00',
      endDate: '2026-11-26T23:59:59+07:00',
    });
  });
});
