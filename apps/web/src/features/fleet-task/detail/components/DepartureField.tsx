import { DATE_TIME_FORMAT } from '@armada/domain';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldAccessibility } from '../../../../shared/forms/FormField';
import { fromZonedPickerValue, toZonedPickerValue } from '../../../../shared/forms/zoned-picker-value';

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
      value={toZonedPickerValue(value, timeZone)}
      onChange={(next) => onChange(fromZonedPickerValue(next, timeZone))}
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
