import { DomainError } from '../errors';
import type { ActivityStatus, ActivityType, FleetTaskStatus } from '../fleet-task-status';

/**
 * Completing a pickup or a drop (POST .../activity/{activityId}/complete), fleet-task-planning.md
 * section 4 ('Activity row menu', 'Other rules') and section 5 ('Complete-activity form').
 */
export interface ActivityCompletionSubject {
  taskStatus: FleetTaskStatus;
  activityType: ActivityType;
  /** The task's actual departure (set when it started); null if unknown, then not checked. */
  actualDepartureOn: string | Date | null;
  /** For a drop: the pickup of the same order (and transit leg). */
  relatedPickup?: { status: ActivityStatus; completedOn: string | Date | null } | null;
  /** The time the form sends. */
  completedOn: string | Date;
}

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The error a completion must be refused with, or null:
 * - only on the way ('Selesaikan': only in Perjalanan): fleet-task/activity-requires-started;
 * - a drop before its pickup: invalid/pickup-must-be-completed;
 * - a pickup time before the actual departure, or a drop time before its pickup's time:
 *   invalid/invalid-fields with completed_on invalid (the web words it by the activity's type:
 *   'Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan' or 'Waktu Pengiriman tidak boleh
 *   kurang dari Waktu Pengambilan').
 * Re-saving the proof of a completed activity is not refused here: the form edits it (section 5,
 * 'The Save button is enabled only if something changed').
 */
export function checkActivityCompletion(subject: ActivityCompletionSubject): DomainError | null {
  if (subject.taskStatus !== 'STARTED') return new DomainError('fleet-task/activity-requires-started');
  const completedOn = time(subject.completedOn);
  let earliest: string | Date | null = subject.actualDepartureOn;
  if (subject.activityType === 'DROP') {
    const pickup = subject.relatedPickup;
    if (pickup?.status !== 'COMPLETED') return new DomainError('invalid/pickup-must-be-completed');
    earliest = pickup.completedOn;
  }
  if (earliest !== null && completedOn < time(earliest)) {
    return new DomainError('invalid/invalid-fields', {
      fields: [{ field: 'completed_on', code: 'invalid-value' }],
    });
  }
  return null;
}
