import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../platform/api/api-error';

/**
 * Puts the server's field messages (a 400's `errors[]`, already in the request's language) on the
 * form's fields. Returns whether any landed, so the caller knows the top-level message is enough.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const problem of error.fieldErrors) {
    const field = fields.find((name) => name === problem.field);
    if (!field) continue;
    setError(field, { type: 'server', message: problem.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
