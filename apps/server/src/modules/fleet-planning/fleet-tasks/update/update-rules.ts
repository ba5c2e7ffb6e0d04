import {
  DomainError,
  type FieldProblem,
  fieldsClearedBySendBy,
  fleetTaskFacts,
  ISSUE_CODES,
  type IssueProblem,
  notificationAllowed,
  phoneNumberSchema,
  requiredFieldsError,
  showsNotificationPanel,
  travelAutomationRefusal,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { Database } from '../../../../db/schema';

import { findVendor } from '../../../vendor-management/queries';

import { taskOrderCustomers } from '../task/task-queries';
import type { LockedFleetTask } from '../task/task-repository';
import type { TaskField, TaskState } from './update.types';
import { isShipmentReferenceTaken } from './update-queries';

/**
 * A task sent to a vendor keeps no departure, shipment reference or travel automation (section 3:
 * 'sent as null'; fieldsClearedBySendBy), and a task sent by self has no vendor (section 4). The
 * change of send-by itself already cleared them (update-service merge); what is left here is a
 * payload that sets one of them explicitly, which is refused rather than silently dropped.
 */
export function sendByProblems(next: TaskState): FieldProblem[] {
  const mustBeNull: TaskField[] =
    next.send_by === 'VENDOR' ? (Object.keys(fieldsClearedBySendBy('VENDOR')) as TaskField[]) : ['vendor_id'];
  return mustBeNull
    .filter((field) => next[field] !== null)
    .map((field) => ({ field, code: 'invalid-value' as const }));
}

/**
 * Section 5, 'Customer phone': in +62 form (FLEET_TASK_CUSTOMER_PHONE_NUMBER_INVALID), and required
 * while the notification is on (FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED, through
 * requiredFieldsError). A blank phone arrives as null (the schema), so it is 'required', not 'invalid'.
 */
export function phoneProblems(
  next: TaskState,
  changed: readonly TaskField[],
): { fields: FieldProblem[]; issues: IssueProblem[] } {
  const fields: FieldProblem[] = [];
  const issues: IssueProblem[] = [];
  if (!changed.includes('customer_phone_number') && !changed.includes('notification_enabled')) {
    return { fields, issues };
  }
  const phone = next.customer_phone_number;
  if (phone !== null && !phoneNumberSchema.safeParse(phone).success) {
    fields.push({ field: 'customer_phone_number', code: 'invalid-format' });
    issues.push({ code: ISSUE_CODES.customerPhoneNumberInvalid, field: 'customer_phone_number' });
  }
  const required = requiredFieldsError(
    next.notification_enabled && phone === null ? ['customer_phone_number'] : [],
  );
  if (required) {
    fields.push(...required.fields);
    issues.push(...required.issues);
  }
  return { fields, issues };
}

interface RuleSubject {
  task: LockedFleetTask;
  next: TaskState;
  changed: readonly TaskField[];
}

/**
 * Section 5, 'Vendor selection': required when sending to a vendor (checked when leaving Draf,
 * required-fields.ts) and, when chosen, a vendor of the company that is not deleted, ACTIVE and
 * paired with a company on the platform.
 */
async function vendorError(db: Kysely<Database>, { task, next, changed }: RuleSubject) {
  if (!changed.includes('vendor_id') || next.vendor_id === null) return null;
  const field = [{ field: 'vendor_id', code: 'invalid-value' as const }];
  const vendor = await findVendor(db, task.company_id, next.vendor_id);
  if (!vendor) return new DomainError('invalid/invalid-fields', { fields: field });
  if (vendor.status !== 'ACTIVE') return new DomainError('fleet-task/vendor-inactive', { fields: field });
  if (!vendor.paired_company_id || vendor.paired_company_id <= 0) {
    return new DomainError('fleet-task/vendor-not-paired', { fields: field });
  }
  return null;
}

/** Sections 5 and 8: unique in the company among the tasks that are not cancelled. */
async function shipmentReferenceError(db: Kysely<Database>, { task, next, changed }: RuleSubject) {
  const reference = next.shipment_reference;
  if (!changed.includes('shipment_reference') || reference === null) return null;
  if (!(await isShipmentReferenceTaken(db, task.company_id, reference, task.id))) return null;
  return new DomainError('fleet-task/shipment-reference-already-used', {
    fields: [{ field: 'shipment_reference', code: 'invalid-value' }],
    issues: [{ code: ISSUE_CODES.shipmentReferenceAlreadyUsed, field: 'shipment_reference' }],
  });
}

/**
 * Section 5: the notification only for a route of one customer with direct orders
 * (notificationAllowed), and never on a vendor request, whose panel is hidden (section 2).
 */
async function notificationError(db: Kysely<Database>, { task, next, changed }: RuleSubject) {
  if (!changed.includes('notification_enabled') || !next.notification_enabled) return null;
  const status = task.status;
  const orders = await taskOrderCustomers(db, task.id);
  const allowed =
    showsNotificationPanel({ status, isFromVendorRequest: task.is_from_vendor_request }) &&
    notificationAllowed(
      orders.map((order) => ({ customerId: order.customer_id, shipmentType: order.shipment_type })),
    );
  if (allowed) return null;
  return new DomainError('fleet-task/notification-not-available', {
    fields: [{ field: 'notification_enabled', code: 'invalid-value' }],
  });
}

/**
 * Section 4, 'Travel automation': a PATCH turns it on only on a Dijadwalkan task where the button is
 * available (no vendor, no overlapping geolocations). From Draf it is the transition to SCHEDULED
 * with auto_start_type GEOFENCE. Turning it off (null) is always allowed.
 */
function automationError({ task, next, changed }: RuleSubject) {
  if (!changed.includes('auto_start_type') || next.auto_start_type === null) return null;
  // The vendor and send mode are the ones this PATCH leaves, the status the one the task has.
  const facts = fleetTaskFacts({ ...task, vendor_id: next.vendor_id });
  return travelAutomationRefusal({ ...facts, isOverlap: task.is_overlap, sendBy: next.send_by }, task.status);
}

/** The first refusal among the rules with a code of their own, in the order of the form. */
export async function ruleErrors(db: Kysely<Database>, subject: RuleSubject): Promise<DomainError | null> {
  return (
    (await vendorError(db, subject)) ??
    (await shipmentReferenceError(db, subject)) ??
    automationError(subject) ??
    (await notificationError(db, subject))
  );
}
