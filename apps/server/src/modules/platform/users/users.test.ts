import { ROLE_SCOPES } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { type FakeSmtp, startFakeSmtp } from '../../../../test/fakes/smtp-server';
import { buildCompany, buildUser } from '../../../seed/builders/builders';

const PASSWORD = 'rahasia-sekali-123';
let t: TestApp;
let smtp: FakeSmtp;
let companyId: number;
let admin: { authorization: string };
let adminId: number;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({
    publicUrl: 'https://armada.example.id',
    smtp: {
      url: smtp.url,
      host: null,
      port: 587,
      secure: false,
      user: null,
      password: null,
      from: 'Armada <no-reply@uji.id>',
    },
  });
  const company = await buildCompany(t.database.db, { name: 'PT Pengguna Uji' });
  companyId = company.id;
  adminId = (
    await buildUser(t.database.db, { company_id: companyId, email: 'admin@pengguna.id', password: PASSWORD })
  ).id;
  admin = await loginAs(t.app, 'admin@pengguna.id', PASSWORD);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const invite = (payload: object, authorization = admin.authorization) =>
  call('POST', '/api/platform/v1/user', authorization, payload);

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('inviting a user', () => {
  it('creates the user with the role preset, answers the link, and mails it through SMTP', async () => {
    const response = await invite({
      name: 'Dina Dispatcher',
      email: 'Dina@Pengguna.id',
      phone_no: '+6281200001111',
      role: 'dispatcher',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      email: 'dina@pengguna.id',
      role: 'dispatcher',
      is_active: true,
      invitation_pending: true,
      email_sent: true,
    });
    expect(data.scopes).toEqual([...ROLE_SCOPES.dispatcher]);
    expect(data.invitation_url).toMatch(/^https:\/\/armada\.example\.id\/invitation\/[\w-]{43}$/);
    const mail = smtp.mails.find((received) => received.to.includes('dina@pengguna.id'));
    expect(mail?.subject).toContain('PT Pengguna Uji');
    expect(mail?.text).toContain(data.invitation_url);
    // Stored hashed: the token itself is nowhere in the table.
    const stored = await t.database.db.selectFrom('user_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOf(data.invitation_url));
  });

  it('lets the invited user set a password once, answering like login', async () => {
    const { data } = (await invite({ name: 'Budi', email: 'budi@pengguna.id', role: 'viewer' })).json();
    const token = tokenOf(data.invitation_url);
    const refusedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'budi@pengguna.id', password: '!invited' },
    });
    expect(refusedLogin.statusCode).toBe(401);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${token}`,
      payload: { password: 'sandi-baru-budi' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({ email: 'budi@pengguna.id', role: 'viewer' });
    expect(accepted.json().data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${token}`,
      payload: { password: 'sandi-lain-budi' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth/invalid-link');
    await loginAs(t.app, 'budi@pengguna.id', 'sandi-baru-budi');
    const listed = await call('GET', `/api/platform/v1/user/${data.id}`, admin.authorization);
    expect(listed.json().data.invitation_pending).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { data } = (await invite({ name: 'Citra', email: 'citra@pengguna.id', role: 'dispatcher' })).json();
    await t.database.db
      .updateTable('user_links')
      .set({ expires_on: new Date(Date.now() - 1000) })
      .where('user_id', '=', data.id)
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${tokenOf(data.invitation_url)}`,
      payload: { password: 'sandi-baru-citra' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth/invalid-link');
  });

  it('keeps only the newest link of a renewed invitation working', async () => {
    const first = (await invite({ name: 'Dedi', email: 'dedi@pengguna.id', role: 'driver' })).json().data;
    const renewed = await call('POST', `/api/platform/v1/user/${first.id}/invitation`, admin.authorization);
    expect(renewed.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${tokenOf(first.invitation_url)}`,
      payload: { password: 'sandi-baru-dedi' },
    });
    expect(old.json().code).toBe('auth/invalid-link');
    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${tokenOf(renewed.json().data.invitation_url)}`,
      payload: { password: 'sandi-baru-dedi' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers 409 with the field for an e-mail already used', async () => {
    const response = await invite({ name: 'Lagi', email: 'ADMIN@pengguna.id', role: 'viewer' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict/duplicate', errors: [{ field: 'email' }] });
  });

  it('refuses an unknown role and a short password with field errors', async () => {
    const badRole = await invite({ name: 'X', email: 'x@pengguna.id', role: 'superuser' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].field).toBe('role');
    const { data } = (await invite({ name: 'Eka', email: 'eka@pengguna.id', role: 'viewer' })).json();
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitation/${tokenOf(data.invitation_url)}`,
      payload: { password: 'pendek' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ field: 'password', code: 'too-short' });
  });

  it('is refused to a dispatcher', async () => {
    await buildUser(t.database.db, {
      company_id: companyId,
      email: 'disp@pengguna.id',
      role: 'dispatcher',
      password: PASSWORD,
    });
    const dispatcher = await loginAs(t.app, 'disp@pengguna.id', PASSWORD);
    expect(
      (await invite({ name: 'Y', email: 'y@pengguna.id', role: 'admin' }, dispatcher.authorization))
        .statusCode,
    ).toBe(403);
  });
});

describe('changing a user', () => {
  it('gives a new role its preset scopes, and keeps tailored scopes when sent', async () => {
    const user = await buildUser(t.database.db, { company_id: companyId, role: 'viewer' });
    const promoted = await call('PATCH', `/api/platform/v1/user/${user.id}`, admin.authorization, {
      role: 'dispatcher',
    });
    expect(promoted.json().data.scopes).toEqual([...ROLE_SCOPES.dispatcher]);
    const tailored = await call('PATCH', `/api/platform/v1/user/${user.id}`, admin.authorization, {
      scopes: ['dashboard:read', 'fleet-task:read'],
    });
    expect(tailored.json().data).toMatchObject({
      role: 'dispatcher',
      scopes: ['dashboard:read', 'fleet-task:read'],
    });
    const unknown = await call('PATCH', `/api/platform/v1/user/${user.id}`, admin.authorization, {
      scopes: ['root:everything'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('deactivation takes effect on the very next request of that user', async () => {
    await buildUser(t.database.db, {
      company_id: companyId,
      email: 'pergi@pengguna.id',
      role: 'dispatcher',
      password: PASSWORD,
    });
    const leaving = await loginAs(t.app, 'pergi@pengguna.id', PASSWORD);
    const me = () => call('GET', '/api/auth/me', leaving.authorization);
    expect((await me()).statusCode).toBe(200);
    const id = (await me()).json().data.id;
    const response = await call('PATCH', `/api/platform/v1/user/${id}`, admin.authorization, {
      is_active: false,
    });
    expect(response.json().data.is_active).toBe(false);
    expect((await me()).statusCode).toBe(401);
  });

  it('never removes the last admin: neither deactivated nor demoted, not even by themselves', async () => {
    const company = await buildCompany(t.database.db);
    const only = await buildUser(t.database.db, {
      company_id: company.id,
      email: 'satu@admin.id',
      password: PASSWORD,
    });
    const session = await loginAs(t.app, 'satu@admin.id', PASSWORD);
    for (const change of [{ is_active: false }, { role: 'dispatcher' }, { scopes: ['dashboard:read'] }]) {
      const response = await call('PATCH', `/api/platform/v1/user/${only.id}`, session.authorization, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.json().code).toBe('user/last-admin');
    }
    const second = await buildUser(t.database.db, { company_id: company.id });
    const demoted = await call('PATCH', `/api/platform/v1/user/${only.id}`, session.authorization, {
      role: 'dispatcher',
    });
    expect(demoted.statusCode).toBe(200);
    const secondSession = await call('PATCH', `/api/platform/v1/user/${second.id}`, admin.authorization, {
      is_active: false,
    });
    expect(secondSession.statusCode).toBe(404);
  });

  it("answers 404 for another company's user, exactly like a missing one, and changes nothing", async () => {
    const other = await buildUser(t.database.db, {
      company_id: (await buildCompany(t.database.db)).id,
      role: 'dispatcher',
    });
    for (const [method, url, payload] of [
      ['GET', `/api/platform/v1/user/${other.id}`, undefined],
      ['PATCH', `/api/platform/v1/user/${other.id}`, { is_active: false }],
      ['POST', `/api/platform/v1/user/${other.id}/invitation`, undefined],
      ['GET', '/api/platform/v1/user/999999', undefined],
    ] as const) {
      const response = await call(method, url, admin.authorization, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('not-found');
    }
    const row = await t.database.db
      .selectFrom('users')
      .select('is_active')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(true);
  });
});

describe('listing users and roles', () => {
  it("lists only the company's users, paginated and searchable", async () => {
    const page = await call('GET', '/api/platform/v1/user?limit=2&page=1', admin.authorization);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.paginated_result).toHaveLength(2);
    expect(body.metadata.total_count).toBeGreaterThan(2);
    const all = await call('GET', '/api/platform/v1/user?limit=100', admin.authorization);
    const emails: string[] = all.json().data.paginated_result.map((user: { email: string }) => user.email);
    expect(emails).toContain('admin@pengguna.id');
    expect(emails).not.toContain('satu@admin.id');
    const searched = await call('GET', '/api/platform/v1/user?search=dina', admin.authorization);
    expect(searched.json().data.paginated_result.map((user: { email: string }) => user.email)).toEqual([
      'dina@pengguna.id',
    ]);
    expect(adminId).toBeGreaterThan(0);
  });

  it('answers the presets and every scope grouped by module with Indonesian names', async () => {
    const response = await call('GET', '/api/platform/v1/role', admin.authorization);
    const { roles, modules } = response.json().data;
    expect(roles.map((role: { role: string }) => role.role)).toEqual([
      'admin',
      'dispatcher',
      'driver',
      'viewer',
    ]);
    expect(roles.find((role: { role: string }) => role.role === 'driver').name).toBe('Pengemudi');
    expect(modules.find((module: { key: string }) => module.key === 'master-data').name).toBe('Data Master');
    expect(modules.flatMap((module: { scopes: string[] }) => module.scopes).sort()).toEqual(
      [...new Set(roles.flatMap((role: { scopes: string[] }) => role.scopes))].sort(),
    );
  });
});
