import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp-server';
import { buildCompany, buildUser } from '../../seed/builders/builders';

const PASSWORD = 'rahasia-sekali-123';
const SETUP = {
  company_name: 'PT Mandiri Sendiri',
  time_zone: 'Asia/Makassar',
  name: 'Sari Admin',
  email: 'Sari@Mandiri.id',
  password: 'kata-sandi-awal',
};

describe('POST /api/auth/setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/setup', payload });
  const status = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/setup' })).json().data;

  it('refuses a time zone the IANA database does not know, and creates nothing', async () => {
    for (const time_zone of ['Mars/Olympus', 'WIB', '../etc/passwd']) {
      const response = await setup({ ...SETUP, time_zone });
      expect(response.statusCode, time_zone).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'time_zone', code: 'invalid-value', message: expect.any(String) },
      ]);
    }
    expect(await status()).toEqual({ needs_setup: true });
  });

  it('creates the company and its admin on an empty database and answers like login', async () => {
    const response = await setup(SETUP);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toMatchObject({
      email: 'sari@mandiri.id',
      role: 'admin',
      company: { name: 'PT Mandiri Sendiri', time_zone: 'Asia/Makassar' },
    });
    expect(data.user.scopes).toContain('user:create');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await status()).toEqual({ needs_setup: false });
    await loginAs(t.app, 'sari@mandiri.id', SETUP.password);
  });

  it('answers 409 setup/already-done once a company exists', async () => {
    const response = await setup({ ...SETUP, email: 'kedua@mandiri.id' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'setup/already-done' });
    const companies = await t.database.db.selectFrom('companies').select('id').execute();
    expect(companies).toHaveLength(1);
  });
});

describe('passwords', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await createTestApp({
      publicUrl: 'https://armada.example.id',
      trustProxy: ['127.0.0.1'],
      loginRateLimit: { max: 10_000, timeWindow: '1 minute' },
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
    const company = await buildCompany(t.database.db);
    await buildUser(t.database.db, {
      company_id: company.id,
      email: 'lupa@uji.id',
      password: PASSWORD,
      role: 'dispatcher',
    });
    await buildUser(t.database.db, {
      company_id: company.id,
      email: 'ganti@uji.id',
      password: PASSWORD,
      role: 'viewer',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function mailTo(address: string) {
    for (let wait = 0; wait < 100; wait++) {
      const mail = smtp.mails.find((received) => received.to.includes(address));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail to ${address}`);
  }

  it('changes one own password only with the right current one', async () => {
    const { authorization } = await loginAs(t.app, 'ganti@uji.id', PASSWORD);
    const wrong = await post(
      '/api/auth/password',
      { current_password: 'salah', new_password: 'sandi-baru-123' },
      { authorization },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'auth/wrong-current-password',
      errors: [{ field: 'current_password' }],
    });
    const right = await post(
      '/api/auth/password',
      { current_password: PASSWORD, new_password: 'sandi-baru-123' },
      { authorization },
    );
    expect(right.statusCode).toBe(204);
    await loginAs(t.app, 'ganti@uji.id', 'sandi-baru-123');
    const old = await post('/api/auth/login', { email: 'ganti@uji.id', password: PASSWORD });
    expect(old.statusCode).toBe(401);
  });

  it('mails a one-time reset link for a known e-mail and answers an unknown one the same way', async () => {
    const known = await post(
      '/api/auth/forgot-password',
      { email: 'LUPA@uji.id' },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    const unknown = await post(
      '/api/auth/forgot-password',
      { email: 'tidak.ada@uji.id' },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    const mail = await mailTo('lupa@uji.id');
    const url = /https:\/\/armada\.example\.id\/reset-password\/([\w-]+)/.exec(mail.text);
    expect(url).not.toBeNull();
    const token = url?.[1] as string;
    const reset = await post(`/api/auth/reset-password/${token}`, { password: 'sandi-pulih-123' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.user.email).toBe('lupa@uji.id');
    const reused = await post(`/api/auth/reset-password/${token}`, { password: 'sandi-pulih-456' });
    expect(reused.json().code).toBe('auth/invalid-link');
    // A reset link is not an invitation link.
    expect((await post(`/api/auth/invitation/${token}`, { password: 'sandi-pulih-789' })).statusCode).toBe(
      400,
    );
    await loginAs(t.app, 'lupa@uji.id', 'sandi-pulih-123');
    expect(smtp.mails.some((received) => received.to.includes('tidak.ada@uji.id'))).toBe(false);
  });

  it('counts forgot-password requests under the throttle without locking the login', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.50' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post('/api/auth/forgot-password', { email: 'ganti@uji.id' }, headers)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses[10]).toBe(429);
    await loginAs(t.app, 'ganti@uji.id', 'sandi-baru-123');
  });

  it('refuses an address that guesses link tokens after 50 wrong ones', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    for (let attempt = 0; attempt < 50; attempt++) {
      const wrong = await post(
        `/api/auth/invitation/tebakan-${attempt}`,
        { password: 'sandi-tebak-123' },
        headers,
      );
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await post(
      '/api/auth/invitation/tebakan-akhir',
      { password: 'sandi-tebak-123' },
      headers,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth/too-many-failed-logins');
  });
});
