import { DATE_TIME_FORMAT, toZonedIso } from '@armada/domain';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FieldAccessibility } from '../../../shared/forms/FormField';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * The picker works in the browser's time; the completion is a time of the company. Both ways go
 * through the wall-clock reading, so a dispatcher in another zone still records the company's hours.
 */
function toPickerValue(iso: string | null, timeZone: string): Dayjs | null {
  return iso ? dayjs(dayjs(iso).tz(timeZone).format(WALL_CLOCK)) : null;
}

function fromPickerValue(value: Dayjs | null, timeZone: string): string | null {
  return value ? toZonedIso(dayjs.tz(value.format(WALL_CLOCK), timeZone).toDate(), timeZone) : null;
}

interface CompletedOnPickerProps {
  value: string | null;
  onChange(value: string | null): void;
  onBlur(): void;
  timeZone: string;
  placeholder: string;
  accessibility: FieldAccessibility;
}

/** Section 5: a date and time 'DD MMM YYYY HH:mm' without seconds, applied with the OK button. */
export function CompletedOnPicker({
  value,
  onChange,
  onBlur,
  timeZone,
  placeholder,
  accessibility,
}: CompletedOnPickerProps) {
  return (
    <DatePicker
      {...accessibility}
      data-testid="completed-on-picker"
      value={toPickerValue(value, timeZone)}
      onChange={(next) => onChange(fromPickerValue(next, timeZone))}
      onBlur={onBlur}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      needConfirm
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
