import {
  DomainError,
  type ErrorCode,
  errorMessage,
  errorStatus,
  fieldErrorMessage,
  fieldProblemsFromZodIssues,
  type Language,
} from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';

/**
 * The answer of every Alert Center operation (spec section 3, 'Response envelope'): the outcome
 * beside one field named after the operation. A refusal is an envelope too, never a GraphQL error,
 * so a client reads `isSuccessful` and the catalogue's `errorCode` the same way for every operation.
 */
export interface Envelope {
  isSuccessful: boolean;
  errorCode: string | null;
  errorName: string | null;
  message: string | null;
  status: number;
  fieldErrors: { field: string; code: string; message: string }[];
  [operation: string]: unknown;
}

/** The HTTP reason of a status, as a constant name (what `errorName` carries). */
const ERROR_NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export const errorNameOf = (status: number): string => ERROR_NAMES[status] ?? 'ERROR';

export function success(operation: string, value: unknown): Envelope {
  return {
    isSuccessful: true,
    errorCode: null,
    errorName: null,
    message: null,
    status: 200,
    fieldErrors: [],
    [operation]: value,
  };
}

function refusal(operation: string, error: DomainError, language: Language): Envelope {
  const status = errorStatus(error.code);
  return {
    isSuccessful: false,
    errorCode: error.code,
    errorName: errorNameOf(status),
    message: errorMessage(error.code, language, error.params),
    status,
    fieldErrors: error.fields.map((problem) => ({
      field: problem.field,
      code: problem.code,
      message: fieldErrorMessage(problem.code, language, problem.params),
    })),
    [operation]: null,
  };
}

/**
 * Whatever an operation threw, as its envelope: a domain error with its catalogue code, a schema
 * refusal as invalid fields, anything else logged with its stack and answered as the generic 500.
 */
export function failure(
  operation: string,
  error: unknown,
  language: Language,
  log: FastifyBaseLogger,
  input?: unknown,
): Envelope {
  if (error instanceof DomainError) return refusal(operation, error, language);
  if (error instanceof ZodError) {
    const fields = fieldProblemsFromZodIssues(error.issues, input);
    return refusal(operation, new DomainError('invalid/invalid-fields', { fields }), language);
  }
  log.error({ err: error, operation }, 'GraphQL operation failed');
  return refusal(operation, new DomainError('internal-error' satisfies ErrorCode), language);
}
