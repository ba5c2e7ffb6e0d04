import { z } from 'zod';
import { SEND_BY_MODES } from '../fleet-task/status';
import { AUTOCOMPLETE_SOURCES } from '../fleet-task-status';
import { idValueSchema, optionalText, updatedOnSchema } from './common';

/** fleet-task-planning.md sections 5 and 9: 'shipment_reference: max 255 characters'. */
export const SHIPMENT_REFERENCE_MAX = 255;

/**
 * Long enough for any number a person types; the +62 format itself is checked by the server with
 * `phoneNumberSchema`, so a wrong number carries the spec's issue code
 * FLEET_TASK_CUSTOMER_PHONE_NUMBER_INVALID (section 8) rather than a bare format error.
 */
export const CUSTOMER_PHONE_NUMBER_MAX = 30;

const masterDataId = idValueSchema;

/**
 * PATCH /fleet-task/{id}: the update payload of section 3 plus the send-by choice and the DO-status
 * automation of the detail card (section 2). Every field is optional: a PATCH changes what it sends
 * (the autosave sends the form, section 4 'Autosave'). The rules that need stored data (garages,
 * master data, overlaps, editability, vendor, phone, notification) are the server's.
 */
export const updateFleetTaskRequestSchema = z
  .object({
    start_address_id: masterDataId.nullable().optional(),
    end_address_id: masterDataId.nullable().optional(),
    vehicle_id: masterDataId.nullable().optional(),
    driver_user_id: masterDataId.nullable().optional(),
    expected_departure_on: z.iso.datetime({ offset: true }).nullable().optional(),
    vendor_id: masterDataId.nullable().optional(),
    shipment_reference: optionalText(SHIPMENT_REFERENCE_MAX),
    notification_enabled: z.boolean().optional(),
    customer_phone_number: optionalText(CUSTOMER_PHONE_NUMBER_MAX),
    auto_start_type: z.enum(['GEOFENCE']).nullable().optional(),
    send_by: z.enum(SEND_BY_MODES).optional(),
    autocomplete_source: z.enum(AUTOCOMPLETE_SOURCES).optional(),
    is_autocomplete_on: z.boolean().optional(),
    updated_on: updatedOnSchema.optional(),
  })
  .strict();
export type UpdateFleetTaskRequest = z.infer<typeof updateFleetTaskRequestSchema>;

/**
 * POST /fleet-task/{id}/transition (section 7). `status` is any text: an unknown one is refused by
 * `checkTransition` with invalid/invalid-value (section 8, 'An invalid status type gives the
 * invalid-value message'), and the ACCEPTEP_BY_VENDOR spelling is accepted as an alias.
 */
export const fleetTaskTransitionRequestSchema = z
  .object({
    status: z.string().trim().min(1).max(50),
    canceled_reason_id: masterDataId.nullable().optional(),
    auto_start_type: z.enum(['GEOFENCE']).nullable().optional(),
  })
  .strict();
export type FleetTaskTransitionRequest = z.infer<typeof fleetTaskTransitionRequestSchema>;
