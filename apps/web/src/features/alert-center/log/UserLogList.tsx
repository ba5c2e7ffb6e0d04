import { formatDateTime } from '@armada/domain';
import { Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { UserLogDay } from './log-api';

const KNOWN_TYPES = [
  'Read',
  'Resolve',
  'FalseAlert',
  'Feedback',
  'RevertResolve',
  'RevertFalseAlert',
  'Call',
];

/** The alert's user logs, newest first: who did what and when, with the reason or note they gave. */
export function UserLogList({ days, timeZone }: { days: UserLogDay[]; timeZone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const logs = days.flatMap((day) => day.logs);
  if (logs.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notificationLog.detail.noLogs')} />;
  return (
    <List
      size="small"
      dataSource={logs}
      renderItem={(log) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                {KNOWN_TYPES.includes(log.typeField)
                  ? t(
                      `notificationLog.detail.logTypes.${log.typeField}` as 'notificationLog.detail.logTypes.Read',
                    )
                  : log.typeField}{' '}
                · {log.user?.fullname ?? t('notificationLog.detail.system')}
              </>
            }
            description={
              <>
                <Typography.Text type="secondary">
                  {formatDateTime(log.createdOn, timeZone, language)}
                </Typography.Text>
                {log.data && <Typography.Paragraph style={{ margin: 0 }}>{log.data}</Typography.Paragraph>}
                {log.note && <Typography.Paragraph style={{ margin: 0 }}>{log.note}</Typography.Paragraph>}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
