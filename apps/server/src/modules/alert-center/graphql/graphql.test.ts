import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { buildApp } from '../../../app';
import { MAX_QUERY_COST, MAX_QUERY_DEPTH } from './limits';

let t: TestApp;
let a: AlertCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Lokon');
}, 60_000);
afterAll(() => t.close());

const auth = () => ({ authorization: a.admin.authorization });

/** `__schema { types { fields { type { ofType { ... { name } } } } } } }`: `levels` fields deep. */
function introspectionChain(levels: number): string {
  let selection = 'name';
  for (let level = 0; level < levels - 5; level += 1) selection = `ofType { ${selection} }`;
  return `{ __schema { types { fields { type { ${selection} } } } } }`;
}

describe('GraphQL limits and errors', () => {
  it('answers a query deeper than the limit with graphql/query-too-deep, not 500', async () => {
    // No type of ours nests this deep; the introspection types do.
    const tooDeep = await graphql(t.app, introspectionChain(MAX_QUERY_DEPTH + 1), undefined, auth());
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.errors?.[0]).toMatchObject({
      message: `Permintaan GraphQL terlalu dalam (maksimal ${MAX_QUERY_DEPTH} tingkat).`,
      extensions: { code: 'graphql/query-too-deep', status: 400 },
    });
    const atTheLimit = await graphql(t.app, introspectionChain(MAX_QUERY_DEPTH), undefined, auth());
    expect(atTheLimit.statusCode).toBe(200);
  });

  it('accepts the deepest query a client needs', async () => {
    const answer = await graphql(
      t.app,
      `{ rawAlerts(filter: {}) { rawAlerts { data { userLogs { logs { user { fullname } } } } } } }`,
      undefined,
      auth(),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.data?.rawAlerts.rawAlerts.data).toHaveLength(2);
  });

  it('refuses a request over the cost limit (many aliased operations) with graphql/query-too-complex', async () => {
    const aliases = Array.from(
      { length: 120 },
      (_, i) => `a${i}: rawAlerts(filter: {}) { ${ENVELOPE} }`,
    ).join(' ');
    const answer = await graphql(t.app, `{ ${aliases} }`, undefined, auth());
    expect(answer.statusCode).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({
      extensions: { code: 'graphql/query-too-complex', status: 400 },
    });
    expect(answer.errors?.[0]?.message).toContain(`maksimal ${MAX_QUERY_COST}`);
  });

  it.each([
    ['a syntax error', '{ rawAlerts(filter: {}) { isSuccessful '],
    ['an unknown field', '{ rawAlertz { isSuccessful } }'],
    ['a missing argument', '{ rawAlerts { isSuccessful } }'],
  ])('answers %s with graphql/invalid-query and no stack', async (_what, query) => {
    const answer = await graphql(t.app, query, undefined, auth());
    expect(answer.statusCode).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('graphql/invalid-query');
    expect(answer.errors?.[0]?.message).toMatch(/^Permintaan GraphQL tidak valid: /);
    expect(JSON.stringify(answer)).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
  });

  it.each([
    [
      'variables of the wrong type',
      {
        query: 'query($f: RawAlertFilter!) { rawAlerts(filter: $f) { isSuccessful } }',
        variables: { f: { page: 'satu' } },
      },
    ],
    ['a query that is not text', { query: { kind: 'Document', definitions: [] } }],
    ['variables that are not an object', { query: '{ getPayload { isSuccessful } }', variables: 'x' }],
    ['a JSON array body', [{ query: '{ getPayload { isSuccessful } }' }]],
  ])('answers %s with a 400 and a catalogue code', async (_what, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...auth() },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('graphql/invalid-query');
  });

  it('does not run a mutation sent by GET', async () => {
    const query = encodeURIComponent('mutation { deleteAlertRules(alertRuleIds: [1]) { isSuccessful } }');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${query}`,
      headers: auth(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers introspection outside production', async () => {
    const answer = await graphql(t.app, '{ __schema { queryType { name } } }', undefined, auth());
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('GraphQL in production', () => {
  it('refuses introspection, and still answers operations', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, production: true });
    try {
      const introspection = await graphql(app, '{ __schema { types { name } } }');
      expect(introspection.statusCode).toBe(400);
      expect(introspection.errors?.[0]?.extensions?.code).toBe('graphql/invalid-query');
      const type = await graphql(app, '{ __type(name: "RawAlert") { fields { name } } }');
      expect(type.statusCode).toBe(400);
      const operation = await graphql(app, `{ getPayload { ${ENVELOPE} } }`);
      expect(operation.data?.getPayload).toMatchObject({ isSuccessful: false, status: 401 });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
