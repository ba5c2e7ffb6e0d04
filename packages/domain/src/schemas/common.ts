import { z } from 'zod';

/** Indonesian mobile and landline numbers in international form: +62 then 8 to 13 digits. */
export const PHONE_NUMBER_PATTERN = /^\+62\d{8,13}$/;
export const phoneNumberSchema = z.string().trim().regex(PHONE_NUMBER_PATTERN);

/**
 * Integer ids are PostgreSQL `integer` columns: anything outside 1..2,147,483,647 names no row and
 * is refused as input (400) before it reaches a query. The one definition every id schema uses.
 */
export const MAX_INTEGER_ID = 2_147_483_647;
/** An integer id in a JSON body. */
export const idValueSchema = z.number().int().min(1).max(MAX_INTEGER_ID);
/** An integer id in a path or query string (text, coerced). */
export const integerIdSchema = z.coerce.number().int().min(1).max(MAX_INTEGER_ID);
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
