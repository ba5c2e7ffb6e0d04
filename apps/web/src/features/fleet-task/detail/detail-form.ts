import {
  type AutocompleteSource,
  type FleetTask,
  missingFields,
  phoneNumberSchema,
  type SendBy,
  type UpdateFleetTaskRequest,
  updateFleetTaskRequestSchema,
} from '@armada/domain';

/**
 * The fields of the detail card and the WhatsApp card, named as in the PATCH payload (section 3), so
 * a server field error lands on its input without a mapping.
 */
export const DETAIL_FIELDS = [
  'send_by',
  'vendor_id',
  'start_address_id',
  'end_address_id',
  'expected_departure_on',
  'vehicle_id',
  'driver_user_id',
  'shipment_reference',
  'is_autocomplete_on',
  'autocomplete_source',
  'notification_enabled',
  'customer_phone_number',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Typed text waits for a pause (section 9: 500 ms); a pick from a list is saved at once. */
export const DEBOUNCED_FIELDS: ReadonlySet<DetailField> = new Set([
  'shipment_reference',
  'customer_phone_number',
]);

export interface DetailFormValues {
  send_by: SendBy;
  vendor_id: number | null;
  start_address_id: number | null;
  end_address_id: number | null;
  /** ISO 8601 with the company's offset, as the API sends and takes it. */
  expected_departure_on: string | null;
  vehicle_id: number | null;
  driver_user_id: number | null;
  /** '' for none: a text input holds text; a blank one is sent as null. */
  shipment_reference: string;
  is_autocomplete_on: boolean;
  autocomplete_source: AutocompleteSource;
  notification_enabled: boolean;
  /** '' for none, otherwise '+62…' (the input shows the prefix apart). */
  customer_phone_number: string;
}

export function formValuesOf(task: FleetTask): DetailFormValues {
  return {
    send_by: task.send_by,
    vendor_id: task.vendor_id,
    start_address_id: task.start_address_id,
    end_address_id: task.end_address_id,
    expected_departure_on: task.expected_departure_on,
    vehicle_id: task.vehicle_id,
    driver_user_id: task.driver_user_id,
    shipment_reference: task.shipment_reference ?? '',
    is_autocomplete_on: task.is_autocomplete_on,
    autocomplete_source: task.autocomplete_source,
    notification_enabled: task.notification_enabled,
    customer_phone_number: task.customer.phone_number ?? '',
  };
}

/**
 * The PATCH schema of the domain (shipment_reference at most 255, checked live), plus what the
 * server checks against stored data but the form can already tell: the phone in +62 form and, while
 * the notification is on, required (the domain's required-field rule for a task moving on).
 */
export const detailFormSchema = updateFleetTaskRequestSchema.superRefine((values, context) => {
  const phone = values.customer_phone_number;
  if (phone && !phoneNumberSchema.safeParse(phone).success) {
    context.addIssue({
      code: 'invalid_format',
      format: 'regex',
      path: ['customer_phone_number'],
      input: phone,
    });
  }
  const subject = { ...values, send_by: values.send_by ?? 'SELF' };
  if (missingFields(subject, 'SCHEDULED').includes('customer_phone_number')) {
    context.addIssue({ code: 'custom', path: ['customer_phone_number'], input: '' });
  }
});

/** The fields the form itself finds invalid (the same check the zod resolver shows under each input). */
export function invalidFields(values: DetailFormValues): Set<DetailField> {
  const result = detailFormSchema.safeParse(values);
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => issue.path[0] as DetailField));
}

/**
 * Fields the autosave keeps back: invalid ones, and the notification switch while its phone is
 * invalid ('A notification with an empty phone is not sent', section 5).
 */
export function heldFields(values: DetailFormValues, refused: ReadonlySet<DetailField>): Set<DetailField> {
  const held = new Set([...invalidFields(values), ...refused]);
  if (held.has('customer_phone_number') && values.notification_enabled) held.add('notification_enabled');
  return held;
}

/** The changed form fields as the PATCH payload: a blank text is sent as null (it clears the field). */
export function toUpdatePayload(changed: Partial<DetailFormValues>): UpdateFleetTaskRequest {
  const payload: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changed)) {
    payload[field] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  return payload as UpdateFleetTaskRequest;
}
