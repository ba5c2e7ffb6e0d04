import { toZonedIso } from '@armada/domain';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * antd's pickers work in the browser's own time; the times they edit (a departure, a completion) are
 * the company's. Both ways go through the wall-clock reading, so a dispatcher in another zone still
 * plans and records in the company's hours.
 */
export function toZonedPickerValue(iso: string | null, timeZone: string): Dayjs | null {
  return iso ? dayjs(dayjs(iso).tz(timeZone).format(WALL_CLOCK)) : null;
}

/** The picker's value as ISO with the company's offset, to the minute. */
export function fromZonedPickerValue(value: Dayjs | null, timeZone: string): string | null {
  return value ? toZonedIso(dayjs.tz(value.format(WALL_CLOCK), timeZone).toDate(), timeZone) : null;
}
