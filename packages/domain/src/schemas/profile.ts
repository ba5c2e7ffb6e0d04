import { z } from 'zod';
import { normalisePhoneNumber } from '../platform/phone';
import { phoneNumberSchema } from './common';

/**
 * One's own profile: the Add Number and Add Email pages of the contact reminder save through it. A
 * phone typed as 0812…, 62812… or with spaces is stored in the +62 form.
 */
export const updateProfileRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    phone_no: z
      .string()
      .transform((value) => normalisePhoneNumber(value) ?? value)
      .pipe(phoneNumberSchema)
      .nullable()
      .optional(),
    email: z.email().max(254).optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
