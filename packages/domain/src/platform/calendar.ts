import { inZone } from '../format';

/** Whether two moments fall in the same calendar month of a time zone. */
export function sameCalendarMonth(a: Date | string, b: Date | string, timeZone: string): boolean {
  return inZone(a, timeZone).format('YYYY-MM') === inZone(b, timeZone).format('YYYY-MM');
}

/** Whether two moments fall on the same calendar day of a time zone. */
export function sameCalendarDay(a: Date | string, b: Date | string, timeZone: string): boolean {
  return inZone(a, timeZone).format('YYYY-MM-DD') === inZone(b, timeZone).format('YYYY-MM-DD');
}
