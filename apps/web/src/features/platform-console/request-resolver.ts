import { fieldErrorMessage, fieldProblemsFromZodIssues } from '@armada/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../platform/api/api-error';
import { currentLanguage } from '../../platform/i18n';

/** Where a problem with a request path (a schema issue, the server's `errors[].field`) is shown. */
export type FieldOf<V extends FieldValues> = (path: string, values: V) => Path<V> | null;

interface RequestResolverOptions<V extends FieldValues, R> {
  /** The domain's request schema, the one the server checks the body with. */
  schema: z.ZodType<R>;
  toRequest(values: V): unknown;
  fieldOf: FieldOf<V>;
  /** Rules of the form alone (a radio the request does not carry): field to message. */
  formRule?(values: V): Partial<Record<Path<V>, string>>;
}

/**
 * A union of strict objects (an action's data: image, video link or images) fails as one
 * `invalid_union`; the operator needs the problem of the shape they filled ('at least 2 images'),
 * which is the branch that knows every key sent (no `unrecognized_keys`).
 */
function unionBranchIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const branch = issue.errors.find((issues) => !issues.some((inner) => inner.code === 'unrecognized_keys'));
  if (!branch || branch.length === 0) return [issue];
  return branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/**
 * Validates the request the form would send with the domain's schema (so the console never keeps a
 * copy of a rule) and shows each issue on the field the operator fills, with the catalogue's message
 * in the current language.
 */
export function requestResolver<V extends FieldValues, R>({
  schema,
  toRequest,
  fieldOf,
  formRule,
}: RequestResolverOptions<V, R>): Resolver<V, unknown, R> {
  return (values, _context, options) => {
    const request = toRequest(values);
    const parsed = schema.safeParse(request);
    const issues = parsed.success ? [] : parsed.error.issues.flatMap(unionBranchIssues);
    const errors: Record<string, FieldError> = {};
    // The server's own mapping of issues to catalogue messages, so both say the same ('Wajib diisi').
    for (const problem of fieldProblemsFromZodIssues(issues, request)) {
      const field = fieldOf(problem.field, values);
      if (field && !errors[field]) {
        errors[field] = {
          type: problem.code,
          message: fieldErrorMessage(problem.code, currentLanguage(), problem.params),
        };
      }
    }
    for (const [field, message] of Object.entries(formRule?.(values) ?? {})) {
      if (typeof message === 'string' && !errors[field]) errors[field] = { type: 'form', message };
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}

/** Puts the server's field errors (400 invalid fields, unknown image) on their fields; false if none. */
export function applyRequestErrors<V extends FieldValues>(
  error: unknown,
  values: V,
  fieldOf: FieldOf<V>,
  setError: UseFormSetError<V>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const problem of error.fieldErrors) {
    const field = fieldOf(problem.field, values);
    if (!field) continue;
    setError(field, { type: 'server', message: problem.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
