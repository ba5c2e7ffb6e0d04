export interface TaskHistoryModalProps {
  taskId: string;
  open: boolean;
  onClose: () => void;
}

/** The task's history in the shared HistoryModal (section 2 'History modal'). */
export function TaskHistoryModal(_props: TaskHistoryModalProps) {
  return null;
}
