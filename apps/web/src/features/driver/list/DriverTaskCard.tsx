import { CarOutlined, ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { type DriverTaskSummary, formatDateTime } from '@armada/domain';
import { Card, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { FleetTaskStatusTag } from '../../../shared/FleetTaskStatusTag';
import { driverTaskPath } from '../../../shared/paths/driver';

/** One task of the driver's list: the whole card opens the task. */
export function DriverTaskCard({ task, timeZone }: { task: DriverTaskSummary; timeZone: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const route = [task.origin_city, task.destination_city].filter(Boolean).join(' → ');
  const percent = task.activity_count > 0 ? (task.completed_activity_count / task.activity_count) * 100 : 0;
  return (
    <Link to={driverTaskPath(task.id)} aria-label={t('driver.list.open', { number: task.number })}>
      <Card hoverable size="small" data-testid="driver-task-card">
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {task.number}
            </Typography.Text>
            <FleetTaskStatusTag status={task.status} />
          </Flex>
          <Typography.Text>
            <CarOutlined aria-hidden /> {task.vehicle?.license_plate ?? t('driver.list.noVehicle')}
          </Typography.Text>
          {route && (
            <Typography.Text>
              <EnvironmentOutlined aria-hidden /> {route}
            </Typography.Text>
          )}
          {task.expected_departure_on && (
            <Typography.Text type="secondary">
              <ClockCircleOutlined aria-hidden />{' '}
              {t('driver.list.departure', {
                time: formatDateTime(task.expected_departure_on, timeZone, language),
              })}
            </Typography.Text>
          )}
          <Flex align="center" gap={8}>
            <Progress percent={percent} showInfo={false} size="small" style={{ flex: 1, margin: 0 }} />
            <Typography.Text>
              {t('driver.list.progress', { done: task.completed_activity_count, total: task.activity_count })}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
