import { ArrowLeftOutlined } from '@ant-design/icons';
import type { DriverTaskDetail } from '@armada/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DetailNotFound } from '../../../shared/DetailPageStates';
import { driverTaskPath } from '../../../shared/paths/driver';
import { findActivity, type LocatedActivity } from '../api';
import { queuedFor, useOutbox } from '../outbox/OutboxProvider';
import { DriverTaskUnavailable } from '../task/DriverTaskUnavailable';
import { useDriverTaskOffline } from '../task/useDriverTaskOffline';
import { CompletionForm } from './CompletionForm';

/** Why the form is not offered for this activity, or null when it is. */
function blockedReason(task: DriverTaskDetail, located: LocatedActivity, queued: boolean) {
  if (located.activity.status === 'COMPLETED') return 'driver.complete.alreadyDone' as const;
  if (queued) return 'driver.complete.alreadyQueued' as const;
  if (task.status !== 'STARTED') return 'driver.complete.notStarted' as const;
  return null;
}

/** `/driver/task/:id/activity/:activityId`: complete a pickup or drop; saving puts it in the outbox. */
export function DriverCompletePage() {
  const { id = '', activityId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items } = useOutbox();
  const { query, task } = useDriverTaskOffline(id);

  if (!task) return <DriverTaskUnavailable query={query} loadFailedTitle={t('driver.complete.loadFailed')} />;

  const located = findActivity(task, activityId);
  if (!located) {
    return (
      <DetailNotFound
        title={t('driver.complete.notFound')}
        hint={t('driver.complete.notFoundHint')}
        backTo={driverTaskPath(task.id)}
      />
    );
  }
  const blocked = blockedReason(task, located, queuedFor(items, activityId) !== undefined);
  const title =
    located.activity.type === 'PICKUP'
      ? t('fleetTaskActivity.complete.titlePickup')
      : t('fleetTaskActivity.complete.titleDrop');

  return (
    <Flex vertical gap={12}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ alignSelf: 'flex-start', minHeight: 48 }}
        onClick={() => navigate(driverTaskPath(task.id))}
      >
        {t('common.back')}
      </Button>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {[located.activity.delivery_order.number, located.stop.address?.name].filter(Boolean).join(' · ')}
      </Typography.Text>
      {blocked ? (
        <Alert type="info" showIcon title={t(blocked)} />
      ) : (
        <CompletionForm task={task} located={located} />
      )}
    </Flex>
  );
}
