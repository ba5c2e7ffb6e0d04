import type { FleetTask } from '@armada/domain';

export interface StatusTransitionButtonProps {
  task: FleetTask;
  /** Called with the task as the server answered after a transition. */
  onTransitioned?: (task: FleetTask) => void;
}

/** The header's status-transition control (section 4 'Allowed transitions', 'Transition saves'). */
export function StatusTransitionButton(_props: StatusTransitionButtonProps) {
  return null;
}
