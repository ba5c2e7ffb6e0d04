import type { ShipmentType } from '../delivery-order';
import { DomainError, type Language } from '../errors';
import type { FleetTaskStatus } from '../fleet-task-status';
import {
  ACCURATE_INTEGRATION_SCOPES,
  GPS_AUTOCOMPLETE_SCOPES,
  hasAllScopes,
  hasAnyScope,
  VENDOR_MANAGEMENT_SCOPES,
} from '../scopes';
import { type FleetTaskFacts, fleetTaskStatusLabel, isStatusIn } from './status';

/**
 * What may be changed and what is shown on a fleet task (fleet-task-planning.md sections 2, 4 and
 * 6). The server refuses what these say is locked and the web hides or disables the same controls.
 */

type StatusAndVendor = Pick<FleetTaskFacts, 'status' | 'hasVendor'>;

/** The trip runs, ran, was dropped, or is in the vendor's hands (section 4, 'Editability'). */
const LOCKED_STATUSES: readonly FleetTaskStatus[] = [
  'STARTED',
  'ENDED',
  'CANCELED',
  'WAITING_FOR_VENDOR',
  'ACCEPTED_BY_VENDOR',
];

/** Section 4: not editable in the locked statuses, nor when scheduled with a vendor (the vendor's plan). */
export function isEditable(task: StatusAndVendor): boolean {
  if (isStatusIn(task.status, LOCKED_STATUSES)) return false;
  return !(task.status === 'SCHEDULED' && task.hasVendor);
}

/** Section 4: send-by can be changed only in Draf or Temporary. */
export function canChangeSendBy(status: FleetTaskStatus): boolean {
  return status === 'DRAFT' || status === 'TEMPORARY';
}

/** Section 4: the vendor fields are editable in Draf, Temporary, and Ditolak (to choose another vendor). */
export function canEditVendorFields(status: FleetTaskStatus): boolean {
  return isStatusIn(status, ['DRAFT', 'TEMPORARY', 'REJECTED_BY_VENDOR']);
}

/** Sections 2 ('Detail card') and 6: all four vms scopes, and the task is not itself a vendor request. */
export function showsSendByChoice(
  scopes: readonly string[],
  task: Pick<FleetTaskFacts, 'isFromVendorRequest'>,
): boolean {
  return hasAllScopes(scopes, VENDOR_MANAGEMENT_SCOPES) && !task.isFromVendorRequest;
}

/**
 * Section 2, 'Order task card': the add-delivery button shows when the task is editable (but not on a
 * vendor request without a vendor: its deliveries are the requester's), or when the trip is in
 * progress on own vehicle and not a vendor request (an intervention, isIntervention=true).
 */
export function canAddDelivery(task: FleetTaskFacts): boolean {
  if (isEditable(task) && !(task.isFromVendorRequest && !task.hasVendor)) return true;
  return task.status === 'STARTED' && !task.hasVendor && !task.isFromVendorRequest;
}

/**
 * Orders added to a task already on its way are an intervention (section 2 'Routes': the attach page
 * gets isIntervention=true; the server records them as such).
 */
export function isInterventionStatus(status: FleetTaskStatus): boolean {
  return status === 'STARTED';
}

/** Section 2, 'Header': 'Lacak Kendaraan' only on the way and on own vehicle (a vendor's is not ours). */
export function showsTrackVehicle(task: StatusAndVendor): boolean {
  return task.status === 'STARTED' && !task.hasVendor;
}

/** Section 2: no print order before a plan is fixed, while with the vendor, or once cancelled. */
export function showsPrintOrder(status: FleetTaskStatus): boolean {
  return !isStatusIn(status, [
    'DRAFT',
    'TEMPORARY',
    'WAITING_FOR_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'REJECTED_BY_VENDOR',
    'CANCELED',
  ]);
}

/** Section 2: the task history, hidden while the task is being created. */
export function showsHistory(status: FleetTaskStatus): boolean {
  return status !== 'TEMPORARY';
}

/** Section 2: the other-options menu, shown when it has an item (so hidden for Temporary). */
export function showsOtherOptions(status: FleetTaskStatus): boolean {
  return showsPrintOrder(status) || showsHistory(status);
}

/** Section 4: statuses that send the customer notification; SCHEDULED counts only with a vendor. */
export function notificationStatusMatch(status: FleetTaskStatus, hasVendor: boolean): boolean {
  if (status === 'SCHEDULED') return hasVendor;
  return isStatusIn(status, [
    'STARTED',
    'ENDED',
    'WAITING_FOR_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'REJECTED_BY_VENDOR',
  ]);
}

/**
 * Section 5, 'Customer phone': the notification is only for a route of one customer with DIRECT
 * orders only. A route with no order has no recipient ('-' in section 2), so no notification either.
 */
export function notificationAllowed(
  orders: readonly { customerId: number | string; shipmentType: ShipmentType }[],
): boolean {
  // No order gives no customer: size 0, not allowed.
  const customers = new Set(orders.map((order) => order.customerId));
  return customers.size === 1 && orders.every((order) => order.shipmentType === 'DIRECT');
}

/** Section 2, 'Detail card': the notification panel is hidden for vendor requests and cancelled tasks. */
export function showsNotificationPanel(
  task: Pick<FleetTaskFacts, 'status' | 'isFromVendorRequest'>,
): boolean {
  return !task.isFromVendorRequest && task.status !== 'CANCELED';
}

/** Section 2, 'Sequence': the service time is read-only on the way, at the end, or with a vendor. */
export function serviceTimeReadOnly(task: StatusAndVendor): boolean {
  return task.status === 'STARTED' || task.status === 'ENDED' || task.hasVendor;
}

/** Section 2, 'Banners': the vendor's answer, shown while the task still has that vendor. */
export type VendorBanner = 'vendor-accepted' | 'vendor-rejected';

export const VENDOR_BANNER_LABELS: Readonly<Record<VendorBanner, { id: string; en: string }>> = {
  'vendor-accepted': { id: 'Permintaan diterima oleh Vendor', en: 'The vendor accepted the request' },
  'vendor-rejected': { id: 'Permintaan ditolak oleh Vendor', en: 'The vendor rejected the request' },
};

export function bannerFor(task: StatusAndVendor): VendorBanner | null {
  if (!task.hasVendor) return null;
  if (task.status === 'ACCEPTED_BY_VENDOR') return 'vendor-accepted';
  if (task.status === 'REJECTED_BY_VENDOR') return 'vendor-rejected';
  return null;
}

/** Section 6: all four tms-gps-autocomplete scopes show the 'Perubahan Status DO' section. */
export function showsAutocompleteSection(scopes: readonly string[]): boolean {
  return hasAllScopes(scopes, GPS_AUTOCOMPLETE_SCOPES);
}

/** Section 6: any tms-integration-accurate scope shows the order-reference column. */
export function showsOrderReferenceColumn(scopes: readonly string[]): boolean {
  return hasAnyScope(scopes, ACCURATE_INTEGRATION_SCOPES);
}

/** Section 6: any vms scope shows the vendor name column in the fleet task list. */
export function showsVendorColumn(scopes: readonly string[]): boolean {
  return hasAnyScope(scopes, VENDOR_MANAGEMENT_SCOPES);
}

/** Section 4, 'Editability': the refusal of a change to a task that is not editable, its status named. */
export function notEditableError(status: FleetTaskStatus, language: Language): DomainError {
  return new DomainError('fleet-task/not-editable', {
    params: { status: fleetTaskStatusLabel(status, language) },
  });
}
