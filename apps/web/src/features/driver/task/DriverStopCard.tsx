import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import type { DriverStop } from '@armada/domain';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { queuedFor } from '../outbox/OutboxProvider';
import type { OutboxItem } from '../outbox/outbox-store';
import { DriverActivityItem } from './DriverActivityItem';

/** Google Maps' directions link: on Android it opens the maps app with the route to the stop. */
export function navigationUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

interface DriverStopCardProps {
  taskId: string;
  stop: DriverStop;
  index: number;
  started: boolean;
  queue: readonly OutboxItem[];
}

/** One stop of the route: where, whom to call, how to get there, and its pickups and drops. */
export function DriverStopCard({ taskId, stop, index, started, queue }: DriverStopCardProps) {
  const { t } = useTranslation();
  const address = stop.address;
  const fallback = stop.type === 'START' ? t('driver.task.stopStart') : t('driver.task.stopEnd');
  const name = address?.name ?? fallback;
  return (
    <Card size="small" title={`${index + 1}. ${name}`} role="region" aria-label={name}>
      <Flex vertical gap={8}>
        {address && (
          <>
            <Typography.Text>{address.full_name}</Typography.Text>
            {(address.contact_name || address.contact_phone) && (
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary">{t('driver.task.contact')}:</Typography.Text>
                {address.contact_name && <Typography.Text>{address.contact_name}</Typography.Text>}
                {address.contact_phone && (
                  <a
                    href={`tel:${address.contact_phone}`}
                    style={{ minHeight: 48, display: 'inline-flex', alignItems: 'center' }}
                  >
                    <PhoneOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
                    {address.contact_phone}
                  </a>
                )}
              </Flex>
            )}
            <Button
              href={navigationUrl(address.latitude, address.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              icon={<EnvironmentOutlined aria-hidden />}
              block
              style={{ minHeight: 48 }}
            >
              {t('driver.task.navigate')}
            </Button>
          </>
        )}
        {stop.activities.map((activity) => (
          <DriverActivityItem
            key={activity.id}
            taskId={taskId}
            activity={activity}
            started={started}
            queued={queuedFor(queue, activity.id)}
          />
        ))}
      </Flex>
    </Card>
  );
}
