import { DATE_TIME_FORMAT } from '@armada/domain';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FieldAccessibility } from './FormField';
import { fromZonedPickerValue, toZonedPickerValue } from './zoned-picker-value';

interface ZonedDateTimePickerProps {
  /** ISO 8601 with the company's offset, as the API sends and takes it. */
  value: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  /** The company's zone: the picker shows and takes its wall clock, whatever the browser's zone. */
  timeZone: string;
  placeholder: string;
  disabled?: boolean;
  accessibility: FieldAccessibility;
  /**
   * Where an empty picker opens, ISO like `value`: its day in the calendar and its time preset when a
   * day is clicked (a departure opens at the next half hour, not at 00:00).
   */
  openAt?: string;
  /** Days before this moment's day cannot be picked (a new departure is never in the past). */
  notBefore?: string;
}

/**
 * Section 5's date-time input (the departure, a pickup's or drop's time): 'DD MMM YYYY HH:mm', no
 * seconds, applied with the OK button.
 */
export function ZonedDateTimePicker({
  value,
  onChange,
  onBlur,
  timeZone,
  placeholder,
  disabled,
  accessibility,
  openAt,
  notBefore,
}: ZonedDateTimePickerProps) {
  const opening = openAt ? toZonedPickerValue(openAt, timeZone) : null;
  const firstDay = notBefore ? toZonedPickerValue(notBefore, timeZone)?.startOf('day') : null;
  return (
    <DatePicker
      {...accessibility}
      value={toZonedPickerValue(value, timeZone)}
      onChange={(next) => onChange(fromZonedPickerValue(next, timeZone))}
      onBlur={onBlur}
      showTime={{ format: 'HH:mm', ...(opening ? { defaultValue: opening } : {}) }}
      {...(opening ? { defaultPickerValue: opening } : {})}
      {...(firstDay ? { disabledDate: (day: Dayjs) => day.isBefore(firstDay, 'day') } : {})}
      format={DATE_TIME_FORMAT}
      needConfirm
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
