import { formatServiceTime, type SequencePointResponse } from '@armada/domain';
import { App, Flex, TimePicker, type TimePickerProps, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useUpdateServiceTime } from './api';

interface ServiceTimeEditorProps {
  taskId: string;
  point: SequencePointResponse;
  /** serviceTimeReadOnly or a task that cannot be edited, decided by the card from the domain. */
  readOnly: boolean;
}

const pickerValue = (parts: SequencePointResponse['service_time_parts']): Dayjs =>
  dayjs().startOf('day').hour(parts.hours).minute(parts.minutes);

/**
 * 'Durasi Bongkar/Muat' (section 2, 'Sequence'): a 24-hour time picker without seconds, applied with
 * 'Terapkan', showing the duration in 'Jam' and 'Menit'. Typing '01:30' works too (the second
 * format). A placeholder START or END has no stored point to change, so it only reads.
 */
export function ServiceTimeEditor({ taskId, point, readOnly }: ServiceTimeEditorProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const update = useUpdateServiceTime(taskId);
  const labelId = useId();
  const label = t('fleetTaskSequence.serviceTime.label');
  const pointId = point.id;

  if (readOnly || pointId === null) {
    return (
      <Flex gap={8} wrap align="baseline">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text data-testid="service-time">
          {formatServiceTime(point.service_time_parts, language)}
        </Typography.Text>
      </Flex>
    );
  }

  const onChange = (value: Dayjs | null) => {
    if (!value) return;
    const seconds = value.hour() * 3600 + value.minute() * 60;
    update.mutate(
      { pointId, seconds },
      {
        onSuccess: () => void message.success(t('fleetTaskSequence.serviceTime.saved')),
        onError: () => void message.error(t('fleetTaskSequence.serviceTime.failed')),
      },
    );
  };
  // Only the OK button's text changes; antd merges this into the language's own picker locale.
  const locale = { lang: { ok: t('fleetTaskSequence.serviceTime.apply') } } as TimePickerProps['locale'];

  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text type="secondary" id={labelId}>
        {label}
      </Typography.Text>
      <TimePicker
        aria-labelledby={labelId}
        data-testid="service-time-picker"
        value={pickerValue(point.service_time_parts)}
        format={[t('fleetTaskSequence.serviceTime.displayFormat'), 'HH:mm']}
        // Spelled out: the display format's words ('Jam') would otherwise read as an AM/PM marker.
        use12Hours={false}
        showHour
        showMinute
        showSecond={false}
        showNow={false}
        needConfirm
        allowClear={false}
        locale={locale}
        disabled={update.isPending}
        placeholder={t('fleetTaskSequence.serviceTime.placeholder')}
        onChange={onChange}
        style={{ width: 170 }}
      />
    </Flex>
  );
}
