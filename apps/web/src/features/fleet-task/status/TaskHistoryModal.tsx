import type { HistoryEvent } from '@armada/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { LoadHistoryModal } from '../../../shared/delivery-order/LoadHistoryModal';
import { type LoadChangeEventRef, loadChangeOfEvent } from '../../../shared/delivery-order/load-change-event';
import { HistoryModal, type HistoryProperty } from '../../../shared/HistoryModal';
import { useFleetTaskHistory } from './api';

export interface TaskHistoryModalProps {
  taskId: string;
  open: boolean;
  onClose: () => void;
  /**
   * Opens a clickable event's view. By default a load change ('Lihat Perubahan') opens its
   * 'Perubahan Kuantitas Muatan' modal.
   */
  onEventClick?: (event: HistoryEvent) => void;
}

/** Properties that only tie an event to an order for the clients (the spec's History event). */
const MACHINE_KEYS = ['delivery_order_uuid'];

/** The task's history in the shared HistoryModal (section 2 'History modal'). */
export function TaskHistoryModal({ taskId, open, onClose, onEventClick }: TaskHistoryModalProps) {
  const { t } = useTranslation();
  const timeZone = useCurrentUser().company.time_zone;
  const history = useFleetTaskHistory(taskId, open);
  const [loadChange, setLoadChange] = useState<LoadChangeEventRef | null>(null);
  // A link to a task says so ('Lihat Detail Penugasan'); a link to an order's page says that instead.
  const linkTooltip = (property: HistoryProperty) =>
    property.redirect_url?.startsWith('/delivery/')
      ? t('fleetTaskStatus.history.orderLinkTooltip')
      : t('fleetTaskStatus.history.taskLinkTooltip');
  const openLoadChange = (event: HistoryEvent) => setLoadChange(loadChangeOfEvent(event));
  return (
    <>
      <HistoryModal
        open={open}
        onClose={onClose}
        title={t('fleetTaskStatus.history.title')}
        events={history.data}
        loading={history.isFetching && history.data === undefined}
        error={history.isError ? history.error : null}
        onRetry={() => void history.refetch()}
        timeZone={timeZone}
        linkTooltip={linkTooltip}
        hiddenPropertyKeys={MACHINE_KEYS}
        onItemClick={onEventClick ?? openLoadChange}
      />
      {loadChange && (
        <LoadHistoryModal
          deliveryOrder={{ id: loadChange.orderId, number: loadChange.orderNumber ?? '' }}
          at={loadChange.at}
          onClose={() => setLoadChange(null)}
        />
      )}
    </>
  );
}
