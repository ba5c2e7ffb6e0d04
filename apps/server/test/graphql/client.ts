import type { FastifyInstance } from 'fastify';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  statusCode: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; status?: number } }[];
}

/** POSTs a GraphQL request to /api/graphql as `authorization` (or anonymously) and returns the parsed answer. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
export async function graphql<T = Record<string, any>>(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphqlAnswer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
  });
  const body = response.json<{ data: T | null; errors?: GraphqlAnswer['errors'] }>();
  return {
    statusCode: response.statusCode,
    data: body.data,
    ...(body.errors ? { errors: body.errors } : {}),
  };
}

/** The envelope fields every operation answers. */
export const ENVELOPE = 'isSuccessful errorCode errorName message status fieldErrors { field code message }';
