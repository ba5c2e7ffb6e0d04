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
  /** Query parameters a call must carry, with their schemas. */
  requiredQuery: { name: string; schema: JsonSchema }[];
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
  /** OpenAPI 3.0's way to accept null besides the type. */
  nullable?: boolean;
}

interface DocumentOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
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
        requiredQuery: parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
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

const DAY_MS = 24 * 3_600_000;
/**
 * The sample date-time (a day ahead, so never refused as past): one for the whole run, so that two
 * samples of one body are equal and a body differs only by the ids the sweeps put in it (tenancy.test.ts
 * took a millisecond's tick between two samples for a foreign id).
 */
const SAMPLE_DATE_TIME = new Date(Date.now() + DAY_MS).toISOString();

/**
 * The smallest body the schema accepts: required properties, each the simplest value of its type,
 * and every property that names an object by id, filled with `idFor(name)` (so a sweep can put its
 * own or the other company's ids there).
 */
export function sampleBody(
  schema: JsonSchema,
  idFor: (property: string) => unknown = () => undefined,
  property = '',
): unknown {
  const id = property ? idFor(property) : undefined;
  if (id !== undefined) return id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const concrete = options.find((option) => option.type !== 'null') ?? options[0];
    return concrete ? sampleBody(concrete, idFor, property) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || idFor(name) !== undefined)
          body[name] = sampleBody(inner, idFor, name);
      }
      return body;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        schema.items ? sampleBody(schema.items, idFor, property) : null,
      );
    case 'string':
      if (schema.format === 'date-time') return SAMPLE_DATE_TIME;
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'sapuan@uji.armada.id';
      return 'uji'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 1_000);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** The required query parameters, each with the simplest value its schema accepts. */
export function requiredQueryOf(operation: Operation): string {
  return operation.requiredQuery
    .map(({ name, schema }) => `${name}=${encode(String(sampleBody(schema)))}`)
    .join('&');
}
