import {
  DomainError,
  type ErrorCode,
  errorMessage,
  errorStatus,
  isErrorCode,
  type Language,
} from '@armada/domain';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { GraphqlContext } from './context';
import { graphqlJs } from './graphql-js';

interface FormattedError {
  message: string;
  extensions: { code: ErrorCode; status: number };
  locations?: readonly { line: number; column: number }[];
}

const DEPTH_ERROR = 'MER_ERR_GQL_QUERY_DEPTH';

/** What mercurius and graphql put in an error (validation, parse, depth, variables, our own). */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const nested = (error.originalError as { errors?: GraphQLError[] } | undefined)?.errors;
    return Array.isArray(nested) ? flatten(nested) : [error];
  });
}

function codeOf(error: GraphQLError): { code: ErrorCode; params: Record<string, string | number> } {
  const original = error.originalError as (Error & { code?: string }) | undefined;
  if (original instanceof DomainError) return { code: original.code, params: original.params };
  if (original?.code === DEPTH_ERROR || (error as { code?: string }).code === DEPTH_ERROR) {
    const max = /limit of (\d+)/.exec(error.message)?.[1] ?? '';
    return { code: 'graphql/query-too-deep', params: { max } };
  }
  const frameworkCode = original?.code ?? '';
  const fromGraphql = !original || original instanceof graphqlJs.GraphQLError;
  const fromFramework = frameworkCode.startsWith('MER_ERR') || frameworkCode.startsWith('FST_');
  // Anything else is ours and unexpected: its message may name internals.
  if (!fromGraphql && !fromFramework) return { code: 'internal-error', params: {} };
  const status = (original as { statusCode?: number } | undefined)?.statusCode;
  if (status === 413) return { code: 'payload-too-large', params: {} };
  if (status === 415) return { code: 'unsupported-media-type', params: {} };
  if (status === 404) return { code: 'route-not-found', params: {} };
  // GraphQL's own words say what is wrong with the query or its variables; they carry no internals.
  return { code: 'graphql/invalid-query', params: { detail: error.message } };
}

/**
 * Requests that never reach an operation (a malformed query or variables, a query too deep or too
 * costly, a body that is not JSON) answer GraphQL errors with the catalogue's code and message and
 * a 4xx status, never a stack and never a 500. Operations answer their envelope instead.
 */
export function formatGraphqlErrors(execution: ExecutionResult, context: Partial<GraphqlContext>) {
  const language: Language = context.language ?? 'id';
  const formatted: FormattedError[] = flatten(execution.errors ?? []).map((error) => {
    let { code, params } = codeOf(error);
    if (!isErrorCode(code)) code = 'graphql/invalid-query';
    if (code === 'internal-error')
      context.log?.error({ err: error.originalError ?? error }, 'GraphQL request failed');
    return {
      message: errorMessage(code, language, params),
      extensions: { code, status: errorStatus(code) },
      ...(error.locations ? { locations: error.locations } : {}),
    };
  });
  const worst = Math.max(400, ...formatted.map((error) => error.extensions.status));
  return {
    statusCode: execution.data ? 200 : worst,
    response: { data: execution.data ?? null, errors: formatted },
  };
}
