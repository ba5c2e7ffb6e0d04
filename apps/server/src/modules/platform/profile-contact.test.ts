import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildPlatformWorld, callAs, type PlatformWorld } from '../../../test/factories/platform.factory';

let t: TestApp;
let world: PlatformWorld;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp({ legacyAppUrl: 'https://vsms1.armada.example/' });
  world = await buildPlatformWorld(t.app, t.database.db);
  call = callAs(t.app);
}, 180_000);
afterAll(() => t.close());

const me = async (headers: { authorization: string }) =>
  (await call(headers, 'GET', '/api/auth/me')).json().data;
const PROFILE = '/api/platform/v1/user/profile';

describe('the contact reminder fields', () => {
  it('/me answers the phone, e-mail, last reminder and the legacy app URL', async () => {
    const data = await me(world.north.admin.headers);
    expect(data).toMatchObject({
      email: 'admin.utara1@platform.uji',
      last_reminder: null,
      legacy_app_url: 'https://vsms1.armada.example/',
    });
    expect(data).toHaveProperty('phone_no');
  });

  it('records the reminder as shown this month', async () => {
    const response = await call(world.north.viewer.headers, 'POST', `${PROFILE}/reminder-shown`);
    expect(response.statusCode).toBe(200);
    const shown = response.json().data.last_reminder;
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+07:00$/);
    expect((await me(world.north.viewer.headers)).last_reminder).toBe(shown);
  });

  it('saves a phone typed in the national form as +62 and records the reminder', async () => {
    const response = await call(world.north.admin.headers, 'PATCH', PROFILE, { phone_no: '0812-3456-7890' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ phone_no: '+6281234567890' });
    expect(response.json().data.last_reminder).not.toBeNull();
  });

  it('saves a new e-mail, which then logs in', async () => {
    const response = await call(world.south.viewer.headers, 'PATCH', PROFILE, {
      email: 'baru.selatan@platform.uji',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe('baru.selatan@platform.uji');
  });

  it.each([
    ['an e-mail without @', { email: 'bukan-email' }, 400, 'email'],
    ['a foreign phone number', { phone_no: '+14155550100' }, 400, 'phone_no'],
  ])('refuses %s and keeps the profile', async (_name, body, status, field) => {
    const before = await me(world.south.admin.headers);
    const response = await call(world.south.admin.headers, 'PATCH', PROFILE, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await me(world.south.admin.headers)).toEqual(before);
  });

  it("refuses another user's e-mail with 409 user/email-taken and keeps the profile", async () => {
    const before = await me(world.south.admin.headers);
    const response = await call(world.south.admin.headers, 'PATCH', PROFILE, {
      email: 'ADMIN.utara1@platform.uji',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'user/email-taken',
      message: 'Email sudah digunakan oleh pengguna lain.',
    });
    expect(await me(world.south.admin.headers)).toEqual(before);
  });
});
