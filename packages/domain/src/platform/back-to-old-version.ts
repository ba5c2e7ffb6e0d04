import { z } from 'zod';

export const BACK_TO_OLD_VERSION_MESSAGE_MAX = 500;

/**
 * The reasons offered when returning to the old version (section 5), as i18n keys of the web; the
 * last one is the free text. The message recorded is the option's Indonesian text or the free text.
 */
export const BACK_TO_OLD_VERSION_REASONS = [
  'missing-feature',
  'hard-to-use',
  'slow-or-error',
  'other',
] as const;
export type BackToOldVersionReason = (typeof BACK_TO_OLD_VERSION_REASONS)[number];
export const FREE_TEXT_REASON: BackToOldVersionReason = 'other';

export type BackToOldVersionChoice =
  | { ok: true; message: string }
  | { ok: false; error: 'choice-required' | 'text-required' | 'text-too-long' };

/**
 * The message of the chosen reason: an option's own label, or the free text of the last option,
 * which then needs text. No choice is the 'mandatory choice' warning.
 */
export function backToOldVersionMessage(
  choice: BackToOldVersionReason | null,
  labelOf: (reason: BackToOldVersionReason) => string,
  text: string,
): BackToOldVersionChoice {
  if (choice === null) return { ok: false, error: 'choice-required' };
  if (choice !== FREE_TEXT_REASON) return { ok: true, message: labelOf(choice) };
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'text-required' };
  if (trimmed.length > BACK_TO_OLD_VERSION_MESSAGE_MAX) return { ok: false, error: 'text-too-long' };
  return { ok: true, message: trimmed };
}

export const backToOldVersionInputSchema = z.object({
  message: z.string().trim().min(1).max(BACK_TO_OLD_VERSION_MESSAGE_MAX),
});
