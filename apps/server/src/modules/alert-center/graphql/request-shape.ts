import type { FastifyInstance } from 'fastify';

/**
 * The app validates and serialises with zod (http/validation.ts), which cannot read the JSON schemas
 * mercurius declares for its routes. Inside the GraphQL scope the request's shape is checked here
 * instead (a query that is text, variables that are an object, an operation name that is text), and
 * answers are serialised as plain JSON. A query sent as anything but text would otherwise be taken
 * for a parsed document.
 */
const isText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
const isObject = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));

function shapeProblem(httpPart: string | undefined, data: unknown): string | null {
  if (httpPart !== 'body' && httpPart !== 'querystring') return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return 'the request must be an object';
  const { query, operationName, variables, extensions } = data as Record<string, unknown>;
  if (!isText(query)) return 'query must be a string';
  if (!isText(operationName)) return 'operationName must be a string';
  const structured = httpPart === 'body' ? isObject : isText;
  if (!structured(variables)) return 'variables must be an object';
  if (!structured(extensions)) return 'extensions must be an object';
  return null;
}

export function useGraphqlRequestShape(scope: FastifyInstance): void {
  scope.setValidatorCompiler(({ httpPart }) => (data: unknown) => {
    const problem = shapeProblem(httpPart, data);
    return problem ? { error: new Error(problem) } : { value: data };
  });
  scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
