import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { databaseSnapshot } from '../database';
import { type AlertCompany, alertCompany } from '../factories/alert-center.factory';
import {
  type GraphqlOperation,
  graphqlOperations,
  operationRequest,
  sampleArguments,
} from './graphql-operations';

/*
 * Issue 21 item 3 for the Alert Center's GraphQL API: a few hostile values in every text, number
 * and id field of every operation (all fields filled, optional ones too). Expected: never a 5xx,
 * never a stack or an internal name, and a refusal writes nothing.
 */

const HOSTILE_TEXT: [string, string][] = [
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['SQL', "x' or '1'='1'; drop table raw_alerts; --"],
  ['markup', '<script>alert(1)</script>'],
  ['100,000 characters', 'x'.repeat(100_000)],
];
const HOSTILE_NUMBERS: [string, number][] = [
  ['2^31', 2 ** 31],
  ['-1', -1],
  ['1e308', 1e308],
];

let t: TestApp;
let a: AlertCompany;
let operations: GraphqlOperation[];

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Galunggung');
  operations = graphqlOperations();
}, 60_000);
afterAll(() => t.close());

async function send(operation: GraphqlOperation, fill: (field: string, scalar: string) => unknown) {
  const { query, variables } = operationRequest(operation, sampleArguments(operation, fill, true));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json', authorization: a.admin.authorization },
    payload: JSON.stringify({ query, variables }),
  });
  return response;
}

describe('hostile variables over every GraphQL operation', () => {
  it.each([...HOSTILE_TEXT, ...HOSTILE_NUMBERS.map(([name, value]) => [name, value] as [string, number])])(
    'answers %s in every field without a 5xx, a stack, or a write behind a refusal',
    async (_name, value) => {
      const failures: string[] = [];
      for (const operation of operations) {
        const fill = (_field: string, scalar: string) =>
          typeof value === 'string'
            ? scalar === 'String' || scalar === 'ID'
              ? value
              : undefined
            : scalar === 'Int' || scalar === 'Float'
              ? value
              : undefined;
        const before = await databaseSnapshot(t.database.db);
        const response = await send(operation, fill);
        const body = response.body;
        if (response.statusCode >= 500) failures.push(`${operation.name}: ${response.statusCode}`);
        if (/node_modules|\bat \w+ \(|\.ts:\d+|syntax error at or near|relation "/i.test(body))
          failures.push(`${operation.name}: internals in ${body.slice(0, 200)}`);
        const envelope = response.statusCode === 200 ? response.json().data?.[operation.name] : null;
        if (!envelope?.isSuccessful) {
          const after = await databaseSnapshot(t.database.db);
          if (JSON.stringify(after) !== JSON.stringify(before))
            failures.push(`${operation.name}: wrote behind a refusal`);
        }
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
