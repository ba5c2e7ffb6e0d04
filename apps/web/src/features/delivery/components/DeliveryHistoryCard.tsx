import type { HistoryEvent } from '@armada/domain';
import { Card, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useDeliveryOrderHistory } from '../../../shared/delivery-order/api';
import { LoadHistoryModal } from '../../../shared/delivery-order/LoadHistoryModal';
import { loadChangeOfEvent } from '../../../shared/delivery-order/load-change-event';
import { HistoryTimeline } from '../../../shared/HistoryModal';
import { LoadError } from '../../../shared/LoadError';

/** Properties that only tie an event to an order for the clients. */
const MACHINE_KEYS = ['delivery_order_uuid'];

/**
 * The order's history, as the shared history modal shows a task's (grouped by day, 'Hari Ini'), on
 * the page itself. A load change opens its 'Perubahan Kuantitas Muatan' modal.
 */
export function DeliveryHistoryCard({ order }: { order: { id: string; number: string } }) {
  const { t } = useTranslation();
  const history = useDeliveryOrderHistory(order.id);
  const timeZone = useCurrentUser().company.time_zone;
  const [loadChangeAt, setLoadChangeAt] = useState<string | null>(null);
  const openLoadChange = (event: HistoryEvent) => setLoadChangeAt(loadChangeOfEvent(event)?.at ?? null);
  let body: ReactNode;
  if (history.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (history.isError) {
    body = (
      <LoadError
        title={t('sharedWidgets.historyModal.loadError')}
        message={history.error.message}
        onRetry={() => void history.refetch()}
      />
    );
  } else {
    body = (
      <HistoryTimeline
        events={history.data}
        timeZone={timeZone}
        hiddenPropertyKeys={MACHINE_KEYS}
        linkTooltip={() => t('deliveryDetail.fleetTask.linkTooltip')}
        onItemClick={openLoadChange}
      />
    );
  }
  return (
    <Card title={t('deliveryDetail.history.title')}>
      {body}
      {loadChangeAt !== null && (
        <LoadHistoryModal deliveryOrder={order} at={loadChangeAt} onClose={() => setLoadChangeAt(null)} />
      )}
    </Card>
  );
}
