import type { FleetTask } from '@armada/domain';

/** The status wizard of fleet-task-planning.md section 2, built on the shared StepWizard. */
export function FleetTaskStatusWizard(_props: { task: FleetTask }) {
  return null;
}
