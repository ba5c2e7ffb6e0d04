import type { FleetTaskStatus } from '../fleet-task-status';
import type { FleetTask } from '../schemas/fleet-task';

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
