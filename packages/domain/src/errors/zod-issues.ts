import type { z } from 'zod';
import { FIELD_ERROR_CATALOGUE, type FieldErrorCode, type MessageParams } from './catalogue';
import type { FieldProblem } from './domain-error';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_ERROR_CATALOGUE, value);

/** A refinement names its own field code as `params.fieldCode` (and its message's `params.fieldParams`). */
function customProblem(issue: z.core.$ZodIssueCustom): { code: FieldErrorCode; params?: MessageParams } {
  const code: unknown = issue.params?.fieldCode;
  if (!isFieldErrorCode(code)) return { code: 'invalid-value' };
  const params = issue.params?.fieldParams as MessageParams | undefined;
  return params ? { code, params } : { code };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function problemFor(issue: Issue, value: unknown): { code: FieldErrorCode; params?: MessageParams } {
  if (issue.code !== 'unrecognized_keys' && isBlank(value)) return { code: 'required' };
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? { code: 'too-long', params: { max: Number(issue.maximum) } }
        : { code: 'too-big', params: { max: Number(issue.maximum) } };
    case 'too_small':
      return issue.origin === 'string'
        ? { code: 'too-short', params: { min: Number(issue.minimum) } }
        : { code: 'too-small', params: { min: Number(issue.minimum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { code: 'invalid-email' } : { code: 'invalid-format' };
    case 'invalid_type':
      return { code: 'invalid-format' };
    case 'custom':
      return customProblem(issue);
    default:
      return { code: 'invalid-value' };
  }
}

/**
 * One issue (not an unrecognized-keys one) and the value it was raised on, as a field problem:
 * what a form's zod error callback needs, where the value comes with the issue.
 */
export function fieldProblemFromZodIssue(issue: Issue, value: unknown): FieldProblem {
  const { code, params } = problemFor(issue, value);
  return { field: issue.path.map(String).join('.'), code, ...(params ? { params } : {}) };
}

/**
 * Turns zod's issues into the catalogue's field problems, so the server's 400 and the web forms
 * report a missing, too long or malformed field with the same code and message.
 */
export function fieldProblemsFromZodIssues(issues: readonly Issue[], input: unknown): FieldProblem[] {
  return issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), code: 'unknown-field' }));
    }
    return [fieldProblemFromZodIssue(issue, valueAt(input, issue.path))];
  });
}
