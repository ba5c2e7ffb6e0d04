import { hasAllScopes, ROLE_SCOPES, type Role, type Scope } from '@armada/domain';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN, seedDemo } from '../../src/seed';
import { demoPassword } from '../../src/seed/builders/builders';
import { createTestApp, loginAs, TEST_JWT_SECRET, type TestApp } from '../app';
import { fillPath, type Operation, operationName, sweptOperations } from './openapi';

/*
 * Issue 21, item 2: every operation of the live OpenAPI document, called without a valid token and
 * as every role. The document states each operation's scopes from the same route config the guard
 * reads, so this checks the guard against the declaration and the declaration against our rules.
 */

const VALID_UUID = '00000000-0000-4000-8000-000000000000';

/** Private operations open to any signed-in user of a company: the caller's own account only. */
const ANY_SIGNED_IN_USER = new Set([
  'GET /api/auth/me',
  'PATCH /api/platform/v1/user/profile',
  'POST /api/auth/password',
  'POST /api/platform/v1/user/profile/reminder-shown',
  'GET /api/platform/v1/branding/logo',
]);

/** What the platform operator may call besides its console (docs/platform-shell.md section 1). */
const OPERATOR_ALSO = new Set(['GET /api/auth/me', 'POST /api/auth/password']);
const isOperatorConsole = (operation: Operation) => operation.path.startsWith('/api/platform/v1/operator/');

/**
 * Operations without a bearer token, and what stands in for it: they are swept by their own tests
 * (login limits, signed photo URLs, public tracking tokens, device keys). A new public operation
 * must be named here, so nobody opens one by accident.
 */
const PUBLIC_OPERATIONS = new Set([
  'POST /api/auth/login',
  // The first company's set-up (only while there is none), one-time links and forgot-password: the
  // login throttle and the link's 256 random bits stand in for a token (auth/account.test.ts).
  'GET /api/auth/setup',
  'POST /api/auth/setup',
  'POST /api/auth/invitation/{token}',
  'POST /api/auth/reset-password/{token}',
  'POST /api/auth/forgot-password',
  'GET /api/health',
  'GET /api/fleet-planning/v1/attachment/{attachmentId}/photo',
  'GET /api/fleet-planning/v1/public/track/{token}',
  'GET /api/telemetry/osmand',
  'POST /api/telemetry/osmand',
  'POST /api/telemetry/v1/positions',
  // Device events and Traccar's forwarding: the gateway's X-Api-Key, like the positions batch.
  'POST /api/telemetry/v1/events',
  'POST /api/telemetry/v1/traccar',
  // Icons of the alert catalogue: images an <img> loads without a token; they hold nothing of a company.
  'GET /api/alert-center/v1/alert-code/{code}/icon.svg',
  'GET /api/alert-center/v1/alert-category/{id}/icon.svg',
  // Dashcam clips (issue 19 item 3): the gateway's one-time upload token (256 random bits, only its
  // hash stored) and the clip link's HMAC of clip, company and expiry stand in for a token.
  'PUT /api/media/v1/upload/{token}',
  'POST /api/media/v1/upload/{token}',
  'GET /api/media/v1/clip/{id}',
  // Announcement and banner images (docs/platform-shell.md section 4): an <img> loads them without a
  // token; the random uuid is the capability, and they are the operator's, not a company's.
  'GET /api/platform/v1/asset/{id}',
]);

/** The scope family a path's resource must be guarded by (the specs' resource names). */
const RESOURCE_SCOPES: [RegExp, string][] = [
  [/^\/api\/vendor-management\/v1\/vendor\b/, 'vms:'],
  [/^\/api\/vendor-management\/v1\/pairing-code\b/, 'setting:'],
  [/^\/api\/order\/v1\/delivery-order\b/, 'delivery-order:'],
  [/^\/api\/order\/v1\/(customer|product|product-type)\b/, 'master-data:'],
  [/^\/api\/fleet-planning\/v1\/driver-app\//, 'tms_driver:'],
  [/^\/api\/fleet-planning\/v1\/(fleet-task|vendor-request|driver|nearest-vehicle)\b/, 'fleet-task:'],
  [/^\/api\/fleet-planning\/v1\/reason\b/, 'reason:'],
  [/^\/api\/fleet-planning\/v1\/setting\b/, 'setting:'],
  [/^\/api\/vehicle-management\//, 'master-data:'],
  [/^\/api\/telemetry\/v1\/(api-key|intake-stats)\b/, 'setting:'],
  [/^\/api\/telemetry\/v1\/device\b/, 'master-data:'],
  [/^\/api\/telemetry\/v1\/vehicle\b/, 'liveview:'],
  [/^\/api\/telemetry\/v1\/driver\b/, 'liveview:'],
  [/^\/api\/platform\/v1\/dashboard\b/, 'dashboard:'],
  [/^\/api\/report\/v1\//, 'report:'],
  [/^\/api\/platform\/v1\/(user|role)\b/, 'user:'],
  [/^\/api\/platform\/v1\/company\b/, 'setting:'],
  [/^\/api\/platform\/v1\/operator\//, 'platform-admin'],
  [/^\/api\/platform\/v1\/system-notification\b/, 'system_notification:'],
  [/^\/api\/platform\/v1\/(feedback|feedback-status)\b/, 'customer-wish-feedback:'],
  [/^\/api\/platform\/v1\/banner-active\b/, 'dashboard:'],
  [/^\/api\/platform\/v1\/referral\b/, 'referal_program:'],
];

let t: TestApp;
let operations: Operation[];
const roleAuthorization = new Map<Role, string>();
let demoUser: { sub: string; cid: number };

const urlOf = (operation: Operation) =>
  fillPath(operation, (param) => (/id$/i.test(param) ? '1' : VALID_UUID));

async function call(operation: Operation, authorization: string | undefined) {
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation),
    headers: { 'accept-language': 'id', ...(authorization ? { authorization } : {}) },
  });
  const body = response.body.startsWith('{') ? response.json<{ code?: string }>() : {};
  return { status: response.statusCode, code: body.code };
}

function token(
  claims: { sub: string; cid: number },
  options: { secret?: Uint8Array; issuedAt?: number; expiresAt?: number },
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: claims.cid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('armada')
    .setAudience('armada-api')
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(options.expiresAt ?? now + 600)
    .sign(options.secret ?? TEST_JWT_SECRET);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every way a caller may come without a valid token, by name. */
async function invalidAuthorizations(): Promise<[string, string | undefined][]> {
  const now = Math.floor(Date.now() / 1000);
  const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256-xyz');
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
    ...demoUser,
    iss: 'armada',
    aud: 'armada-api',
    iat: now,
    exp: now + 600,
  })}.`;
  return [
    ['no token', undefined],
    ['not a bearer header', 'Basic YWRtaW5AZGVtby5pZDpkZW1vMTIzNDU='],
    ['an empty bearer', 'Bearer '],
    ['a malformed token', 'Bearer abc.def.ghi'],
    ['an expired token', `Bearer ${await token(demoUser, { issuedAt: now - 7200, expiresAt: now - 3600 })}`],
    ['a token signed with another secret', `Bearer ${await token(demoUser, { secret: otherSecret })}`],
    ['alg none', `Bearer ${unsigned}`],
  ];
}

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 100_000, timeWindow: '1 minute' } });
  const seeded = await seedDemo(t.database.db);
  demoUser = { sub: String(seeded.users.admin), cid: seeded.transportCompanyId };
  for (const login of DEMO_LOGINS) {
    if (roleAuthorization.has(login.role)) continue;
    const { authorization } = await loginAs(t.app, login.email, demoPassword());
    roleAuthorization.set(login.role, authorization);
  }
  operations = await sweptOperations(t.app);
}, 120_000);
afterAll(() => t.close());

describe('authorisation over every operation of the OpenAPI document', () => {
  it('knows every public operation by name', () => {
    const open = operations.filter((operation) => operation.scopes === null).map(operationName);
    expect(open.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('declares the scopes of every private operation, from its resource family', () => {
    const undeclared: string[] = [];
    for (const operation of operations) {
      const name = operationName(operation);
      if (operation.scopes === null || ANY_SIGNED_IN_USER.has(name)) continue;
      const family = RESOURCE_SCOPES.find(([pattern]) => pattern.test(operation.path))?.[1];
      if (!family) undeclared.push(`${name}: no scope family for this path`);
      else if (!operation.scopes.some((scope) => scope.startsWith(family)))
        undeclared.push(`${name}: needs a ${family}* scope, declares [${operation.scopes.join(', ')}]`);
    }
    expect(undeclared).toEqual([]);
  });

  it('answers 401 to every private operation without a valid token, and changes no row', async () => {
    const before = await countRows(t.database.db);
    const wrong: string[] = [];
    let requests = 0;
    for (const [what, authorization] of await invalidAuthorizations()) {
      for (const operation of operations) {
        if (operation.scopes === null) continue;
        const answer = await call(operation, authorization);
        requests += 1;
        if (answer.status !== 401 || answer.code !== 'auth/unauthenticated')
          wrong.push(`${operationName(operation)} with ${what}: ${answer.status} ${answer.code}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(requests).toBeGreaterThan(400);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it.each(['admin', 'dispatcher', 'driver', 'vendor_admin'] as const)(
    'answers 403 to the %s exactly where the declared scopes are missing',
    async (role) => {
      const authorization = roleAuthorization.get(role);
      expect(authorization, `the demo has no ${role} login`).toBeDefined();
      const wrong: string[] = [];
      for (const operation of operations) {
        if (operation.scopes === null) continue;
        const allowed = hasAllScopes(ROLE_SCOPES[role], operation.scopes as Scope[]);
        const answer = await call(operation, authorization);
        const refusal = isOperatorConsole(operation) ? 'auth/operator-only' : 'auth/forbidden';
        const forbidden = answer.status === 403 && answer.code === refusal;
        if (allowed ? forbidden || answer.status === 401 : !forbidden)
          wrong.push(`${operationName(operation)}: ${answer.status} ${answer.code} (allowed: ${allowed})`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('refuses the platform operator every operation but its console and its own account', async () => {
    const { authorization } = await loginAs(t.app, PLATFORM_OPERATOR_LOGIN.email, demoPassword());
    const before = await countRows(t.database.db);
    const wrong: string[] = [];
    for (const operation of operations) {
      const name = operationName(operation);
      if (operation.scopes === null || OPERATOR_ALSO.has(name) || isOperatorConsole(operation)) continue;
      const answer = await call(operation, authorization);
      if (answer.status !== 403 || answer.code !== 'auth/company-only')
        wrong.push(`${name}: ${answer.status} ${answer.code}`);
    }
    expect(wrong).toEqual([]);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('answers 401 to the gateway intake without a valid device key', async () => {
    const routes = [
      ['/api/telemetry/v1/positions', { positions: [] }],
      ['/api/telemetry/v1/events', { events: [] }],
      ['/api/telemetry/v1/traccar', { device: { uniqueId: '1' } }],
    ] as const;
    for (const [url, payload] of routes) {
      for (const key of [undefined, '', 'not-a-key', 'a'.repeat(500)]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: key === undefined ? {} : { 'x-api-key': key },
          payload,
        });
        expect(response.statusCode, `${url} key ${JSON.stringify(key)}`).toBe(401);
        expect(response.json().code).toBe('telemetry/invalid-api-key');
      }
    }
  });
});
