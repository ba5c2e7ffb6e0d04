import { hasAllScopes, isScope, ROLE_SCOPES, type Role, type Scope } from '@armada/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO_LOGINS, seedDemo } from '../../src/seed';
import { demoPassword } from '../../src/seed/builders/builders';
import { createTestApp, loginAs, TEST_JWT_SECRET, type TestApp } from '../app';
import { graphql } from '../graphql/client';
import {
  type GraphqlOperation,
  graphqlOperations,
  operationRequest,
  sampleArguments,
} from './graphql-operations';

/*
 * Issue 21 item 2 for the Alert Center's GraphQL API: every operation of the schema, read from the
 * schema itself, called without a valid token (401 in its envelope) and as every demo role (403 in
 * its envelope exactly where the declared @scopes are missing).
 */

let t: TestApp;
let operations: GraphqlOperation[];
const roleAuthorization = new Map<Role, string>();
let demoUser: { sub: string; cid: number };

async function call(operation: GraphqlOperation, authorization: string | undefined) {
  const { query, variables } = operationRequest(operation, sampleArguments(operation));
  const answer = await graphql(t.app, query, variables, authorization ? { authorization } : {});
  const envelope = answer.data?.[operation.name] as { status?: number; errorCode?: string } | undefined;
  return {
    http: answer.statusCode,
    status: envelope?.status,
    code: envelope?.errorCode,
    errors: answer.errors,
  };
}

function token(options: { secret?: Uint8Array; expiresAt?: number; issuedAt?: number }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: demoUser.cid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(demoUser.sub)
    .setIssuer('armada')
    .setAudience('armada-api')
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(options.secret ?? TEST_JWT_SECRET);
}

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 100_000, timeWindow: '1 minute' } });
  const seeded = await seedDemo(t.database.db);
  demoUser = { sub: String(seeded.users.admin), cid: seeded.transportCompanyId };
  for (const login of DEMO_LOGINS) {
    if (roleAuthorization.has(login.role)) continue;
    roleAuthorization.set(login.role, (await loginAs(t.app, login.email, demoPassword())).authorization);
  }
  operations = graphqlOperations();
}, 120_000);
afterAll(() => t.close());

describe('authorisation over every GraphQL operation of the schema', () => {
  it('finds the operations of the contract in the schema', () => {
    const names = operations.map((operation) => operation.name);
    for (const name of [
      'rawAlerts',
      'unresolvedAlertCounts',
      'upsertRawAlertsAction',
      'getPayload',
      'alertRules',
      'alertCodesPaginated',
      'createAlertRules',
      'updateCompany',
      'createGeofence',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('declares at least one scope of the catalogue on every operation', () => {
    const wrong = operations.flatMap((operation) =>
      operation.scopes === null || operation.scopes.length === 0
        ? [`${operation.name}: no @scopes`]
        : operation.scopes
            .filter((scope) => !isScope(scope))
            .map((scope) => `${operation.name}: unknown scope ${scope}`),
    );
    expect(wrong).toEqual([]);
  });

  it('answers 401 in the envelope to every operation without a valid token, and changes no row', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ways: [string, string | undefined][] = [
      ['no token', undefined],
      ['an empty bearer', 'Bearer '],
      ['a malformed token', 'Bearer abc.def.ghi'],
      ['an expired token', `Bearer ${await token({ issuedAt: now - 7200, expiresAt: now - 3600 })}`],
      [
        'another secret',
        `Bearer ${await token({ secret: new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xyz') })}`,
      ],
    ];
    const before = await countRows(t.database.db);
    const wrong: string[] = [];
    for (const [what, authorization] of ways) {
      for (const operation of operations) {
        const answer = await call(operation, authorization);
        if (answer.http !== 200 || answer.status !== 401 || answer.code !== 'auth/unauthenticated')
          wrong.push(
            `${operation.name} with ${what}: ${answer.http} ${answer.status} ${answer.code} ${JSON.stringify(answer.errors ?? '')}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it.each(['admin', 'dispatcher', 'driver', 'vendor_admin'] as const)(
    'answers 403 to the %s exactly where the declared scopes are missing',
    async (role) => {
      const authorization = roleAuthorization.get(role);
      const wrong: string[] = [];
      for (const operation of operations) {
        const allowed = hasAllScopes(ROLE_SCOPES[role], (operation.scopes ?? []) as Scope[]);
        const answer = await call(operation, authorization);
        const forbidden = answer.status === 403 && answer.code === 'auth/forbidden';
        if (allowed ? forbidden || answer.status === 401 || answer.http >= 500 : !forbidden)
          wrong.push(
            `${operation.name}: ${answer.http} ${answer.status} ${answer.code} (allowed: ${allowed})`,
          );
      }
      expect(wrong).toEqual([]);
    },
  );
});
