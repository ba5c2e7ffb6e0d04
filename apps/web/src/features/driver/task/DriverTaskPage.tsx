import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatDateTime } from '@armada/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { FleetTaskStatusTag } from '../../../shared/FleetTaskStatusTag';
import { DRIVER_PATH } from '../../../shared/paths/driver';
import { useOutbox } from '../outbox/OutboxProvider';
import { DriverStopCard } from './DriverStopCard';
import { DriverTaskUnavailable } from './DriverTaskUnavailable';
import { TransitionButtons } from './TransitionButtons';
import { useDriverTaskOffline } from './useDriverTaskOffline';

/** `/driver/task/:id`: the trip's buttons and its stops in order, each with its pickups and drops. */
export function DriverTaskPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const timeZone = useCurrentUser().company.time_zone;
  const { items } = useOutbox();
  const { query, task, fromCopy } = useDriverTaskOffline(id);

  if (!task) return <DriverTaskUnavailable query={query} loadFailedTitle={t('driver.task.loadFailed')} />;

  const started = task.status === 'STARTED';
  return (
    <Flex vertical gap={12}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ alignSelf: 'flex-start', minHeight: 48 }}
        onClick={() => navigate(DRIVER_PATH)}
      >
        {t('driver.task.backToList')}
      </Button>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {task.number}
        </Typography.Title>
        <FleetTaskStatusTag status={task.status} />
      </Flex>
      <Typography.Text>
        {[task.vehicle?.license_plate, [task.origin_city, task.destination_city].filter(Boolean).join(' → ')]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      {task.expected_departure_on && (
        <Typography.Text type="secondary">
          {t('driver.list.departure', {
            time: formatDateTime(task.expected_departure_on, timeZone, language),
          })}
        </Typography.Text>
      )}
      {fromCopy && <Alert type="info" showIcon title={t('driver.task.offlineCopy')} />}
      {!fromCopy && <TransitionButtons task={task} />}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('driver.task.stops')}
      </Typography.Title>
      {task.stops.map((stop, index) => (
        <DriverStopCard
          key={stop.id ?? `${stop.type}-${index}`}
          taskId={task.id}
          stop={stop}
          index={index}
          started={started}
          queue={items}
        />
      ))}
    </Flex>
  );
}
