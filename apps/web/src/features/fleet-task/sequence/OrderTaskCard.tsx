import { PlusOutlined } from '@ant-design/icons';
import {
  canAddDelivery,
  type FleetTask,
  type FleetTaskSequence,
  fleetTaskFacts,
  formatVolume,
  formatWeight,
  isEditable,
  serviceTimeReadOnly,
} from '@armada/domain';
import { Button, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { LoadError } from '../../../shared/LoadError';
import { useDeferredArrival } from '../../../shared/useDeferredArrival';
import { useLatestCallback } from '../../../shared/useLatestCallback';
import { ActivityActionHost } from '../activity/ActivityActionHost';
import { activityColumnKeys } from './activity-columns';
import { useFleetTaskSequence, useSequenceChanged } from './api';
import { CancelActivityModal } from './CancelActivityModal';
import { RemoveDeliveryModal } from './RemoveDeliveryModal';
import { ReorderConfirmModal } from './ReorderConfirmModal';
import { SequenceView } from './SequenceView';
import { TransferWizard } from './transfer/TransferWizard';
import { type SequenceActions, useSequenceActions } from './useSequenceActions';
import { useSequenceHash } from './useSequenceHash';
import { useTaskStateReset } from './useTaskStateReset';

function Totals({ task, sequence }: { task: FleetTask; sequence: FleetTaskSequence | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={12} sm={8}>
        <Statistic
          data-testid="order-weight"
          title={t('fleetTaskSequence.card.totalWeight')}
          value={formatWeight(sequence?.current_total_weight ?? task.current_total_weight, language)}
        />
      </Col>
      <Col xs={12} sm={8}>
        <Statistic
          data-testid="order-volume"
          title={t('fleetTaskSequence.card.totalVolume')}
          value={formatVolume(sequence?.current_total_volume ?? task.current_total_volume, language)}
        />
      </Col>
    </Row>
  );
}

function RouteDialogs({
  task,
  timeZone,
  actions,
}: {
  task: FleetTask;
  timeZone: string;
  actions: SequenceActions;
}) {
  const routeChanged = useSequenceChanged();
  return (
    <>
      <ReorderConfirmModal
        open={actions.reorder !== null}
        pending={actions.movePending}
        onConfirm={actions.confirmReorder}
        onCancel={actions.cancelReorder}
      />
      <RemoveDeliveryModal task={task} activity={actions.removing} onClose={actions.closeRemove} />
      <TransferWizard
        task={task}
        timeZone={timeZone}
        activity={actions.transferring}
        onClose={actions.closeTransfer}
      />
      <CancelActivityModal task={task} target={actions.canceling} onClose={actions.closeCancel} />
      <ActivityActionHost
        task={task}
        action={actions.activityAction}
        onClose={actions.closeActivityAction}
        onDone={() => routeChanged(task.id)}
      />
    </>
  );
}

/**
 * The 'Order task' card (section 2): the add-delivery button, the totals in Kg and Cbm, and the
 * route sequence with each point's activities, their row menu and the dialogs behind it.
 */
export function OrderTaskCard({ task, vendorPicked = false }: { task: FleetTask; vendorPicked?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const timeZone = user.company.time_zone;
  const sequence = useFleetTaskSequence(task.id);
  const data = sequence.data;
  const shown = useDeferredArrival(data !== undefined);
  // Once the points are on screen, not when the answer comes: they render after it (deferred).
  const { highlightedId, markMoved } = useSequenceHash(data !== undefined && shown);
  const actions = useSequenceActions(task, markMoved, vendorPicked);
  const onMove = useLatestCallback(actions.onMove);
  const onMenu = useLatestCallback(actions.onMenu);
  useTaskStateReset(task.id);

  const facts = fleetTaskFacts(task);
  const columnKeys = useMemo(
    () => (data ? activityColumnKeys(task, data, user.scopes) : []),
    [task, data, user.scopes],
  );
  const hasStops = data?.points.some((point) => point.activities.length > 0) ?? false;

  return (
    <Card
      title={t('fleetTaskSequence.card.title')}
      data-testid="order-task-card"
      extra={
        canAddDelivery(facts) && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={actions.onAddDelivery}>
            {t('fleetTaskSequence.card.addDelivery')}
          </Button>
        )
      }
    >
      <Totals task={task} sequence={data} />
      {sequence.isError && (
        <LoadError
          title={t('fleetTaskSequence.card.loadFailed')}
          message={sequence.error.message}
          onRetry={() => void sequence.refetch()}
        />
      )}
      {(sequence.isPending || (data && !shown)) && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && !hasStops && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('fleetTaskSequence.card.noDelivery')}
          style={{ marginBottom: 16 }}
        />
      )}
      {data && shown && (
        <SequenceView
          sequence={data}
          taskId={task.id}
          timeZone={timeZone}
          columnKeys={columnKeys}
          serviceTimeReadOnly={serviceTimeReadOnly(facts) || !isEditable(facts)}
          highlightedId={highlightedId}
          movePending={actions.movePending}
          onMove={onMove}
          onMenu={onMenu}
        />
      )}
      <RouteDialogs task={task} timeZone={timeZone} actions={actions} />
    </Card>
  );
}
