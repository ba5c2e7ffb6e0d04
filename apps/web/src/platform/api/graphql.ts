import { ApiError, apiRequest, reportUnauthorized } from './client';

/**
 * The Alert Center's GraphQL API (`/api/graphql`, DESIGN.md 'Alert Center'). Every operation answers
 * an envelope `{isSuccessful, errorCode, errorName, message, status, fieldErrors, <operation>}`; a
 * refusal is an envelope, never a GraphQL error. This client sends the same Bearer token and
 * language as REST (through `apiRequest`) and turns a refusal into the same `ApiError` a REST call
 * rejects with, so pages show `error.message` and field errors alike for both APIs.
 */
interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

function envelopeOf(body: GraphqlBody, operation: string): Record<string, unknown> | null {
  const envelope = body.data?.[operation];
  return typeof envelope === 'object' && envelope !== null ? (envelope as Record<string, unknown>) : null;
}

/** A request that never reached an operation but came back 200 with `errors` (not expected; kept safe). */
function graphqlError(body: GraphqlBody): ApiError {
  const first = body.errors?.[0];
  return new ApiError(400, first?.extensions?.code ?? 'graphql/invalid-query', first?.message ?? '');
}

/**
 * Runs one operation and answers its value (the field named after the operation), or rejects with
 * `ApiError(status, errorCode, message, fieldErrors)`; a 401 envelope ends the session like REST's.
 */
export async function graphqlRequest<T>(
  operation: string,
  query: string,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const body = await apiRequest<GraphqlBody>('/graphql', {
    method: 'POST',
    body: { query, variables },
    signal,
  });
  const envelope = envelopeOf(body, operation);
  if (!envelope) throw graphqlError(body);
  if (envelope.isSuccessful === true) return envelope[operation] as T;
  const status = typeof envelope.status === 'number' ? envelope.status : 400;
  const fields = Array.isArray(envelope.fieldErrors) ? envelope.fieldErrors : [];
  const error = new ApiError(
    status,
    typeof envelope.errorCode === 'string' ? envelope.errorCode : 'invalid/invalid-input-format',
    typeof envelope.message === 'string' ? envelope.message : '',
    fields,
  );
  if (status === 401) reportUnauthorized(error);
  throw error;
}
