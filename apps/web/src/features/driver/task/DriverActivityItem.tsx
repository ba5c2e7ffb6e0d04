import { CheckCircleOutlined } from '@ant-design/icons';
import { type DriverActivity, formatDateTime } from '@armada/domain';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { driverActivityPath } from '../../../shared/paths/driver';
import type { OutboxItem } from '../outbox/outbox-store';
import { DriverProofModal } from './DriverProofModal';

interface DriverActivityItemProps {
  taskId: string;
  activity: DriverActivity;
  /** The task is on its way (Perjalanan): only then can an activity be completed. */
  started: boolean;
  /** The completion saved on the phone and not yet taken by the server. */
  queued: OutboxItem | undefined;
}

/** A pickup or drop at a stop: order, customer, loads, and what the driver can do with it now. */
export function DriverActivityItem({ taskId, activity, started, queued }: DriverActivityItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const navigate = useNavigate();
  const [proofOpen, setProofOpen] = useState(false);
  const type = t(`fleetTaskActivity.type.${activity.type}`);
  const order = activity.delivery_order;
  const completed = activity.status === 'COMPLETED';

  // Waiting in the phone's queue wins over the server's 'Selesai': the page can refetch the task
  // (the network back, another tab) between the server taking the item and the item leaving the
  // queue, and the activity then agrees with the banner that still counts it.
  // A refused item over an activity completed anyway (by the dispatcher) no longer matters to it.
  const shownQueued = queued && (queued.state !== 'refused' || !completed) ? queued : undefined;
  let action: React.ReactNode = null;
  if (shownQueued) {
    action = (
      <Tag color={shownQueued.state === 'refused' ? 'error' : 'gold'}>
        {shownQueued.state === 'refused' ? t('driver.task.refused') : t('driver.task.waiting')}
      </Tag>
    );
  } else if (completed) {
    action = (
      <Flex vertical gap={6}>
        <Flex gap={8} align="center" wrap>
          <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
            {t('driver.task.done')}
          </Tag>
          {activity.completed_on && (
            <Typography.Text type="secondary">
              {formatDateTime(activity.completed_on, timeZone, language)}
            </Typography.Text>
          )}
        </Flex>
        <Button block style={{ minHeight: 48 }} onClick={() => setProofOpen(true)}>
          {t('driver.task.viewProof')}
        </Button>
      </Flex>
    );
  } else if (started) {
    action = (
      <Button
        type="primary"
        block
        style={{ minHeight: 48 }}
        onClick={() => navigate(driverActivityPath(taskId, activity.id))}
      >
        {t('driver.task.complete')}
      </Button>
    );
  }

  return (
    <section
      aria-label={`${type} ${order.number}`}
      style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 8 }}
    >
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" wrap>
          <Tag color={activity.type === 'PICKUP' ? 'blue' : 'purple'}>{type}</Tag>
          <Typography.Text strong>{order.number}</Typography.Text>
        </Flex>
        <Typography.Text>
          {t('driver.task.customer')}: {order.customer_name}
        </Typography.Text>
        {order.loads.length > 0 && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('driver.task.loads')}>
            {order.loads.map((load) => (
              <li key={load.id}>
                {load.product_name}: {load.quantity} {load.uom}
              </li>
            ))}
          </ul>
        )}
        {action}
      </Flex>
      {proofOpen && <DriverProofModal activity={activity} onClose={() => setProofOpen(false)} />}
    </section>
  );
}
