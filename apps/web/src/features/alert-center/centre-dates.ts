import { ALERT_CENTRE } from '@armada/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

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

export function initialRange(timeZone: string): [Dayjs, Dayjs] {
  const today = dayjs(dayjs().tz(timeZone).format('YYYY-MM-DD'));
  return [today.subtract(ALERT_CENTRE.initialDays - 1, 'day'), today];
}
