import { type ErrorCode, errorMessage, fieldErrorMessage, type Language } from './catalogue';
import type { DomainError } from './domain-error';

/** The error body of the API contract (DESIGN.md, 'API conventions'). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: { field: string; code: string; message: string }[];
  errors_v2?: { issues: { code: string; field?: string; message: string }[] };
}

export function renderErrorBody(error: DomainError, language: Language): ErrorBody {
  const message = errorMessage(error.code, language, error.params);
  const body: ErrorBody = { code: error.code, message };
  if (error.fields.length > 0) {
    body.errors = error.fields.map((problem) => ({
      field: problem.field,
      code: problem.code,
      message: fieldErrorMessage(problem.code, language, problem.params),
    }));
  }
  if (error.issues.length > 0) {
    body.errors_v2 = {
      issues: error.issues.map((issue) => ({
        code: issue.code,
        ...(issue.field ? { field: issue.field } : {}),
        message,
      })),
    };
  }
  return body;
}
