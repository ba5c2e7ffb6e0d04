import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { signToken } from '../../auth/tokens';
import { buildCompany, buildUser } from '../../seed/builders/builders';

const PASSWORD = 'rahasia-sekali-123';
let t: TestApp;
let dispatcher: { id: number; company_id: number };

beforeAll(async () => {
  // inject() calls come from 127.0.0.1: trusting it as the proxy lets X-Forwarded-For name clients.
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  const company = await buildCompany(t.database.db, { name: 'PT Uji Login' });
  dispatcher = await buildUser(t.database.db, {
    company_id: company.id,
    email: 'Dispatcher@Uji.id',
    role: 'dispatcher',
    password: PASSWORD,
  });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

describe('POST /api/auth/login', () => {
  it('returns a token and the user with scopes and company for the right password', async () => {
    const response = await login({ email: 'dispatcher@uji.id', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.user).toMatchObject({
      id: dispatcher.id,
      role: 'dispatcher',
      company: { name: 'PT Uji Login' },
    });
    expect(data.user.scopes).toContain('fleet-task:read');
    expect(data.user).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password with the catalogue code and an Indonesian message', async () => {
    const response = await login({ email: 'dispatcher@uji.id', password: 'salah' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'auth/invalid-credentials',
      message: 'Email atau kata sandi salah.',
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await login({ email: 'tidak.ada@uji.id', password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'auth/invalid-credentials',
      message: 'Email atau kata sandi salah.',
    });
  });

  it('answers in English when the client asks for it', async () => {
    const response = await login(
      { email: 'dispatcher@uji.id', password: 'salah' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.json().message).toBe('Wrong email or password.');
  });

  it('refuses a malformed body with one error per field', async () => {
    const response = await login({ email: 'bukan-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid/invalid-fields',
      message: 'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
      errors: [
        { field: 'email', code: 'invalid-email', message: 'Format email tidak valid' },
        { field: 'password', code: 'required', message: 'Wajib diisi' },
      ],
    });
  });

  it('refuses a body that is not JSON without a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid/invalid-input-format',
      message: 'Format data yang dikirim tidak valid.',
    });
  });

  it('refuses a deactivated user even with the right password', async () => {
    const company = await buildCompany(t.database.db);
    await buildUser(t.database.db, {
      company_id: company.id,
      email: 'nonaktif@uji.id',
      password: PASSWORD,
      is_active: false,
    });
    const response = await login({ email: 'nonaktif@uji.id', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/user-inactive');
  });

  it('limits login attempts from one address to 10 a minute', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await login({ email: 'tamu@uji.id', password: 'salah' }, headers)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await login({ email: 'dispatcher@uji.id', password: PASSWORD }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too-many-requests');
  });
});

describe('GET /api/auth/me', () => {
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  it('returns the logged-in user', async () => {
    const { authorization } = await loginAs(t.app, 'dispatcher@uji.id', PASSWORD);
    const response = await me(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: dispatcher.id, email: 'Dispatcher@Uji.id' });
  });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth/unauthenticated');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await signToken(
      { userId: dispatcher.id, companyId: dispatcher.company_id },
      new TextEncoder().encode('another-secret-that-is-long-enough-0123456789abcdef'),
      3600,
    );
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await new SignJWT({ cid: dispatcher.company_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(dispatcher.id))
      .setIssuer('armada')
      .setAudience('armada-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(TEST_JWT_SECRET);
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  const now = () => Math.floor(Date.now() / 1000);
  /** A token signed with the app's own secret, shaped by the test. */
  const ownToken = (shape: (jwt: SignJWT) => SignJWT, alg = 'HS256') =>
    shape(
      new SignJWT({ cid: dispatcher.company_id })
        .setProtectedHeader({ alg })
        .setSubject(String(dispatcher.id))
        .setIssuer('armada')
        .setAudience('armada-api'),
    ).sign(TEST_JWT_SECRET);

  it('accepts a token of the configured shape signed with its own secret', async () => {
    const token = await ownToken((jwt) => jwt.setIssuedAt().setExpirationTime('1h'));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a token without an expiry, even signed with the right secret', async () => {
    const token = await ownToken((jwt) => jwt.setIssuedAt());
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token without an issue time', async () => {
    const token = await ownToken((jwt) => jwt.setExpirationTime('1h'));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token that lives longer than the configured lifetime', async () => {
    const token = await ownToken((jwt) => jwt.setIssuedAt().setExpirationTime(now() + 365 * 24 * 3600));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses a token issued in the future', async () => {
    const token = await ownToken((jwt) => jwt.setIssuedAt(now() + 3600).setExpirationTime(now() + 7200));
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('refuses another algorithm, issuer or audience', async () => {
    const valid = (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('1h');
    const otherAlg = await ownToken(valid, 'HS512');
    const otherIssuer = await ownToken((jwt) => valid(jwt).setIssuer('someone-else'));
    const otherAudience = await ownToken((jwt) => valid(jwt).setAudience('another-api'));
    for (const token of [otherAlg, otherIssuer, otherAudience]) {
      expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    }
  });

  it('stops accepting the token of a user deactivated after login', async () => {
    const company = await buildCompany(t.database.db);
    const user = await buildUser(t.database.db, {
      company_id: company.id,
      email: 'keluar@uji.id',
      password: PASSWORD,
    });
    const { authorization } = await loginAs(t.app, 'keluar@uji.id', PASSWORD);
    expect((await me(authorization)).statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await me(authorization)).statusCode).toBe(401);
  });
});
