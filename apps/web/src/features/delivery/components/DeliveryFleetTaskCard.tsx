import type { DeliveryOrderDetail } from '@armada/domain';
import { Card, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FleetTaskStatusTag } from '../../../shared/FleetTaskStatusTag';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';

/** The fleet task that holds the order now, linked to its page, or a line saying there is none. */
export function DeliveryFleetTaskCard({ fleetTask }: { fleetTask: DeliveryOrderDetail['fleet_task'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('deliveryDetail.fleetTask.title')} size="small">
      {fleetTask ? (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">{t('deliveryDetail.fleetTask.current')}</Typography.Text>
          <Flex gap={8} align="center" wrap>
            <Tooltip title={t('deliveryDetail.fleetTask.linkTooltip')}>
              <Link to={fleetTaskDetailPath(fleetTask.id)}>{fleetTask.number}</Link>
            </Tooltip>
            <FleetTaskStatusTag status={fleetTask.status.name} />
          </Flex>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('deliveryDetail.fleetTask.none')}</Typography.Text>
      )}
    </Card>
  );
}
