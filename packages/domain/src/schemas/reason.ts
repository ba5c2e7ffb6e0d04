import { z } from 'zod';
import { REASON_TYPE_CANCELED } from '../delivery-order';
import { updatedOnSchema } from './common';

export const REASON_MAX = 255;

/**
 * Both specs send `type: CANCELED` with every create and update and know no other type. The type may
 * be left out; any other value is refused rather than silently stored as CANCELED, so a client that
 * believes in another type learns at once that it does not exist.
 */
const reasonTypeSchema = z.literal(REASON_TYPE_CANCELED);

export const createReasonRequestSchema = z
  .object({
    reason: z.string().trim().min(1).max(REASON_MAX),
    type: reasonTypeSchema.optional(),
  })
  .strict();
export type CreateReasonRequest = z.infer<typeof createReasonRequestSchema>;

export const updateReasonRequestSchema = z
  .object({
    reason: z.string().trim().min(1).max(REASON_MAX).optional(),
    type: reasonTypeSchema.optional(),
    updated_on: updatedOnSchema.optional(),
  })
  .strict();
export type UpdateReasonRequest = z.infer<typeof updateReasonRequestSchema>;
