import { ReloadOutlined } from '@ant-design/icons';
import type { HistoryEvent } from '@armada/domain';
import { Alert, Button, Card, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useCurrentUser } from '../../../app/session/session-context';
import { groupByDay } from '../../../shared/HistoryModal';
import { HistoryEventItem } from '../../../shared/HistoryModal/HistoryEventItem';
import { LoadHistoryModal } from '../../fleet-task/activity/LoadHistoryModal';
import { loadChangeOfEvent } from '../../fleet-task/activity/load-change-event';
import { useDeliveryOrderHistory } from '../api';

/** Properties that only tie an event to an order for the clients. */
const MACHINE_KEYS = ['delivery_order_uuid'];

function HistoryTimeline({
  events,
  onItemClick,
}: {
  events: HistoryEvent[];
  onItemClick: (event: HistoryEvent) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const headingPrefix = useId();
  if (events.length === 0) return <Empty description={t('sharedWidgets.historyModal.empty')} />;
  const days = groupByDay(events, new Date(), timeZone, language);
  const linkTooltip = () => t('deliveryDetail.fleetTask.linkTooltip');
  return (
    <Flex vertical gap={16}>
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`${headingPrefix}-${day.key}`}>
          <Typography.Title
            level={2}
            id={`${headingPrefix}-${day.key}`}
            style={{ fontSize: 14, marginTop: 0 }}
          >
            {day.label}
          </Typography.Title>
          <Timeline
            items={day.events.map((event) => ({
              key: event.id,
              color: event.has_badge ? 'blue' : 'gray',
              content: (
                <HistoryEventItem
                  event={event}
                  timeZone={timeZone}
                  language={language}
                  hiddenPropertyKeys={MACHINE_KEYS}
                  linkTooltip={linkTooltip}
                  onItemClick={onItemClick}
                />
              ),
            }))}
          />
        </section>
      ))}
    </Flex>
  );
}

/**
 * The order's history, as the shared history modal shows a task's (grouped by day, 'Hari Ini'), on
 * the page itself. A load change opens its 'Perubahan Kuantitas Muatan' modal.
 */
export function DeliveryHistoryCard({ order }: { order: { id: string; number: string } }) {
  const { t } = useTranslation();
  const history = useDeliveryOrderHistory(order.id);
  const [loadChangeAt, setLoadChangeAt] = useState<string | null>(null);
  const openLoadChange = (event: HistoryEvent) => setLoadChangeAt(loadChangeOfEvent(event)?.at ?? null);
  let body: ReactNode;
  if (history.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (history.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('sharedWidgets.historyModal.loadError')}
        description={history.error.message}
        action={
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else body = <HistoryTimeline events={history.data} onItemClick={openLoadChange} />;
  return (
    <Card title={t('deliveryDetail.history.title')}>
      {body}
      {loadChangeAt !== null && (
        <LoadHistoryModal deliveryOrder={order} at={loadChangeAt} onClose={() => setLoadChangeAt(null)} />
      )}
    </Card>
  );
}
