import { type CatalogueEntry, entry } from './entry';

/** Error codes of the fleet-task rules (packages/domain/src/fleet-task); merged into ERROR_CATALOGUE. */
export const FLEET_TASK_ERRORS = {
  // Proof of a pickup or drop is recorded during the trip only: before the start there is nothing to
  // prove, after the end (or a cancel) the record is closed (fleet-task-planning.md section 4).
  'fleet-task/activity-requires-started': entry(
    400,
    'Aktivitas hanya dapat diselesaikan saat penugasan dalam Perjalanan.',
    'An activity can be completed only while the assignment is on the way.',
  ),
} as const satisfies Record<string, CatalogueEntry>;
