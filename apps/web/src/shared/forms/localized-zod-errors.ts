import { fieldErrorMessage, fieldProblemFromZodIssue } from '@armada/domain';
import type { z } from 'zod';
import { currentLanguage } from '../../platform/i18n';

/**
 * Parse options for zodResolver: each issue gets the catalogue's field message ('Wajib diisi',
 * 'Format email tidak valid', ...) through the same mapping the server uses for its 400s, in the
 * language of the moment, so re-validating after a language switch translates the messages.
 */
export const localizedZodErrors = {
  error(issue: z.core.$ZodRawIssue): string | undefined {
    const problem = fieldProblemFromZodIssue(
      { ...issue, path: issue.path ?? [], message: '' } as z.core.$ZodIssue,
      issue.input,
    );
    return fieldErrorMessage(problem.code, currentLanguage(), problem.params);
  },
};
