import type {
  ActivityMenuAction,
  FleetTask,
  SequenceActivityResponse,
  SequencePointResponse,
} from '@armada/domain';
import { useEffect, useState } from 'react';
import { LoadHistoryModal } from '../../../shared/delivery-order/LoadHistoryModal';
import { AdjustLoadModal } from './AdjustLoadModal';
import { CompleteActivityModal } from './CompleteActivityModal';
import { LoadViewModal } from './LoadViewModal';
import { ProofModal } from './ProofModal';

/** The row-menu action a user chose on an activity of the sequence. */
export interface ActivityActionRequest {
  kind: Extract<ActivityMenuAction, 'complete' | 'view-proof' | 'view-load' | 'adjust-load' | 'load-history'>;
  point: SequencePointResponse;
  activity: SequenceActivityResponse;
}

export interface ActivityActionHostProps {
  task: FleetTask;
  /** The open action, or null when none is open. */
  action: ActivityActionRequest | null;
  onClose: () => void;
  /** After a save (completion, adjustment): the sequence and the task are refreshed by the caller. */
  onDone?: () => void;
}

/**
 * The modals behind an activity's row menu (fleet-task-planning.md section 2 'Modals'): complete a
 * pickup or drop, view the proof, the load view, load adjustment, load-change history.
 */
export function ActivityActionHost({ task, action, onClose, onDone }: ActivityActionHostProps) {
  // The proof's 'Lihat Muatan' turns the open proof into the load view of the same order.
  const [loadViewFromProof, setLoadViewFromProof] = useState(false);
  useEffect(() => {
    if (action === null) setLoadViewFromProof(false);
  }, [action]);
  if (action === null) return null;

  const { point, activity } = action;
  const order = { id: activity.delivery_order.id, number: activity.delivery_order.number };
  const close = () => {
    setLoadViewFromProof(false);
    onClose();
  };
  const done = () => {
    onDone?.();
    close();
  };
  const kind = action.kind === 'view-proof' && loadViewFromProof ? 'view-load' : action.kind;

  switch (kind) {
    case 'complete':
      // A stop with activities is always stored; only START/END placeholders lack an id.
      if (point.id === null) return null;
      return (
        <CompleteActivityModal
          key={activity.id}
          task={task}
          pointId={point.id}
          locationName={point.address?.name ?? null}
          activity={activity}
          onClose={close}
          onDone={done}
        />
      );
    case 'view-proof':
      return (
        <ProofModal
          taskId={task.id}
          activity={activity}
          onClose={close}
          onViewLoad={activity.menu.includes('view-load') ? () => setLoadViewFromProof(true) : undefined}
        />
      );
    case 'view-load':
      return <LoadViewModal deliveryOrder={order} onClose={close} />;
    case 'adjust-load':
      if (point.id === null) return null;
      return (
        <AdjustLoadModal
          key={activity.id}
          taskId={task.id}
          pointId={point.id}
          activity={activity}
          onClose={close}
          onDone={done}
        />
      );
    case 'load-history':
      return <LoadHistoryModal deliveryOrder={order} onClose={close} />;
  }
}
