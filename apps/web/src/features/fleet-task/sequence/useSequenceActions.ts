import type {
  ActivityMenuAction,
  FleetTask,
  MovementDirection,
  SequenceActivityResponse,
  SequencePointResponse,
} from '@armada/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActivityActionRequest } from '../activity/ActivityActionHost';
import { attachDeliveryTarget } from '../attach/navigation';
import { type MoveRequest, useMoveActivity } from './api';
import type { CancelTarget } from './CancelActivityModal';
import { refusalMessage } from './server-message';

/** What waits for 'Ubah Urutan Penugasan?': a move, or the way to Attach Delivery. */
type ReorderIntent = { kind: 'move'; move: MoveRequest } | { kind: 'attach' };

/**
 * The card's actions and the dialog each one opens: the row menu (section 4), the arrows and the
 * add-delivery button. With a vendor assigned a change of the route first asks 'Ubah Urutan
 * Penugasan?', because it removes the vendor (section 4, 'Other rules').
 */
export function useSequenceActions(
  task: FleetTask,
  onMoved: (activityId: string) => void,
  /** A vendor picked in the form that the autosave may not have stored yet (issue 26 item 8). */
  vendorPicked = false,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const moveActivity = useMoveActivity(task.id);
  const hasVendor = task.vendor_id !== null || vendorPicked;

  const [reorder, setReorder] = useState<ReorderIntent | null>(null);
  const [removing, setRemoving] = useState<SequenceActivityResponse | null>(null);
  const [transferring, setTransferring] = useState<SequenceActivityResponse | null>(null);
  const [canceling, setCanceling] = useState<CancelTarget | null>(null);
  const [activityAction, setActivityAction] = useState<ActivityActionRequest | null>(null);

  const move = (request: MoveRequest) =>
    moveActivity.mutate(request, {
      onSuccess: () => {
        setReorder(null);
        onMoved(request.activityId);
        if (hasVendor) void message.info(t('fleetTaskSequence.vendorCleared'));
      },
      onError: (error) => {
        setReorder(null);
        void message.error(refusalMessage(error) ?? t('fleetTaskSequence.reorder.failed'));
      },
    });

  const attachPath = () => attachDeliveryTarget(task, query);

  return {
    movePending: moveActivity.isPending,
    reorder,
    removing,
    transferring,
    canceling,
    activityAction,
    onMove(point: SequencePointResponse, activity: SequenceActivityResponse, direction: MovementDirection) {
      if (point.id === null) return;
      const request = { pointId: point.id, activityId: activity.id, direction };
      if (hasVendor) setReorder({ kind: 'move', move: request });
      else move(request);
    },
    onAddDelivery() {
      if (hasVendor) setReorder({ kind: 'attach' });
      else navigate(attachPath());
    },
    confirmReorder() {
      if (reorder?.kind === 'move') move(reorder.move);
      else if (reorder?.kind === 'attach') {
        setReorder(null);
        navigate(attachPath());
      }
    },
    cancelReorder: () => setReorder(null),
    onMenu(action: ActivityMenuAction, point: SequencePointResponse, activity: SequenceActivityResponse) {
      if (action === 'remove') setRemoving(activity);
      else if (action === 'transfer') setTransferring(activity);
      else if (action === 'cancel') setCanceling({ point, activity });
      else setActivityAction({ kind: action, point, activity });
    },
    closeRemove: () => setRemoving(null),
    closeTransfer: () => setTransferring(null),
    closeCancel: () => setCanceling(null),
    closeActivityAction: () => setActivityAction(null),
  };
}

export type SequenceActions = ReturnType<typeof useSequenceActions>;
