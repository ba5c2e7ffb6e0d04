import { DATE_TIME_FORMAT } from '@armada/domain';
import { DatePicker } from 'antd';
import type { FieldAccessibility } from '../../../shared/forms/FormField';
import { fromZonedPickerValue, toZonedPickerValue } from '../../../shared/forms/zoned-picker-value';

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
      value={toZonedPickerValue(value, timeZone)}
      onChange={(next) => onChange(fromZonedPickerValue(next, timeZone))}
      onBlur={onBlur}
      showTime={{ format: 'HH:mm' }}
      format={DATE_TIME_FORMAT}
      needConfirm
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
