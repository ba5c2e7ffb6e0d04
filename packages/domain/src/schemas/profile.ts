import { z } from 'zod';
import { phoneNumberSchema } from './common';

export const updateProfileRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    phone_no: phoneNumberSchema.nullable().optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
