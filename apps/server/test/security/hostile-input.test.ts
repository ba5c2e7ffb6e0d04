import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, seedDemo } from '../../src/seed';
import { createTestApp, loginAsDemoAdmin, type TestApp } from '../app';
import { encode, fillPath, type Operation, sweptOperations } from './openapi';

/*
 * One table of hostile inputs, run over every operation of the OpenAPI document (issue 25): whatever
 * a path parameter, a query parameter or a JSON field carries, the answer is never a 500 and never
 * changes a row. Text the database cannot hold (NUL, a lone surrogate) and ids outside PostgreSQL's
 * integer are refused with the catalogue's 400 body.
 */

/** Values every kind of input is tried with; `refused` ones must answer 4xx with a catalogue code. */
const HOSTILE_TEXT = ['a\u0000b', '\ud800', 'x\udc00y'];
const HOSTILE_IDS = ['2147483648', '0', '-1', '99999999999999999999', '1e400'];
const HOSTILE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const HOSTILE_LIST_QUERIES = [
  ...HOSTILE_NAMES.map((name) => `filters=${encodeURIComponent(`${name} eq 1`)}`),
  ...HOSTILE_NAMES.map((name) => `sorts=${encodeURIComponent(`${name} desc`)}`),
  `filters=${encodeURIComponent('id eq 99999999999999999')}`,
  `filters=${encodeURIComponent('id in 1,99999999999999999')}`,
  'page=99999999999999999',
  'limit=99999999999',
  `search=${encode('a\u0000b')}`,
];

const VALID_UUID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let authorization: string;
let operations: Operation[];

const storedPhotos = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('activity_attachments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The path with every parameter filled: `hostile` for one of them, a harmless value for the rest. */
function urlOf(operation: Operation, hostile?: { param: string; value: string }, query = '') {
  const url = fillPath(operation, (param) =>
    hostile?.param === param ? hostile.value : /id$/i.test(param) ? '1' : VALID_UUID,
  );
  return query ? `${url}?${query}` : url;
}

async function call(method: string, url: string, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization, 'accept-language': 'id' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body, url, method };
}

const failures: string[] = [];
function expectAnswer(answer: Awaited<ReturnType<typeof call>>, mustRefuse: boolean) {
  const what = `${answer.method} ${answer.url} -> ${answer.status}`;
  if (answer.status >= 500) failures.push(what);
  else if (mustRefuse && (answer.status < 400 || !/"code":"[a-z-]+(\/[a-z-]+)?"/.test(answer.body)))
    failures.push(`${what} (accepted) ${answer.body.slice(0, 120)}`);
}

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 100_000, timeWindow: '1 minute' } });
  await seedDemo(t.database.db);
  ({ authorization } = await loginAsDemoAdmin(t.app));
  operations = await sweptOperations(t.app);
}, 120_000);
afterAll(() => t.close());

describe('hostile input over every operation of the OpenAPI document', () => {
  it('finds the operations to sweep', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('never answers 500 and changes no row, whatever the path, query or body carries', async () => {
    const before = await countRows(t.database.db);
    for (const operation of operations) {
      for (const param of operation.pathParams) {
        for (const value of [...HOSTILE_TEXT, ...HOSTILE_IDS, ...HOSTILE_NAMES]) {
          const answer = await call(operation.method, urlOf(operation, { param, value }));
          expectAnswer(
            answer,
            HOSTILE_TEXT.includes(value) || (/id$/i.test(param) && HOSTILE_IDS.includes(value)),
          );
        }
      }
      for (const name of operation.queryParams) {
        for (const value of [...HOSTILE_TEXT, ...HOSTILE_IDS]) {
          const answer = await call(
            operation.method,
            urlOf(operation, undefined, `${name}=${encode(value)}`),
          );
          // A URL cannot carry a lone surrogate, only its invalid UTF-8 bytes, which the query parser
          // keeps as plain text: harmless, so only the NUL must be refused there.
          expectAnswer(answer, value.includes('\u0000'));
        }
      }
      if (operation.queryParams.includes('filters')) {
        for (const query of HOSTILE_LIST_QUERIES) {
          expectAnswer(await call(operation.method, urlOf(operation, undefined, query)), true);
        }
      }
      if (['POST', 'PUT', 'PATCH'].includes(operation.method)) {
        for (const field of operation.bodyFields) {
          for (const value of [...HOSTILE_TEXT, 2147483648, -1, 1e308]) {
            const answer = await call(operation.method, urlOf(operation), { [field]: value });
            expectAnswer(answer, typeof value === 'string');
          }
        }
        expectAnswer(await call(operation.method, urlOf(operation), { 'bad\u0000key': 1 }), true);
      }
    }
    expect(failures).toEqual([]);
    expect(await countRows(t.database.db)).toEqual(before);
  }, 600_000);

  // Inherited names are ordinary unknown keys to a body schema: stripped, so a create may still create.
  it('never answers 500 to inherited names as JSON keys', async () => {
    failures.length = 0;
    for (const operation of operations) {
      if (!['POST', 'PUT', 'PATCH'].includes(operation.method)) continue;
      for (const name of HOSTILE_NAMES) {
        expectAnswer(
          await call(operation.method, urlOf(operation), JSON.parse(`{"${name}": {"x": 1}}`)),
          false,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  // The upload is read before the task is looked at, so any path exercises the parser.
  it('refuses broken multipart bodies with 400, never 500', async () => {
    const url = `/api/fleet-planning/v1/fleet-task/${VALID_UUID}/point/${VALID_UUID}/activity/${VALID_UUID}/attachment`;
    const before = await storedPhotos();
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
    const broken: { contentType: string; body: string }[] = [
      { contentType: 'multipart/form-data', body: part('x') },
      { contentType: 'multipart/form-data; boundary=AAA', body: `${part('BBB')}\r\n--BBB--\r\n` },
      { contentType: 'multipart/form-data; boundary=AAA', body: part('AAA') },
      { contentType: 'multipart/form-data; boundary=AAA', body: '' },
      { contentType: 'multipart/form-data; boundary=', body: part('') },
    ];
    const statuses: number[] = [];
    for (const { contentType, body } of broken) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization, 'content-type': contentType },
        payload: body,
      });
      statuses.push(response.statusCode);
      expect(response.json().code, `${contentType}: ${response.body}`).toMatch(/^[a-z-]+(\/[a-z-]+)?$/);
    }
    expect(
      statuses.every((status) => status >= 400 && status < 500),
      String(statuses),
    ).toBe(true);
    expect(await storedPhotos()).toBe(before);
  });
});
