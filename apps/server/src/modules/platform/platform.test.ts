import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import {
  buildAddress,
  buildCompany,
  buildDeliveryOrder,
  buildUser,
  buildVehicle,
} from '../../seed/builders/builders';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const own = await buildCompany(db);
  const other = await buildCompany(db);
  await buildUser(db, { company_id: own.id, email: 'admin@ringkas.id', role: 'admin', password: PASSWORD });
  await buildVehicle(db, { company_id: own.id });
  await buildVehicle(db, { company_id: own.id, is_active: false });
  await buildVehicle(db, { company_id: other.id });
  await buildUser(db, { company_id: own.id, role: 'driver' });
  await buildUser(db, { company_id: other.id, role: 'driver' });
  await buildAddress(db, { company_id: own.id, is_garage: true });
  await buildAddress(db, { company_id: own.id, is_garage: false });
  await buildDeliveryOrder(db, { company_id: own.id });
  await buildDeliveryOrder(db, { company_id: other.id });
  headers = await loginAs(t.app, 'admin@ringkas.id', PASSWORD);
});
afterAll(() => t.close());

describe('GET /api/platform/v1/dashboard/summary', () => {
  it("counts only the caller's company", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/platform/v1/dashboard/summary',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.vehicles).toEqual({ total: 2, active: 1 });
    expect(data.drivers).toEqual({ total: 1, active: 1 });
    expect(data.delivery_orders.total).toBe(1);
    expect(data.delivery_orders.by_status).toContainEqual({ status: 'OPEN', count: 1 });
    expect(data.delivery_orders.by_status).toContainEqual({ status: 'DELIVERED', count: 0 });
  });
});

describe('PATCH /api/platform/v1/user/profile', () => {
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/platform/v1/user/profile', headers, payload });

  it('saves the name and phone number and returns the updated user', async () => {
    const response = await patch({ name: 'Rina Wulandari', phone_no: '+6281298765432' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Rina Wulandari', phone_no: '+6281298765432' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().data.name).toBe('Rina Wulandari');
  });

  it('refuses a phone number that is not Indonesian and keeps the stored one', async () => {
    const response = await patch({ phone_no: '+14155550100' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'phone_no', code: 'invalid-format', message: 'Format tidak valid' },
    ]);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().data.phone_no).toBe('+6281298765432');
  });

  it('refuses fields that the profile does not have', async () => {
    const response = await patch({ role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'role', code: 'unknown-field', message: 'Kolom tidak dikenal' },
    ]);
  });

  it('refuses a name longer than 100 characters', async () => {
    const response = await patch({ name: 'a'.repeat(101) });
    expect(response.json().errors).toEqual([
      { field: 'name', code: 'too-long', message: 'Maksimal 100 karakter' },
    ]);
  });
});
