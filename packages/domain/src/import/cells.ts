import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a cell of a parsed sheet holds: text from a CSV; text, a number or a date from a workbook. */
export type CellValue = string | number | boolean | Date | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

/** A workbook's date cell is the wall time it shows, stored as if it were UTC. */
function wallTimeOfDate(value: Date): string {
  return (
    `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ` +
    `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`
  );
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : wallTimeOfDate(value);
  return String(value).trim();
}

const ISO_WALL = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2})[:.](\d{2}))?$/;
const DAY_FIRST_WALL = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2})[:.](\d{2}))?$/;

/**
 * A wall time typed in the company's zone ('2026-12-01 08:00', or '01/12/2026 08:00' as Indonesian
 * sheets write dates; a date alone is midnight) as the ISO time with offset the API takes, or null
 * when the text is no real time (a 31 November, a 25 o'clock).
 */
export function zonedTimeOfCell(value: CellValue, timeZone: string): string | null {
  const text = value instanceof Date ? wallTimeOfDate(value) : cellText(value);
  const iso = ISO_WALL.exec(text);
  const dayFirst = iso ? null : DAY_FIRST_WALL.exec(text);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.map((part) => Number(part ?? 0)) as number[];
  const wall = `${year}-${pad(month as number)}-${pad(day as number)}T${pad(hour as number)}:${pad(minute as number)}:00`;
  const check = new Date(`${wall}Z`);
  // Date rolls 31 November over to 1 December; a real wall time reads back unchanged.
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 19) !== wall) return null;
  return dayjs.tz(wall, timeZone).format();
}

/** A whole number of the sheet ('10', 10), or null when the cell holds anything else. */
export function numberOfCell(value: CellValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = cellText(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** A calendar date ('2027-06-30', '30/06/2027' or a date cell) as `YYYY-MM-DD`, or null. */
export function calendarDateOfCell(value: CellValue): string | null {
  const text = value instanceof Date ? wallTimeOfDate(value).slice(0, 10) : cellText(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = iso ? null : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const check = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().slice(0, 10) === date ? date : null;
}

/**
 * An Indonesian phone number as the API stores it (+62...): sheets often hold '0812...' or, when the
 * cell was a number, '62812...' without its plus. Anything else is left for the schema to refuse.
 */
export function phoneOfCell(value: CellValue): string {
  const text = cellText(value).replace(/[\s-]/g, '');
  if (/^0\d+$/.test(text)) return `+62${text.slice(1)}`;
  if (/^62\d+$/.test(text)) return `+${text}`;
  return text;
}
