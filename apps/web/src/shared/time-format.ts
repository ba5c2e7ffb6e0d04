import { ETA_DATE_FORMAT, formatEtaDate, formatTime, type Language } from '@armada/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(relativeTime);

const dayjsLocale = (language: Language) => (language === 'id' ? 'id' : 'en');

/** An estimated time as the sequence shows it: 'DD MMM' and 'HH:mm', in the company's time zone. */
export function formatEta(value: string, timeZone: string, language: Language): string {
  return `${formatEtaDate(value, timeZone, language)} ${formatTime(value, timeZone)}`;
}

const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/**
 * The same 'DD MMM HH:mm' for a reader without a company: the public page. The server writes times
 * with the company's offset (toZonedIso), so showing them in that offset gives the times the
 * sender's dispatchers see, wherever the customer opens the link.
 */
export function formatEtaInOwnOffset(value: string, language: Language): string {
  const match = OFFSET.exec(value);
  const moment = dayjs(value);
  const zoned = match
    ? moment.utcOffset((match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])))
    : moment;
  return zoned.locale(dayjsLocale(language)).format(`${ETA_DATE_FORMAT} HH:mm`);
}

/** '5 menit yang lalu' / '5 minutes ago': how fresh a GPS report is. */
export function formatTimeAgo(value: string, now: Date, language: Language): string {
  const moment = dayjs(value);
  // A device clock slightly ahead of ours would read 'in a few seconds'.
  return (moment.isAfter(now) ? dayjs(now) : moment).locale(dayjsLocale(language)).from(now);
}

/** The reader's own clock time of a moment, e.g. when the page last refreshed: 'HH:mm:ss'. */
export function formatClock(epochMs: number): string {
  return dayjs(epochMs).format('HH:mm:ss');
}
