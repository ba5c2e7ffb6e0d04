import { ALERT_CENTRE } from '@armada/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useEffect, useState } from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Whole days in the company's zone, sent with its offset: the first window is the last 2 days. */
export function dayRange(range: [Dayjs, Dayjs], timeZone: string): { startDate: string; endDate: string } {
  const [from, to] = range;
  return {
    startDate: dayjs.tz(from.format('YYYY-MM-DD'), timeZone).startOf('day').format(),
    endDate: dayjs.tz(to.format('YYYY-MM-DD'), timeZone).endOf('day').format(),
  };
}

/** The company's calendar day (`YYYY-MM-DD`) at `now`. */
export function todayIn(timeZone: string, now: Dayjs = dayjs()): string {
  return now.tz(timeZone).format('YYYY-MM-DD');
}

/** The first window (section 9: the last 2 days) ending on the company's day `today`. */
export function rangeEndingOn(today: string): [Dayjs, Dayjs] {
  const end = dayjs(today);
  return [end.subtract(ALERT_CENTRE.initialDays - 1, 'day'), end];
}

/** Milliseconds from `now` to the company's next midnight. */
export function msUntilNextDay(timeZone: string, now: Dayjs = dayjs()): number {
  return dayjs.tz(todayIn(timeZone, now), timeZone).add(1, 'day').diff(now);
}

/**
 * The company's calendar day, moving on at its midnight: a centre left open overnight (an operator's
 * shift) counts and lists the new day's window, not the one of the day it was opened. A timer to the
 * next midnight, checked again when the tab comes back (a sleeping laptop's timers run late).
 */
export function useCompanyToday(timeZone: string): string {
  const [today, setToday] = useState(() => todayIn(timeZone));
  useEffect(() => {
    const check = () => setToday(todayIn(timeZone));
    check();
    // A second past midnight, so the check lands on the new day whatever the timer's rounding.
    const timer = setTimeout(check, msUntilNextDay(timeZone) + 1_000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeZone, today]);
  return today;
}
