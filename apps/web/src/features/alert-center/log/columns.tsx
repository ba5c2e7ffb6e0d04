import { alertDetailParam, formatDateTime } from '@armada/domain';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { ListTableColumn } from '../../../shared/ListTable';
import { notificationDetailPath } from '../../../shared/paths/alert-center';
import type { LogAlert } from './log-api';
import { LOG_FIELDS } from './log-query';

export const detailPathOf = (alert: LogAlert) => notificationDetailPath(alertDetailParam(alert));

/** The read, resolved and false-alert flags as tags (unread is the one worth noticing). */
export function AlertFlagTags({
  alert,
}: {
  alert: Pick<LogAlert, 'isRead' | 'isResolved' | 'isFalseAlert'>;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap="wrap">
      <Tag color={alert.isRead ? 'default' : 'blue'}>
        {alert.isRead ? t('notificationLog.flags.read') : t('notificationLog.flags.unread')}
      </Tag>
      {alert.isResolved && <Tag color="green">{t('notificationLog.flags.resolved')}</Tag>}
      {alert.isFalseAlert && <Tag color="orange">{t('notificationLog.flags.falseAlert')}</Tag>}
    </Flex>
  );
}

export function UrgencyTag({ isUrgent }: { isUrgent: boolean }) {
  const { t } = useTranslation();
  return isUrgent ? (
    <Tag color="red">{t('notificationLog.urgency.urgent')}</Tag>
  ) : (
    <Tag color="gold">{t('notificationLog.urgency.important')}</Tag>
  );
}

/** The log's columns; only the time sorts, the one order `rawAlerts` offers (createdOn asc or desc). */
export function useLogColumns(timeZone: string): ListTableColumn<LogAlert>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const nameOf = (alert: LogAlert) => (language === 'id' ? alert.descriptionIdn : alert.descriptionEng);
  return [
    {
      title: t('notificationLog.columns.time'),
      dataIndex: 'createdOn',
      sortKey: LOG_FIELDS.createdOn,
      width: 170,
      render: (_value, alert) => (
        <Link
          to={detailPathOf(alert)}
          aria-label={t('notificationLog.openDetail', {
            name: nameOf(alert),
            plate: alert.licensePlate ?? '',
          })}
        >
          {formatDateTime(alert.createdOn, timeZone, language)}
        </Link>
      ),
    },
    {
      title: t('notificationLog.columns.name'),
      key: 'code',
      render: (_value, alert) => (
        <Flex gap={8} align="center">
          <img src={alert.iconUrl} alt="" width={24} height={24} style={{ flex: 'none' }} />
          <Flex vertical>
            <Typography.Text>
              {alert.alertCode} · {nameOf(alert)}
            </Typography.Text>
            {alert.formattedAlertData && (
              <Typography.Text type="secondary">{alert.formattedAlertData}</Typography.Text>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('notificationLog.columns.urgency'),
      key: 'urgency',
      render: (_value, alert) => <UrgencyTag isUrgent={alert.isUrgent} />,
    },
    { title: t('notificationLog.columns.plate'), dataIndex: 'licensePlate', render: (plate) => plate ?? '-' },
    {
      title: t('notificationLog.columns.driver'),
      key: 'driver',
      render: (_value, alert) => alert.driver?.fullname ?? t('notificationLog.noDriver'),
    },
    {
      title: t('notificationLog.columns.address'),
      dataIndex: 'address',
      // One line with the whole address on hover and in the detail, so the flags stay in view.
      ellipsis: { showTitle: true },
      width: 220,
      render: (address) => address ?? '-',
    },
    {
      title: t('notificationLog.columns.flags'),
      key: 'flags',
      render: (_value, alert) => <AlertFlagTags alert={alert} />,
    },
  ];
}
