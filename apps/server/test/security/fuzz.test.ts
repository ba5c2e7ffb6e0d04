import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed';
import { createTestApp, loginAsDemoAdmin, type TestApp } from '../app';
import { BOOKKEEPING_TABLES, dataTables } from '../database';
import {
  encode,
  fillPath,
  type JsonSchema,
  type Operation,
  operationName,
  requiredQueryOf,
  sampleBody,
  sweptOperations,
} from './openapi';

/*
 * Issue 21, item 3: seeded property-based fuzzing of every operation of the live OpenAPI document.
 * Each request is hostile by the document's own schema (a wrong type, a string past its limit, an
 * unknown enum value, a bad uuid or date, malformed JSON, a wrong content type) or simply random
 * (paths, filters, sorts, paging, whole bodies). Expected: never a 5xx, never a stack trace, the
 * error body of DESIGN.md on every refusal, and no write at all behind a refusal.
 *
 * The budget is time: FUZZ_BUDGET_MS (about 2 minutes in `npm test`, 15 in `npm run fuzz`). A failure
 * prints fast-check's seed and path; FUZZ_SEED=<seed> replays it.
 */

const SEED = Number(process.env.FUZZ_SEED || 20_261_126);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS || 100_000);
const ERROR_CODE = /^[a-z-]+(\/[a-z-]+)?$/;
/** What a stack trace or an internal error leaves in a body. */
const INTERNALS = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|Error: |SQLSTATE|syntax error at/;

let t: TestApp;
let operations: Operation[];
let authorization: string;
let requests = 0;

interface FuzzRequest {
  operation: Operation;
  url: string;
  payload?: string;
  contentType?: string;
  /** True when the document's own schema refuses the request: it must answer 4xx. */
  invalid: boolean;
}

/**
 * Counts committed row changes in every table of the test database, with a row trigger that bumps a
 * counter in the same transaction: a refused request that rolled back leaves it as it was. (The
 * server's transaction ids would not do: on PostgreSQL other test files share the cluster.)
 */
async function countCommittedWrites(): Promise<void> {
  const db = t.database.db;
  await sql`create table fuzz_row_writes (n bigint not null)`.execute(db);
  await sql`insert into fuzz_row_writes values (0)`.execute(db);
  await sql`create function fuzz_count_write() returns trigger language plpgsql as $$
    begin update fuzz_row_writes set n = n + 1; return null; end $$`.execute(db);
  const tables = await sql<{ table_name: string }>`${dataTables()}`.execute(db);
  // A partitioned table's row trigger reaches its partitions by itself.
  for (const { table_name } of tables.rows) {
    if (table_name === 'fuzz_row_writes' || BOOKKEEPING_TABLES.includes(table_name)) continue;
    await sql`create trigger fuzz_count_write after insert or update or delete on ${sql.table(table_name)}
      for each row execute function fuzz_count_write()`.execute(db);
  }
}

async function writeMark(): Promise<string> {
  const result = await sql<{ n: string }>`select n::text as n from fuzz_row_writes`.execute(t.database.db);
  return result.rows[0]?.n ?? '';
}

const HOSTILE_STRINGS = fc.constantFrom(
  '',
  'a\u0000b',
  '\ud800',
  '__proto__',
  'constructor',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  'x'.repeat(100_000),
);
const HOSTILE_NUMBERS = fc.constantFrom(
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0.5,
);
const ANY_SCALAR = fc.oneof(
  HOSTILE_STRINGS,
  HOSTILE_NUMBERS,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  if (schema.enum) return ['enum'];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
};

/** Values the property's schema refuses, whatever else the body holds; empty if none is certain. */
function invalidValuesFor(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const types = typesOf(schema);
  if (types.length === 0) return [];
  const out: fc.Arbitrary<unknown>[] = [];
  const accepts = (type: string) =>
    types.includes(type) ||
    (type === 'integer' && types.includes('number')) ||
    (type === 'null' && schema.nullable === true);
  if (!accepts('null') && !types.includes('enum')) out.push(fc.constant(null));
  if (!accepts('string') && !types.includes('enum'))
    out.push(fc.string({ maxLength: 20 }).map((s) => `x${s}`));
  if (!accepts('number') && !accepts('integer') && !types.includes('enum')) out.push(HOSTILE_NUMBERS);
  if (!accepts('boolean') && !types.includes('enum')) out.push(fc.boolean());
  if (!accepts('array')) out.push(fc.array(ANY_SCALAR, { minLength: 1, maxLength: 3 }));
  if (!accepts('object')) out.push(fc.constant({ nested: nested(3) }));
  if (types.includes('enum')) out.push(fc.constant('NILAI_TIDAK_DIKENAL'));
  if (schema.maxLength !== undefined)
    out.push(fc.constant('x'.repeat(Math.min(schema.maxLength + 1, 100_000))));
  if (schema.maximum !== undefined) out.push(fc.constant(schema.maximum + 1));
  if (schema.minimum !== undefined) out.push(fc.constant(schema.minimum - 1));
  if (schema.format === 'uuid')
    out.push(fc.constantFrom('bukan-uuid', '00000000-0000-0000-0000-00000000000g'));
  if (schema.format === 'date-time') out.push(fc.constantFrom('2026-13-45T99:00:00Z', 'kemarin'));
  return out;
}

/** A body with one declared property set to a value its schema refuses. */
function invalidBody(operation: Operation): fc.Arbitrary<{ payload: string; invalid: boolean }> | null {
  const schema = operation.bodySchema;
  const properties = Object.entries(schema?.properties ?? {});
  if (!schema || properties.length === 0) return null;
  const base = sampleBody(schema) as Record<string, unknown>;
  const choices = properties.flatMap(([name, inner]) =>
    invalidValuesFor(inner).map((values) => values.map((value) => ({ ...base, [name]: value }))),
  );
  if (choices.length === 0) return null;
  return fc.oneof(...choices).map((body) => ({ payload: JSON.stringify(body), invalid: true }));
}

/** Bodies no operation accepts as they are, and random ones. */
const ANY_BODY = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"teks"', '{"a":1}}', '\u0000').map((payload) => ({
    payload,
    invalid: payload !== 'null' && payload !== '"teks"',
  })),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({ payload: JSON.stringify(value), invalid: false })),
  fc.constant({ payload: `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`, invalid: false }),
);

const PATH_VALUES = fc.oneof(
  HOSTILE_STRINGS.filter((value) => value.length < 1_000 && value !== ''),
  fc.constantFrom('1', '0', '-1', '2147483648', '1e3', '00000000-0000-4000-8000-000000000000', 'bukan-uuid'),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.integer().map(String),
);

const FILTER = fc
  .tuple(
    fc.constantFrom('id', 'status.name', 'created_on', 'name', '__proto__', 'x.y.z', ''),
    fc.constantFrom('eq', 'in', 'gt', 'lt', 'ne', 'like', 'between', 'bogus', ''),
    fc.oneof(
      HOSTILE_STRINGS.filter((value) => value.length < 1_000),
      fc.string({ maxLength: 20 }),
      fc.integer().map(String),
    ),
  )
  .map(([field, op, value]) => `${field} ${op} ${value}`);
const PAGING = fc.oneof(
  fc.integer().map(String),
  fc.constantFrom('NaN', '-1', '0', '1e9', '99999999999999999999', 'x', ''),
);

function queryOf(operation: Operation): fc.Arbitrary<string> {
  const parts: fc.Arbitrary<string>[] = [];
  if (operation.queryParams.includes('filters'))
    parts.push(fc.oneof(FILTER, fc.string()).map((v) => `filters=${encode(v)}`));
  if (operation.queryParams.includes('sorts'))
    parts.push(fc.oneof(FILTER, fc.string()).map((v) => `sorts=${encode(v)}`));
  if (operation.queryParams.includes('page')) parts.push(PAGING.map((v) => `page=${encode(v)}`));
  if (operation.queryParams.includes('limit')) parts.push(PAGING.map((v) => `limit=${encode(v)}`));
  if (operation.queryParams.includes('search'))
    parts.push(fc.string({ maxLength: 60 }).map((v) => `search=${encode(v)}`));
  if (parts.length === 0) return fc.constant('');
  return fc
    .subarray(parts, { minLength: 1 })
    .chain((chosen) => fc.tuple(...chosen).map((values) => values.join('&')));
}

function requestsOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .array(PATH_VALUES, { minLength: operation.pathParams.length, maxLength: operation.pathParams.length })
    .map((values) => fillPath(operation, (param) => values[operation.pathParams.indexOf(param)] ?? '1'));
  const withQuery = (query: string, url: string) => {
    const search = [requiredQueryOf(operation), query].filter(Boolean).join('&');
    return search ? `${url}?${search}` : url;
  };
  const plain = fc
    .tuple(path, queryOf(operation))
    .map(([url, query]) => ({ operation, url: withQuery(query, url), invalid: false }));
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method)) return plain;
  const validPath = fillPath(operation, (param) =>
    /id$/i.test(param) ? '1' : '00000000-0000-4000-8000-000000000000',
  );
  const bodies = [
    ANY_BODY,
    ...(operation.bodySchema ? [invalidBody(operation)].filter((b) => b !== null) : []),
  ];
  const withBody = fc.oneof(...bodies).map(({ payload, invalid }) => ({
    operation,
    url: withQuery('', validPath),
    payload,
    contentType: 'application/json',
    invalid: invalid && operation.bodySchema !== null,
  }));
  const wrongType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
      ),
      fc.string(),
    )
    .map(([contentType, payload]) => ({
      operation,
      url: withQuery('', validPath),
      payload,
      contentType,
      invalid: operation.bodySchema !== null,
    }));
  return fc.oneof(plain, withBody, wrongType);
}

async function send(request: FuzzRequest) {
  requests += 1;
  const before = request.invalid ? await writeMark() : '';
  const response = await t.app.inject({
    method: request.operation.method as 'GET',
    url: request.url,
    headers: {
      authorization,
      'accept-language': 'id',
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const what = `${operationName(request.operation)} ${request.url.slice(0, 200)} -> ${response.statusCode}`;
  expect(response.statusCode, `${what} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(INTERNALS.test(response.body), `${what} shows internals: ${response.body.slice(0, 300)}`).toBe(
    false,
  );
  if (response.statusCode >= 400) {
    const body = response.json<{ code?: unknown; message?: unknown }>();
    expect(String(body.code), what).toMatch(ERROR_CODE);
    expect(typeof body.message, what).toBe('string');
  }
  if (request.invalid) {
    expect(response.statusCode, `${what}: the schema refuses this request`).toBeGreaterThanOrEqual(400);
    expect(await writeMark(), `${what} wrote behind a refusal`).toBe(before);
  }
}

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 1_000_000, timeWindow: '1 minute' } });
  await seedDemo(t.database.db);
  await countCommittedWrites();
  ({ authorization } = await loginAsDemoAdmin(t.app));
  // Public operations have their own limits and secrets; login would lock the demo admin out.
  operations = (await sweptOperations(t.app)).filter((operation) => operation.scopes !== null);
}, 120_000);
afterAll(async () => {
  console.info(
    `Fuzz: ${requests} requests over ${operations.length} operations, seed ${SEED}, budget ${BUDGET_MS} ms`,
  );
  await t.close();
});

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    'never answers 5xx, never shows internals, and writes nothing behind a refusal',
    async () => {
      const anyRequest = fc.constantFrom(...operations).chain(requestsOf);
      await fc.assert(
        fc.asyncProperty(anyRequest, (request) => send(request)),
        {
          seed: SEED,
          numRuns: 1_000_000,
          interruptAfterTimeLimit: BUDGET_MS,
          markInterruptAsFailure: false,
          endOnFailure: true,
        },
      );
      expect(requests).toBeGreaterThan(100);
    },
    BUDGET_MS + 120_000,
  );
});
