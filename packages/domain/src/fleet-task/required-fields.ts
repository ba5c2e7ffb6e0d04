import { DomainError, ISSUE_CODES } from '../errors';
import type { FleetTaskStatus } from '../fleet-task-status';
import type { SendBy } from './status';

/**
 * Required fields of a fleet task (fleet-task-planning.md section 5, 'Sequencing' and 'Customer
 * phone'), named as in the update payload (section 3) so a field problem points at the form field.
 * The order is the form's, top to bottom: the sequence notice names the first missing one
 * (section 2, 'Sequence') and the create form lists the same five first (section 5).
 */
export const REQUIRED_FIELD_ORDER = [
  'expected_departure_on',
  'start_address_id',
  'end_address_id',
  'vehicle_id',
  'driver_user_id',
  'vendor_id',
  'customer_phone_number',
] as const;
export type RequiredField = (typeof REQUIRED_FIELD_ORDER)[number];

/** The values the rules look at; a stored row or a merged update payload both fit. */
export interface RequiredFieldsSubject {
  send_by: SendBy;
  expected_departure_on?: unknown;
  start_address_id?: unknown;
  end_address_id?: unknown;
  vehicle_id?: unknown;
  driver_user_id?: unknown;
  vendor_id?: unknown;
  notification_enabled?: boolean | null;
  customer_phone_number?: unknown;
}

/** A blank text is missing too: 'A blank phone clears and flags an error' (section 5). */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Targets that only save the task (create, autosave): the sequence needs its ends and its start time. */
const SEQUENCING_TARGETS: readonly FleetTaskStatus[] = ['TEMPORARY', 'DRAFT'];

function requiredFor(task: RequiredFieldsSubject, target: FleetTaskStatus): RequiredField[] {
  // Cancel is never blocked by a missing field ('blocks the transition, except cancel').
  if (target === 'CANCELED') return [];
  const toVendor = task.send_by === 'VENDOR' || target === 'WAITING_FOR_VENDOR';
  // Sent to a vendor, the departure is the vendor's to plan: the payload sends it as null (section 3).
  const fields: RequiredField[] = toVendor
    ? ['start_address_id', 'end_address_id']
    : ['expected_departure_on', 'start_address_id', 'end_address_id'];
  if (SEQUENCING_TARGETS.includes(target)) return fields;
  // Moving Draf on, all fields are checked.
  fields.push(...(toVendor ? (['vendor_id'] as const) : (['vehicle_id', 'driver_user_id'] as const)));
  if (task.notification_enabled === true) fields.push('customer_phone_number');
  return fields;
}

/**
 * The fields `task` lacks to be saved in, or moved to, `target`, in REQUIRED_FIELD_ORDER.
 * - TEMPORARY and DRAFT (saving, sequencing): expected_departure_on, start_address_id, end_address_id;
 * - any other target except CANCELED: also vehicle_id and driver_user_id when sent by self, vendor_id
 *   when sent to a vendor (a WAITING_FOR_VENDOR target always is), and customer_phone_number when the
 *   notification is on;
 * - sent to a vendor, expected_departure_on is never required (fieldsClearedBySendBy nulls it).
 */
export function missingFields(task: RequiredFieldsSubject, target: FleetTaskStatus): RequiredField[] {
  const required = requiredFor(task, target);
  return REQUIRED_FIELD_ORDER.filter((field) => required.includes(field) && isMissing(task[field]));
}

/** The field the sequence notice names instead of the times, or null when the times can be shown. */
export function firstMissingSequencingField(task: RequiredFieldsSubject): RequiredField | null {
  return missingFields(task, 'DRAFT')[0] ?? null;
}

/**
 * The refusal for missing fields: invalid/invalid-fields with one 'required' problem per field (the
 * web shows 'Wajib Terisi' on each, section 5 'Server validation'). The phone also carries the spec's
 * issue code, which the web maps to the phone field (section 8, 'Status transition').
 * Null when nothing is missing, so a caller writes `const error = ...; if (error) throw error`.
 */
export function requiredFieldsError(missing: readonly RequiredField[]): DomainError | null {
  if (missing.length === 0) return null;
  return new DomainError('invalid/invalid-fields', {
    fields: missing.map((field) => ({ field, code: 'required' as const })),
    issues: missing.includes('customer_phone_number')
      ? [{ code: ISSUE_CODES.customerPhoneNumberIsRequired, field: 'customer_phone_number' }]
      : [],
  });
}

/**
 * The fields a change of send-by resets (sections 3 and 4):
 * - to a vendor: expected_departure_on and shipment_reference are sent as null, and travel
 *   automation is off ('Automation is unavailable when sending to a vendor');
 * - to self: the vendor is cleared and the DO-status autocomplete switched off ('Choosing to send
 *   by self switches autocomplete off and clears the vendor').
 */
export interface SendByReset {
  expected_departure_on?: null;
  shipment_reference?: null;
  auto_start_type?: null;
  vendor_id?: null;
  is_autocomplete_on?: false;
}

export function fieldsClearedBySendBy(sendBy: SendBy): SendByReset {
  return sendBy === 'VENDOR'
    ? { expected_departure_on: null, shipment_reference: null, auto_start_type: null }
    : { vendor_id: null, is_autocomplete_on: false };
}
