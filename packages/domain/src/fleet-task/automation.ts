import { DomainError } from '../errors';
import type { FleetTaskStatus } from '../fleet-task-status';
import type { FleetTask } from '../schemas/fleet-task';
import { type FleetTaskFacts, isStatusIn, type SendBy } from './status';

/**
 * Travel-automation outcomes and what the page says of them (fleet-task-planning.md sections 2
 * 'Banners', 4 'Travel automation', 8 'Fetch field errors').
 */

export type AutoStartConflict = 'driver' | 'vehicle' | 'both';

/**
 * Reads a stored auto_start_failed_reason (written by the telemetry's autoStartFailedReason:
 * DRIVER_CONFLICT, VEHICLE_CONFLICT, or both comma-separated); any separator and a combined
 * 'VEHICLE_AND_DRIVER_CONFLICT' are accepted too.
 */
export function autoStartConflict(reason: string | null): AutoStartConflict | null {
  if (!reason) return null;
  const codes = reason.toUpperCase().split(/[^A-Z_]+/);
  const both = codes.some(
    (code) => code === 'VEHICLE_AND_DRIVER_CONFLICT' || code === 'DRIVER_AND_VEHICLE_CONFLICT',
  );
  const driver = both || codes.includes('DRIVER_CONFLICT');
  const vehicle = both || codes.includes('VEHICLE_CONFLICT');
  if (driver && vehicle) return 'both';
  if (driver) return 'driver';
  return vehicle ? 'vehicle' : null;
}

/** Section 2, 'Banners': the automation banners, besides the vendor's answer (bannerFor). */
export type AutomationBanner =
  | 'auto-start-success'
  | 'conflict-driver'
  | 'conflict-vehicle'
  | 'conflict-both'
  | 'overlap-scheduled-geofence'
  | 'overlap-scheduled'
  | 'overlap-started';

export type AutomationFacts = Pick<
  FleetTask,
  'status' | 'vendor_id' | 'auto_start_type' | 'is_auto_started' | 'auto_start_failed_reason' | 'is_overlap'
>;

/**
 * - success: the task was started by the automation and is on its way;
 * - conflict: the automation could not start a scheduled task (its driver or vehicle is busy);
 * - overlap: the geolocations of the route overlap, worded for scheduled with geofence, scheduled
 *   without it, and in progress.
 * None with a vendor: the automation is never available then (travelAutomationAvailability).
 */
export function automationBanners(task: AutomationFacts): AutomationBanner[] {
  if (task.vendor_id !== null) return [];
  const banners: AutomationBanner[] = [];
  if (task.status.name === 'STARTED' && task.is_auto_started) banners.push('auto-start-success');
  const conflict = task.status.name === 'SCHEDULED' ? autoStartConflict(task.auto_start_failed_reason) : null;
  if (conflict) banners.push(`conflict-${conflict}`);
  if (task.is_overlap && task.status.name === 'SCHEDULED') {
    banners.push(task.auto_start_type === 'GEOFENCE' ? 'overlap-scheduled-geofence' : 'overlap-scheduled');
  }
  if (task.is_overlap && task.status.name === 'STARTED') banners.push('overlap-started');
  return banners;
}

/**
 * Section 4: 'Changing to a geofence-overlap scheduled task shows the alert PERHATIAN! Automasi
 * perjalanan akan dinonaktifkan' in the status-change confirmation. Read as: scheduling a task whose
 * geolocations overlap (the automation cannot run on it), and moving a task whose automation is on
 * anywhere but Dijadwalkan (a cancel clears it on the server; a manual start leaves it nothing to do).
 */
export function showsAutomationOffAlert(
  task: Pick<FleetTask, 'is_overlap' | 'auto_start_type'>,
  target: FleetTaskStatus,
): boolean {
  if (target === 'SCHEDULED') return task.is_overlap;
  return task.auto_start_type === 'GEOFENCE';
}

/** Section 4, 'Travel automation': the statuses in which the automation button is hidden. */
const AUTOMATION_HIDDEN_STATUSES: readonly FleetTaskStatus[] = [
  'TEMPORARY',
  'STARTED',
  'ENDED',
  'WAITING_FOR_VENDOR',
  'REJECTED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'CANCELED',
];

export type TravelAutomationAvailability = 'hidden' | 'unavailable' | 'available';

/**
 * Section 4, 'Travel automation': hidden when creating (TEMPORARY), when a vendor is set, or in the
 * statuses above; shown but unavailable when the geolocations overlap (`is_overlap`) or when the task
 * is being sent to a vendor that is not chosen yet.
 */
export function travelAutomationAvailability(task: TravelAutomationSubject): TravelAutomationAvailability {
  if (task.hasVendor || isStatusIn(task.status, AUTOMATION_HIDDEN_STATUSES)) return 'hidden';
  if (task.isOverlap || task.sendBy === 'VENDOR') return 'unavailable';
  return 'available';
}

/**
 * What the automation button does (section 4, 'Travel automation'):
 * - 'disable': it is on (GEOFENCE); confirm, then auto_start_type null;
 * - 'schedule': from Draf; confirm, then transition to SCHEDULED with auto_start_type GEOFENCE;
 * - 'enable-confirm': Dijadwalkan and the start equals the first pickup; confirm, then GEOFENCE;
 * - 'enable': Dijadwalkan otherwise; GEOFENCE at once.
 * Null where the button is not offered.
 */
export type TravelAutomationAction = 'disable' | 'schedule' | 'enable-confirm' | 'enable';

export function travelAutomationAction(task: {
  status: FleetTaskStatus;
  autoStartType: 'GEOFENCE' | null;
  isStartAndFirstPointSame: boolean;
}): TravelAutomationAction | null {
  if (task.status !== 'DRAFT' && task.status !== 'SCHEDULED') return null;
  if (task.autoStartType === 'GEOFENCE') return 'disable';
  if (task.status === 'DRAFT') return 'schedule';
  return task.isStartAndFirstPointSame ? 'enable-confirm' : 'enable';
}

/** What decides whether the automation can be on: the task's facts, overlap and send mode. */
export type TravelAutomationSubject = Pick<FleetTaskFacts, 'status' | 'hasVendor'> & {
  isOverlap: boolean;
  sendBy?: SendBy;
};

/**
 * Section 4, 'Travel automation': GEOFENCE may be set only on a task that is (or is being moved to)
 * Dijadwalkan and where the button is available; a Draf gets it with its move to SCHEDULED, a
 * Dijadwalkan task by a PATCH. The one check of the status transition and of the field update.
 */
export function travelAutomationRefusal(
  task: TravelAutomationSubject,
  statusAfter: FleetTaskStatus,
): DomainError | null {
  if (statusAfter === 'SCHEDULED' && travelAutomationAvailability(task) === 'available') return null;
  return new DomainError('fleet-task/travel-automation-unavailable', {
    fields: [{ field: 'auto_start_type', code: 'invalid-value' }],
  });
}
