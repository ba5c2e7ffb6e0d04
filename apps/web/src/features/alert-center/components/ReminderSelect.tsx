import { BellOutlined } from '@ant-design/icons';
import { REMINDER_INTERVALS, type ReminderInterval } from '@armada/domain';
import { Flex, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertCenterLiveContext } from '../live/AlertCenterLiveProvider';

/** The settings dropdown of the reminder of unresolved urgent alerts (section 2 'Alert Center'). */
export function ReminderSelect() {
  const { t } = useTranslation();
  const labelId = useId();
  // An id of our own: antd's default is 'test-id' under test, which would name the modals too.
  const selectId = useId();
  const { reminder } = useAlertCenterLiveContext();
  return (
    <Flex gap={4} align="center">
      <BellOutlined aria-hidden />
      <span id={labelId} className="alert-reminder-label">
        {t('alertCenter.reminder.label')}
      </span>
      <Select<ReminderInterval>
        id={selectId}
        size="small"
        aria-labelledby={labelId}
        value={reminder.intervalMinutes}
        onChange={reminder.setIntervalMinutes}
        popupMatchSelectWidth={false}
        options={REMINDER_INTERVALS.map((minutes) => ({
          value: minutes,
          label:
            minutes === 0
              ? t('alertCenter.reminder.none')
              : t('alertCenter.reminder.minutes', { count: minutes }),
        }))}
      />
    </Flex>
  );
}
