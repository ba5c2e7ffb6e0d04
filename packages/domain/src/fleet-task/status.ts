import type { Language } from '../errors';
import type { FleetTaskStatus } from '../fleet-task-status';

/**
 * Display names of the fleet task statuses (fleet-task-planning.md section 4, 'Fleet task statuses').
 * `id`/`en` is the name used on the detail page, the wizard and the status control; `listId`/`listEn`
 * is the other name the spec gives for the same status in the status list and the transfer review
 * (STARTED is 'Dijalankan' there, WAITING_FOR_VENDOR 'Kirim Ke Vendor', REJECTED_BY_VENDOR
 * 'Ditolak Vendor'). Kept as data so the web's i18n resources can be built from it.
 */
export interface FleetTaskStatusLabel {
  id: string;
  en: string;
  listId?: string;
  listEn?: string;
}

export const FLEET_TASK_STATUS_LABELS: Readonly<Record<FleetTaskStatus, FleetTaskStatusLabel>> = {
  // 'not shown' in the spec: the task being created never appears in a list; the name is ours.
  TEMPORARY: { id: 'Temporary', en: 'Temporary' },
  DRAFT: { id: 'Draf', en: 'Draft' },
  SCHEDULED: { id: 'Dijadwalkan', en: 'Scheduled' },
  STARTED: { id: 'Perjalanan', en: 'On the way', listId: 'Dijalankan', listEn: 'Started' },
  ENDED: { id: 'Selesai', en: 'Completed' },
  CANCELED: { id: 'Dibatalkan', en: 'Canceled' },
  WAITING_FOR_VENDOR: {
    id: 'Menunggu Vendor',
    en: 'Waiting for vendor',
    listId: 'Kirim Ke Vendor',
    listEn: 'Sent to vendor',
  },
  ACCEPTED_BY_VENDOR: { id: 'Diterima Vendor', en: 'Accepted by vendor' },
  REJECTED_BY_VENDOR: {
    id: 'Ditolak',
    en: 'Rejected',
    listId: 'Ditolak Vendor',
    listEn: 'Rejected by vendor',
  },
};

/**
 * Tasks that may be deleted (POST /fleet-task/delete, section 8 'failed-to-bulk-delete': 'some
 * assignment has a status other than Draft'); a Temporary one is an unsaved Draf. A task from a
 * vendor request never is (failed-to-delete-with-vendor).
 */
export const DELETABLE_FLEET_TASK_STATUSES: readonly FleetTaskStatus[] = ['TEMPORARY', 'DRAFT'];

export function isFleetTaskDeletable(task: {
  status: FleetTaskStatus;
  isFromVendorRequest: boolean;
}): boolean {
  return DELETABLE_FLEET_TASK_STATUSES.includes(task.status) && !task.isFromVendorRequest;
}

/** Statuses a task list shows: a Temporary task is being created and is never listed. */
export const LISTED_FLEET_TASK_STATUSES: readonly FleetTaskStatus[] = (
  Object.keys(FLEET_TASK_STATUS_LABELS) as FleetTaskStatus[]
).filter((status) => status !== 'TEMPORARY');

/** Where a status name is shown: the detail page (default) or the status list / transfer review. */
export type StatusLabelVariant = 'detail' | 'list';

/** The name of a status in a language; the list variant falls back to the detail name. */
export function fleetTaskStatusLabel(
  status: FleetTaskStatus,
  language: Language,
  variant: StatusLabelVariant = 'detail',
): string {
  const label = FLEET_TASK_STATUS_LABELS[status];
  if (variant === 'list') {
    const listName = language === 'id' ? label.listId : label.listEn;
    if (listName !== undefined) return listName;
  }
  return language === 'id' ? label.id : label.en;
}

/**
 * How a task is sent (section 1): 'Dikirim Sendiri' with own vehicle and driver, or 'Kirim
 * permintaan ke vendor'. Stored as `send_by` on the task.
 */
export const SEND_BY_MODES = ['SELF', 'VENDOR'] as const;
export type SendBy = (typeof SEND_BY_MODES)[number];

/**
 * The facts about a task that most rules of this folder look at. `hasVendor` is a vendor chosen
 * (`vendor_id` set); `isFromVendorRequest` marks a vendor company's task made from another
 * company's request.
 */
export interface FleetTaskFacts {
  status: FleetTaskStatus;
  hasVendor: boolean;
  isFromVendorRequest: boolean;
}

/** `status in list`, typed for the readonly status lists of this folder. */
export function isStatusIn(status: FleetTaskStatus, list: readonly FleetTaskStatus[]): boolean {
  return list.includes(status);
}
