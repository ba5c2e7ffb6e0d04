import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { buildCompany, buildReason, buildUser } from '../seed/builders/builders';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let ownReasonId: number;
let otherReasonId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const own = await buildCompany(db, { name: 'PT Satu' });
  const other = await buildCompany(db, { name: 'PT Dua' });
  await buildUser(db, { company_id: own.id, email: 'admin@satu.id', role: 'admin', password: PASSWORD });
  await buildUser(db, { company_id: own.id, email: 'supir@satu.id', role: 'driver', password: PASSWORD });
  ownReasonId = (await buildReason(db, { company_id: own.id, reason: 'Pelanggan membatalkan pesanan' })).id;
  otherReasonId = (await buildReason(db, { company_id: other.id, reason: 'Alasan perusahaan lain' })).id;
});
afterAll(() => t.close());

describe('access to company data', () => {
  it("returns the caller's own company row", async () => {
    const headers = await loginAs(t.app, 'admin@satu.id', PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/fleet-planning/v1/reason/${ownReasonId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ownReasonId,
      reason: 'Pelanggan membatalkan pesanan',
      type: 'CANCELED',
    });
    expect(response.json().data.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
  });

  it("answers another company's row exactly like a missing one", async () => {
    const headers = await loginAs(t.app, 'admin@satu.id', PASSWORD);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/fleet-planning/v1/reason/${otherReasonId}`,
      headers,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/fleet-planning/v1/reason/999999',
      headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not-found', message: 'Data tidak ditemukan.' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(foreign.json());
  });

  it('refuses a route whose scope the user does not hold with 403', async () => {
    const headers = await loginAs(t.app, 'supir@satu.id', PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/fleet-planning/v1/reason/${ownReasonId}`,
      headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'auth/forbidden',
      message: 'Anda tidak memiliki akses untuk melakukan tindakan ini.',
    });
  });

  it('checks the token before validating the request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/fleet-planning/v1/reason/bukan-angka' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a path id that is not a number with a field error', async () => {
    const headers = await loginAs(t.app, 'admin@satu.id', PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/fleet-planning/v1/reason/bukan-angka',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'id', code: 'invalid-format', message: 'Format tidak valid' },
    ]);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route-not-found');
  });
});
