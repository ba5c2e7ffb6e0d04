import { type ErrorBody, type ErrorCode, errorMessage, type IssueCode, type Language } from '@armada/domain';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** An issue of `errors_v2` in the spec's upper-case vocabulary (`FLEET_TASK.…`). */
export interface ErrorIssue {
  code: string;
  field?: string;
  message: string;
}

/** What every failed API call rejects with: the server's error body, typed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];
  readonly issues: ErrorIssue[];

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: FieldError[] = [],
    issues: ErrorIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.issues = issues;
  }

  hasIssue(code: IssueCode): boolean {
    return this.issues.some((issue) => issue.code === code);
  }

  /** No answer at all (offline, server down): worth retrying, unlike a 4xx. */
  get isNetworkError() {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.field === 'string' && typeof candidate.message === 'string';
}

function isIssue(value: unknown): value is ErrorIssue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

function issuesOf(body: ErrorBody): ErrorIssue[] {
  const issues = (body as { errors_v2?: { issues?: unknown } }).errors_v2?.issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

const FALLBACK_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'auth/unauthenticated',
  403: 'auth/forbidden',
  404: 'route-not-found',
  413: 'payload-too-large',
  429: 'too-many-requests',
};

function fallbackCode(status: number): ErrorCode {
  if (status >= 500) return 'service-unavailable';
  return FALLBACK_CODES[status] ?? 'invalid/invalid-input-format';
}

/**
 * Reads the contract's error body. A proxy or a crashed server may answer with HTML or nothing;
 * the user then gets the catalogue's generic message in their language rather than raw markup.
 */
export async function toApiError(response: Response, language: Language): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (isErrorBody(body)) {
    const fields = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
    return new ApiError(response.status, body.code, body.message, fields, issuesOf(body));
  }
  const code = fallbackCode(response.status);
  return new ApiError(response.status, code, errorMessage(code, language));
}

export function networkError(language: Language): ApiError {
  return new ApiError(0, 'service-unavailable', errorMessage('service-unavailable', language));
}
