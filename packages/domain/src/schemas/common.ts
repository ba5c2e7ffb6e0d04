import { z } from 'zod';

/** Indonesian mobile and landline numbers in international form: +62 then 8 to 13 digits. */
export const PHONE_NUMBER_PATTERN = /^\+62\d{8,13}$/;
export const phoneNumberSchema = z.string().trim().regex(PHONE_NUMBER_PATTERN);

export const integerIdSchema = z.coerce.number().int().positive();
export const uuidSchema = z.uuid();

/**
 * The `updated_on` a client read before editing, sent back with a PATCH so that the server can
 * answer 409 instead of overwriting someone else's newer change (DESIGN.md, 'Data rules').
 */
export const updatedOnSchema = z.iso.datetime({ offset: true });

/** Optional text, trimmed, at most `max` characters; blank is stored as null, so an emptied form field clears it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
