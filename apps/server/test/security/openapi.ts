import type { FastifyInstance } from 'fastify';

/** One operation of the live OpenAPI document, as the sweeps call it. */
export interface Operation {
  method: string;
  /** The document's path, with `{param}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  /** Null for a public operation; else the scopes the guard requires (maybe none). */
  scopes: string[] | null;
  /** The JSON body's schema, when the operation takes one. */
  bodySchema: JsonSchema | null;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  const?: unknown;
}

interface DocumentOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

/** Every operation of the document the app serves, its own docs pages left out. */
export async function sweptOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, DocumentOperation>>;
  }>();
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema ?? null;
      const security = operation.security ?? [];
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(bodySchema?.properties ?? {}),
        scopes: security.length === 0 ? null : (security[0]?.bearer ?? []),
        bodySchema,
      });
    }
  }
  return found;
}

/** Percent-encodes a path or query value; a lone surrogate (no UTF-8 form) as the bytes a client might send. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split('')
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

/** The operation's path with each parameter replaced by `paramValue(param)`. */
export function fillPath(operation: Operation, paramValue: (param: string) => string): string {
  let url = operation.path;
  for (const param of operation.pathParams) url = url.replace(`{${param}}`, encode(paramValue(param)));
  return url;
}
