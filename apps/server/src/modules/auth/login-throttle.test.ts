import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { buildApp } from '../../app';
import { buildCompany, buildUser } from '../../seed/builders/builders';

const PASSWORD = 'rahasia-sekali-123';
// The in-memory per-minute limit is lifted so that only the failed-login limits speak here.
const NO_REQUEST_LIMIT = { max: 10_000, timeWindow: '1 minute' };
let t: TestApp;
let email: string;

const login = (app: TestApp['app'], payload: { email: string; password: string }, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    headers: { 'x-forwarded-for': forwardedFor, 'accept-language': 'id' },
  });

/** A new address on every try, as a client rotating X-Forwarded-For would send. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

async function newUser(name: string) {
  const company = await buildCompany(t.database.db);
  const user = await buildUser(t.database.db, {
    company_id: company.id,
    email: `${name}@uji.id`,
    password: PASSWORD,
  });
  return user.email;
}

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'], loginRateLimit: NO_REQUEST_LIMIT });
  email = await newUser('terkunci');
});
afterAll(() => t.close());

describe('failed-login limit per account', () => {
  it('refuses an account after 10 failures within 15 minutes, from any address, with Retry-After', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await login(t.app, { email, password: 'salah' }, nextAddress());
      expect(failed.statusCode).toBe(401);
    }
    const refused = await login(t.app, { email: email.toUpperCase(), password: PASSWORD }, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'auth/too-many-failed-logins',
      message: 'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam 15 menit.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('keeps refusing after a restart: the count lives in the database', async () => {
    const restarted = await buildApp({
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      trustProxy: ['127.0.0.1'],
    });
    try {
      const refused = await login(restarted, { email, password: PASSWORD }, nextAddress());
      expect(refused.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('leaves other accounts alone', async () => {
    const other = await newUser('bebas');
    expect((await login(t.app, { email: other, password: PASSWORD }, nextAddress())).statusCode).toBe(200);
  });

  it("forgets an account's failures after a successful login", async () => {
    const user = await newUser('lupa');
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await login(t.app, { email: user, password: 'salah' }, nextAddress())).statusCode).toBe(401);
    }
    expect((await login(t.app, { email: user, password: PASSWORD }, nextAddress())).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) {
      expect((await login(t.app, { email: user, password: 'salah' }, nextAddress())).statusCode).toBe(401);
    }
    expect((await login(t.app, { email: user, password: PASSWORD }, nextAddress())).statusCode).toBe(200);
  });
});

describe('failed-login limit per address', () => {
  it('refuses an address after 50 failures over any e-mails', async () => {
    const address = '203.0.113.9';
    for (let attempt = 0; attempt < 50; attempt++) {
      const failed = await login(t.app, { email: `tamu${attempt}@uji.id`, password: 'salah' }, address);
      expect(failed.statusCode).toBe(401);
    }
    const refused = await login(t.app, { email: await newUser('kantor'), password: PASSWORD }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth/too-many-failed-logins');
  });

  it('does not believe X-Forwarded-For from a client when no proxy is trusted', async () => {
    const untrusting = await createTestApp({ loginRateLimit: NO_REQUEST_LIMIT });
    try {
      const company = await buildCompany(untrusting.database.db);
      const user = await buildUser(untrusting.database.db, { company_id: company.id, password: PASSWORD });
      for (let attempt = 0; attempt < 50; attempt++) {
        await login(untrusting.app, { email: `tamu${attempt}@uji.id`, password: 'salah' }, nextAddress());
      }
      // Every try came from the socket's own address, whatever the header said: that address is full.
      const refused = await login(untrusting.app, { email: user.email, password: PASSWORD }, nextAddress());
      expect(refused.statusCode).toBe(429);
    } finally {
      await untrusting.close();
    }
  });
});
