import { z } from 'zod';
import { AUTOCOMPLETE_SOURCES } from '../fleet-task-status';
import { idValueSchema, updatedOnSchema } from './common';

const garageId = idValueSchema;

/**
 * Fleet settings of a company (fleet-task-planning.md section 3, 'Other'). Every field is optional:
 * a PATCH changes what it sends. The default addresses must be garages of the company, and a toggle
 * can be on only with its default address set (checked by the server against the stored values).
 */
export const updateSettingRequestSchema = z
  .object({
    start_address_default: garageId.nullable().optional(),
    end_address_default: garageId.nullable().optional(),
    start_address_toggle: z.boolean().optional(),
    end_address_toggle: z.boolean().optional(),
    autocomplete_source: z.enum(AUTOCOMPLETE_SOURCES).optional(),
    is_autocomplete_on: z.boolean().optional(),
    /** Drivers may adjust picked or delivered quantities from their phone (issue 18). */
    is_driver_load_adjustment_on: z.boolean().optional(),
    updated_on: updatedOnSchema.optional(),
  })
  .strict();
export type UpdateSettingRequest = z.infer<typeof updateSettingRequestSchema>;
