import type { FleetTaskStatus } from '../fleet-task-status';
import { FLEET_TASK_STATUS_LABELS, type FleetTaskStatusLabel, isStatusIn } from './status';

/**
 * The status wizard of the detail page (fleet-task-planning.md section 2, 'Status wizard'), fed to
 * the shared Step wizard (alert-center-and-platform.md section 2: items with a key, a step is active
 * when its key equals the active key, earlier steps are done). A step's key is its status id; its
 * label is the status name (status.ts); sub-labels (times) are the page's.
 */
export interface WizardStep {
  key: FleetTaskStatus;
  label: FleetTaskStatusLabel;
}

export interface WizardSubject {
  status: FleetTaskStatus;
  hasVendor: boolean;
  visitedStatuses: readonly FleetTaskStatus[];
}

const STANDARD_PATH: readonly FleetTaskStatus[] = ['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED'];

const VENDOR_STATUSES: readonly FleetTaskStatus[] = [
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'REJECTED_BY_VENDOR',
];

/**
 * The vendor path is taken with a vendor, and also without one once the task has been with a vendor
 * (a rejected task whose vendor was cleared still shows where it has been).
 */
function onVendorPath(task: WizardSubject): boolean {
  return (
    task.hasVendor ||
    isStatusIn(task.status, VENDOR_STATUSES) ||
    task.visitedStatuses.some((status) => isStatusIn(status, VENDOR_STATUSES))
  );
}

/**
 * Vendor path: Draf, Menunggu Vendor, the vendor's answer, Dijadwalkan, Perjalanan, Selesai. The answer
 * is one step: 'Ditolak' while the task is rejected, otherwise 'Diterima Vendor' (the answer reached,
 * or the one the path goes on with while it is awaited).
 */
function vendorPath(status: FleetTaskStatus): FleetTaskStatus[] {
  const answer: FleetTaskStatus =
    status === 'REJECTED_BY_VENDOR' ? 'REJECTED_BY_VENDOR' : 'ACCEPTED_BY_VENDOR';
  return ['DRAFT', 'WAITING_FOR_VENDOR', answer, 'SCHEDULED', 'STARTED', 'ENDED'];
}

/** A cancelled task shows only the statuses it went through, each once, then Dibatalkan. */
function cancelledPath(visited: readonly FleetTaskStatus[]): FleetTaskStatus[] {
  const path = visited.filter(
    (status, index) => status !== 'TEMPORARY' && status !== 'CANCELED' && visited.indexOf(status) === index,
  );
  return [...path, 'CANCELED'];
}

export function wizardSteps(task: WizardSubject): WizardStep[] {
  let path: readonly FleetTaskStatus[];
  if (task.status === 'CANCELED') path = cancelledPath(task.visitedStatuses);
  else if (onVendorPath(task)) path = vendorPath(task.status);
  else path = STANDARD_PATH;
  return path.map((key) => ({ key, label: FLEET_TASK_STATUS_LABELS[key] }));
}

/** The active step: the status itself; the task being created (TEMPORARY) is at its first step, Draf. */
export function activeStepKey(task: Pick<WizardSubject, 'status'>): FleetTaskStatus {
  return task.status === 'TEMPORARY' ? 'DRAFT' : task.status;
}
