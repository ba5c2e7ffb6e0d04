import { formatDateTime, formatDayLabel, type HistoryEvent, inZone, type Language } from '@armada/domain';
import dayjs from 'dayjs';

export type HistoryProperty = HistoryEvent['properties'][number];

/** A calendar date, optionally with a time and an offset: what the API sends for every moment. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * The spec's rule for property values (alert-center-and-platform.md section 2, 'History modal'): a
 * value that parses as an ISO date, and is not a pure integer, is shown as 'DD MMM YYYY HH:mm'. The
 * pattern excludes integers by itself (an order number '20261101' is not a date).
 */
export function formatPropertyValue(value: string, timeZone: string, language: Language): string {
  const text = value.trim();
  if (!ISO_DATE.test(text) || !dayjs(text).isValid()) return value;
  // A value without an offset is a wall-clock time of the company, not of the browser.
  const moment = HAS_OFFSET.test(text) ? text : dayjs.tz(text, timeZone).toDate();
  return formatDateTime(moment, timeZone, language);
}

export interface HistoryDay {
  /** The calendar day in the company's time zone, 'YYYY-MM-DD'. */
  key: string;
  /** 'Hari Ini' for today, otherwise 'DD MMM YYYY'. */
  label: string;
  events: HistoryEvent[];
}

/** Events grouped by their day in the company's time zone, keeping the order they came in (newest first). */
export function groupByDay(
  events: readonly HistoryEvent[],
  now: Date,
  timeZone: string,
  language: Language,
): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const event of events) {
    const key = inZone(event.created_on, timeZone).format('YYYY-MM-DD');
    const last = days.at(-1);
    if (last?.key === key) last.events.push(event);
    else
      days.push({ key, label: formatDayLabel(event.created_on, now, timeZone, language), events: [event] });
  }
  return days;
}
