import { DEFAULT_FEATURES } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { buildPlatformWorld, callAs, type PlatformWorld } from '../../../../test/factories/platform.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { handshakeRefusal, listenForSockets } from '../../../../test/live-client';

let t: TestApp;
let world: PlatformWorld;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPlatformWorld(t.app, t.database.db);
  call = callAs(t.app);
}, 180_000);
afterAll(() => t.close());

describe('the platform operator', () => {
  it('logs in like anyone and /me names the platform-admin role, no flags and no legacy link', async () => {
    const me = await call(world.operator.headers, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    const data = me.json().data;
    expect(data.role).toBe('platform-admin');
    expect(data.scopes).toEqual([]);
    expect(Object.values(data.company.features).every((enabled) => enabled === false)).toBe(true);
    expect(data.legacy_app_url).toBeNull();
  });

  it.each([
    ['GET', '/api/fleet-planning/v1/fleet-task'],
    ['GET', '/api/order/v1/delivery-order'],
    ['GET', '/api/platform/v1/dashboard/summary'],
    ['GET', '/api/platform/v1/user'],
    ['GET', '/api/platform/v1/company'],
    ['GET', '/api/platform/v1/system-notification'],
    ['POST', '/api/platform/v1/feedback'],
    ['PATCH', '/api/platform/v1/user/profile'],
  ])('is refused %s %s with 403 auth/company-only', async (method, url) => {
    const response = await call(
      world.operator.headers,
      method as 'GET',
      url,
      method === 'GET' ? undefined : {},
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'auth/company-only',
      message: 'Akun operator platform tidak dapat membuka data perusahaan.',
    });
  });

  it('gets a 403 envelope from every GraphQL operation', async () => {
    const answer = await graphql(
      t.app,
      `{ alertRules(filter: { page: 1, show: 10 }) { ${ENVELOPE} } }`,
      undefined,
      world.operator.headers,
    );
    expect(answer.data?.alertRules).toMatchObject({
      isSuccessful: false,
      status: 403,
      errorCode: 'auth/company-only',
    });
  });

  it('is refused the live socket at the handshake', async () => {
    const base = await listenForSockets(t.app);
    const token = world.operator.headers.authorization.slice('Bearer '.length);
    const refused = await handshakeRefusal(`${base}?token=${encodeURIComponent(token)}`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).code).toBe('auth/company-only');
  });
});

describe('operator routes', () => {
  it.each([
    ['GET', '/api/platform/v1/operator/company'],
    ['GET', '/api/platform/v1/operator/system-notification'],
    ['GET', '/api/platform/v1/operator/banner'],
    ['POST', '/api/platform/v1/operator/system-notification'],
    ['PUT', '/api/platform/v1/operator/banner'],
    ['PATCH', '/api/platform/v1/operator/company/1/features'],
  ])('refuse a company admin %s %s with 403 auth/operator-only', async (method, url) => {
    const response = await call(
      world.north.admin.headers,
      method as 'GET',
      url,
      method === 'GET' ? undefined : {},
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/operator-only');
  });

  it('list the companies with their flags, never the platform company', async () => {
    const response = await call(world.operator.headers, 'GET', '/api/platform/v1/operator/company?limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.paginated_result as { id: number; name: string; features: object }[];
    expect(rows.map((row) => row.id).sort()).toEqual([world.north.id, world.south.id].sort());
    expect(rows.find((row) => row.id === world.north.id)).toMatchObject({
      user_count: 2,
      features: DEFAULT_FEATURES,
    });
  });
});

describe('feature flags', () => {
  const features = (id: number) => `/api/platform/v1/operator/company/${id}/features`;

  it("are switched by the operator and answered by the company users' /me", async () => {
    const before = await call(world.north.viewer.headers, 'GET', '/api/auth/me');
    expect(before.json().data.company.features).toEqual(DEFAULT_FEATURES);

    const switched = await call(world.operator.headers, 'PATCH', features(world.north.id), {
      features: { white_label: true, vsms2_bilingual: false },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.features).toEqual({
      ...DEFAULT_FEATURES,
      white_label: true,
      vsms2_bilingual: false,
    });

    const after = await call(world.north.viewer.headers, 'GET', '/api/auth/me');
    expect(after.json().data.company.features).toMatchObject({ white_label: true, vsms2_bilingual: false });
    const other = await call(world.south.viewer.headers, 'GET', '/api/auth/me');
    expect(other.json().data.company.features).toEqual(DEFAULT_FEATURES);

    const back = await call(world.operator.headers, 'PATCH', features(world.north.id), {
      features: { white_label: false },
    });
    expect(back.json().data.features).toMatchObject({ white_label: false, vsms2_bilingual: false });
  });

  it('refuses an unknown flag or an empty switch and changes nothing', async () => {
    const before = (await call(world.north.admin.headers, 'GET', '/api/auth/me')).json().data.company
      .features;
    for (const body of [
      { features: { retired: true } },
      { features: {} },
      { features: { white_label: 'ya' } },
    ]) {
      const response = await call(world.operator.headers, 'PATCH', features(world.north.id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid/invalid-fields');
    }
    const after = (await call(world.north.admin.headers, 'GET', '/api/auth/me')).json().data.company.features;
    expect(after).toEqual(before);
  });

  it('answers 404 for a missing company and for the platform company', async () => {
    const platform = await t.database.db
      .selectFrom('companies')
      .select('id')
      .where('is_platform', '=', true)
      .executeTakeFirstOrThrow();
    for (const id of [999_999, platform.id]) {
      const response = await call(world.operator.headers, 'PATCH', features(id), {
        features: { white_label: true },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not-found');
    }
  });
});
