import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Language } from './errors/catalogue';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';
export const DATE_TIME_FORMAT = 'DD MMM YYYY HH:mm';
export const DATE_FORMAT = 'DD MMM YYYY';

const dayjsLocale = (language: Language) => (language === 'id' ? 'id' : 'en');

/** 'DD MMM YYYY HH:mm' in the company's time zone, month names in the user's language. */
export function formatDateTime(
  value: string | Date,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = 'id',
) {
  return inZone(value, timeZone).locale(dayjsLocale(language)).format(DATE_TIME_FORMAT);
}

export function formatTime(value: string | Date, timeZone = DEFAULT_TIME_ZONE) {
  return inZone(value, timeZone).format('HH:mm');
}

/** A history group's label: 'Hari Ini' for today, otherwise 'DD MMM YYYY'. */
export function formatDayLabel(
  value: string | Date,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = 'id',
) {
  const day = inZone(value, timeZone);
  if (day.isSame(inZone(now, timeZone), 'day')) return language === 'id' ? 'Hari Ini' : 'Today';
  return day.locale(dayjsLocale(language)).format(DATE_FORMAT);
}

/** Time only when the moment is today, otherwise date and time (the header's last update). */
export function formatLastUpdated(
  value: string | Date,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
  language: Language = 'id',
) {
  const moment = inZone(value, timeZone);
  if (moment.isSame(inZone(now, timeZone), 'day')) return moment.format('HH:mm');
  return moment.locale(dayjsLocale(language)).format(DATE_TIME_FORMAT);
}

const decimal = (language: Language, digits: number) =>
  new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** Under 1000 m reads '< 1 km'; otherwise kilometres with 2 decimals. */
export function formatDistance(meters: number, language: Language = 'id') {
  if (meters < 1000) return '< 1 km';
  return `${decimal(language, 2).format(meters / 1000)} km`;
}

export function formatWeight(kg: number | null | undefined, language: Language = 'id') {
  return kg === null || kg === undefined ? '-' : `${decimal(language, 2).format(kg)} Kg`;
}

export function formatVolume(cbm: number | null | undefined, language: Language = 'id') {
  return cbm === null || cbm === undefined ? '-' : `${decimal(language, 3).format(cbm)} Cbm`;
}

/**
 * Rupiah as the language writes it: 'Rp 3.750.000' in Indonesian, 'IDR 3,750,000' in English. Cents
 * show only when there are any (prices are numeric(16, 2) but almost always whole rupiah).
 */
export function formatRupiah(value: number | null | undefined, language: Language = 'id') {
  if (value === null || value === undefined) return '-';
  return new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    style: 'currency',
    currency: 'IDR',
    currencyDisplay: language === 'id' ? 'symbol' : 'code',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Great-circle distance in metres between two coordinates (haversine). */
export function straightLineMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const earthRadius = 6_371_000;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadius * Math.asin(Math.min(1, Math.sqrt(h)));
}

const DAY_MS = 86_400_000;
const slowZonedIso = (value: Date | string, timeZone: string) =>
  dayjs(value).tz(timeZone).format('YYYY-MM-DDTHH:mm:ss.SSSZ');

/** Per zone, the UTC offset of each UTC day, or null for a day on which the offset changes. */
const dayOffsets = new Map<string, Map<number, string | null>>();

function offsetOfDay(timeZone: string, day: number): string | null {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  let offset = days.get(day);
  if (offset === undefined) {
    const first = slowZonedIso(new Date(day * DAY_MS), timeZone).slice(-6);
    const last = slowZonedIso(new Date(day * DAY_MS + DAY_MS - 1), timeZone).slice(-6);
    offset = first === last ? first : null;
    // Bounded: a long-running server formats times of a few years at most, but never grows forever.
    if (days.size >= 10_000) days.clear();
    days.set(day, offset);
  }
  return offset;
}

/**
 * The zone's UTC offset at `ms` ('+07:00' and 420 minutes), or null on a UTC day its offset changes;
 * with `steadyDays`, also null when it changes on a day that many before or after.
 */
function cachedOffset(
  ms: number,
  timeZone: string,
  steadyDays = 0,
): { text: string; minutes: number } | null {
  const day = Math.floor(ms / DAY_MS);
  const text = offsetOfDay(timeZone, day);
  if (text === null) return null;
  for (let near = 1; near <= steadyDays; near++) {
    if (offsetOfDay(timeZone, day - near) !== text || offsetOfDay(timeZone, day + near) !== text) return null;
  }
  const sign = text.startsWith('-') ? -1 : 1;
  return { text, minutes: sign * (Number(text.slice(1, 3)) * 60 + Number(text.slice(4, 6))) };
}

/**
 * A moment as dayjs in a time zone, for formatting. dayjs's own `.tz()` builds a locale string per
 * call (up to a millisecond on a busy server, and a page formats hundreds of times), so the offset
 * comes from the per-day cache. A fixed offset is right for the whole local day (startOf, isSame)
 * only if it holds a day either side; near a DST change, or for a value that is not a time, `.tz()`.
 */
export function inZone(value: string | Date, timeZone = DEFAULT_TIME_ZONE) {
  const moment = dayjs(value);
  const offset = moment.isValid() ? cachedOffset(moment.valueOf(), timeZone, 1) : null;
  return offset === null ? moment.tz(timeZone) : moment.utcOffset(offset.minutes);
}

/**
 * ISO 8601 with the company's offset and milliseconds ('2026-11-21T14:05:00.123+07:00'): how the
 * API sends every time. Milliseconds let a client send `updated_on` back exactly for the stale check.
 * dayjs's zone conversion costs about 50 µs a call and a 50-stop sequence has hundreds of times, so
 * the offset is looked up once per zone and UTC day; days with a DST change take the exact path.
 */
export function toZonedIso(value: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return slowZonedIso(value, timeZone);
  const offset = cachedOffset(ms, timeZone);
  if (offset === null) return slowZonedIso(value, timeZone);
  return `${new Date(ms + offset.minutes * 60_000).toISOString().slice(0, 23)}${offset.text}`;
}

/** 'YYMM' of a moment in a time zone: document numbers carry the month they were made in, locally. */
export function yearMonthInZone(value: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return inZone(value, timeZone).format('YYMM');
}
