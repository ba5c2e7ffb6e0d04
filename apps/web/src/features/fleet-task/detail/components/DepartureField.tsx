import { DATE_TIME_FORMAT, toZonedIso } from '@armada/domain';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../../../shared/forms/FormField';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * The picker works in the browser's own time; the departure is a time in the company's zone. Both
 * ways go through the wall-clock reading, so a dispatcher abroad still plans in the company's hours.
 */
function toPickerValue(iso: string | null, timeZone: string): Dayjs | null {
  return iso ? dayjs(dayjs(iso).tz(timeZone).format(WALL_CLOCK)) : null;
}

function fromPickerValue(value: Dayjs | null, timeZone: string): string | null {
  return value ? toZonedIso(dayjs.tz(value.format(WALL_CLOCK), timeZone).toDate(), timeZone) : null;
}

interface DepartureFieldProps {
  value: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  timeZone: string;
  disabled?: boolean;
  accessibility: FieldAccessibility;
}

/** Section 5: date and time, day month year hour:minute, no seconds, applied with the OK button. */
export function DepartureField({
  value,
  onChange,
  onBlur,
  timeZone,
  disabled,
  accessibility,
}: DepartureFieldProps) {
  const { t } = useTranslation();
  return (
    <DatePicker
      {...accessibility}
      data-testid="departure-picker"
      value={toPickerValue(value, timeZone)}
      onChange={(next) => onChange(fromPickerValue(next, timeZone))}
      onBlur={onBlur}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      needConfirm
      disabled={disabled}
      placeholder={t('fleetTask.detail.departurePlaceholder')}
      style={{ width: '100%' }}
    />
  );
}
