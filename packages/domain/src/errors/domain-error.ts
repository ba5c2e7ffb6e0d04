import type { ErrorCode, FieldErrorCode, MessageParams } from './catalogue';
import type { IssueCode } from './issue-codes';

export interface FieldProblem {
  field: string;
  code: FieldErrorCode;
  params?: MessageParams;
}

/** An issue in the spec's upper-case vocabulary (`FLEET_TASK.FLEET_TASK_ACTIVITIES_NOT_COMPLETED`). */
export interface IssueProblem {
  code: IssueCode;
  field?: string;
  params?: MessageParams;
}

export interface DomainErrorOptions {
  fields?: FieldProblem[];
  issues?: IssueProblem[];
  params?: MessageParams;
  /** For a 429: when the caller may try again, sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

/**
 * What a service throws when a rule refuses a request. It carries only codes and parameters; the
 * server renders the message in the caller's language from the catalogue.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldProblem[];
  readonly issues: IssueProblem[];
  readonly params: MessageParams;
  readonly retryAfterSeconds: number | null;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    super(code);
    this.name = 'DomainError';
    this.code = code;
    this.fields = options.fields ?? [];
    this.issues = options.issues ?? [];
    this.params = options.params ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
