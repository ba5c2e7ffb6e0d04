import type {
  ActivityMenuAction,
  FleetTask,
  SequenceActivityResponse,
  SequencePointResponse,
} from '@armada/domain';

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
export function ActivityActionHost(_props: ActivityActionHostProps) {
  return null;
}
