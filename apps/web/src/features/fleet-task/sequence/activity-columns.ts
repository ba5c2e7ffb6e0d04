import {
  type FleetTask,
  type FleetTaskSequence,
  fleetTaskFacts,
  isEditable,
  showsOrderReferenceColumn,
} from '@armada/domain';

/** The columns of the activity table (fleet-task-planning.md section 2, 'Activity table per point'). */
export type ActivityColumnKey =
  | 'move'
  | 'doNumber'
  | 'activity'
  | 'shipmentNumber'
  | 'reference'
  | 'orderReference'
  | 'status'
  | 'customer'
  | 'location'
  | 'target'
  | 'actualTime'
  | 'weight'
  | 'volume'
  | 'actions';

const ALL_COLUMNS: readonly ActivityColumnKey[] = [
  'move',
  'doNumber',
  'activity',
  'shipmentNumber',
  'reference',
  'orderReference',
  'status',
  'customer',
  'location',
  'target',
  'actualTime',
  'weight',
  'volume',
  'actions',
];

/**
 * Which columns show: the spec says only that they 'depend on status', so each column is tied to
 * the rule that makes it meaningful, taken from the domain or from the server's own answer:
 * - the arrows while the sequence can be edited (isEditable; the server sends movements only then);
 * - the order reference with a tms-integration-accurate scope (showsOrderReferenceColumn);
 * - the processing status and the actual time once the trip runs or ran (only a started task can
 *   have a completed activity);
 * - the actions when the server gave some row a menu (none on a cancelled task).
 * The domain has no rule naming the columns per status; see the report of issue #7.
 */
export function activityColumnKeys(
  task: FleetTask,
  sequence: FleetTaskSequence,
  scopes: readonly string[],
): ActivityColumnKey[] {
  const facts = fleetTaskFacts(task);
  // Perjalanan leads only to Selesai, so these two are the statuses a trip has run in.
  const started = task.status.name === 'STARTED' || task.status.name === 'ENDED';
  const anyMenu = sequence.points.some((point) => point.activities.some((row) => row.menu.length > 0));
  const shown: Record<ActivityColumnKey, boolean> = {
    move: isEditable(facts),
    doNumber: true,
    activity: true,
    shipmentNumber: true,
    reference: true,
    orderReference: showsOrderReferenceColumn(scopes),
    status: started,
    customer: true,
    location: true,
    target: true,
    actualTime: started,
    weight: true,
    volume: true,
    actions: anyMenu,
  };
  return ALL_COLUMNS.filter((key) => shown[key]);
}
