import type { FleetTaskStatus } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { buildCompany, buildUser, buildVendor, buildVendorRate } from '../../seed/builders/builders';
import { buildFleetTask } from '../../seed/builders/fleet-task-builder';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;
let companyId: number;
let otherCompanyId: number;
let admin: { authorization: string };
let dispatcher: { authorization: string };

const remove = (ids: unknown[], headers = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/vendor-management/v1/vendor/bulk',
    headers,
    payload: { ids },
  });
const getVendor = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/vendor-management/v1/vendor/${id}`, headers: admin });
const vendorWithTask = async (name: string, status: FleetTaskStatus) => {
  const vendor = await buildVendor(t.database.db, { company_id: companyId, name });
  const task = await buildFleetTask(t.database.db, { company_id: companyId, vendor_id: vendor.id, status });
  return { vendor, task };
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await buildCompany(db)).id;
  otherCompanyId = (await buildCompany(db)).id;
  await buildUser(db, { company_id: companyId, email: 'admin@hapus.id', password: PASSWORD });
  await buildUser(db, {
    company_id: companyId,
    email: 'dispatcher@hapus.id',
    role: 'dispatcher',
    password: PASSWORD,
  });
  admin = await loginAs(t.app, 'admin@hapus.id', PASSWORD);
  dispatcher = await loginAs(t.app, 'dispatcher@hapus.id', PASSWORD);
});
afterAll(() => t.close());

describe('DELETE /vendor/bulk', () => {
  it('deletes vendors whose tasks are all ENDED or CANCELED, and the tasks keep naming them', async () => {
    const ended = await vendorWithTask('PT Sudah Selesai', 'ENDED');
    const canceled = await vendorWithTask('PT Sudah Batal', 'CANCELED');
    const idle = await buildVendor(t.database.db, { company_id: companyId, name: 'PT Tanpa Tugas' });
    await buildVendorRate(t.database.db, { vendor_id: idle.id });

    const response = await remove([ended.vendor.id, canceled.vendor.id, idle.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ids).toEqual([ended.vendor.id, canceled.vendor.id, idle.id]);
    expect((await getVendor(idle.id)).statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/vendor-management/v1/vendor',
      headers: admin,
    });
    expect(list.json().data.ids).not.toContain(ended.vendor.id);
    const task = await t.database.db
      .selectFrom('fleet_tasks')
      .select('vendor_id')
      .where('id', '=', ended.task.id)
      .executeTakeFirstOrThrow();
    expect(task.vendor_id).toBe(ended.vendor.id);
  });

  it('frees the name of a deleted vendor for a new one', async () => {
    const vendor = await buildVendor(t.database.db, { company_id: companyId, name: 'PT Nama Dipakai Lagi' });
    expect((await remove([vendor.id])).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vendor-management/v1/vendor',
      headers: admin,
      payload: { name: 'PT Nama Dipakai Lagi' },
    });
    expect(created.statusCode).toBe(201);
  });

  it.each([
    'DRAFT',
    'SCHEDULED',
    'STARTED',
    'WAITING_FOR_VENDOR',
    'ACCEPTED_BY_VENDOR',
    'REJECTED_BY_VENDOR',
  ] as const)(
    'refuses the whole request while a vendor is on a %s task, and deletes none',
    async (status) => {
      const free = await buildVendor(t.database.db, { company_id: companyId });
      const busy = await vendorWithTask(`PT Sibuk ${status}`, status);
      const response = await remove([free.id, busy.vendor.id]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'vendor/used-by-open-fleet-task',
        errors: [{ field: 'ids.1', code: 'invalid-value' }],
      });
      expect(response.json().message).toContain(`PT Sibuk ${status}`);
      expect(response.json().message).toContain(busy.task.number);
      expect((await getVendor(free.id)).statusCode).toBe(200);
      expect((await getVendor(busy.vendor.id)).statusCode).toBe(200);
    },
  );

  it("answers 404 when one id is another company's vendor, and deletes none", async () => {
    const own = await buildVendor(t.database.db, { company_id: companyId });
    const foreign = await buildVendor(t.database.db, { company_id: otherCompanyId });
    const response = await remove([own.id, foreign.id]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not-found', errors: [{ field: 'ids.1' }] });
    expect((await getVendor(own.id)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('vendors')
      .select('deleted_on')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_on).toBeNull();
  });

  it('answers 404 for a vendor that is already deleted', async () => {
    const vendor = await buildVendor(t.database.db, { company_id: companyId });
    expect((await remove([vendor.id])).statusCode).toBe(200);
    expect((await remove([vendor.id])).statusCode).toBe(404);
  });

  it('refuses an empty or malformed id list with 400', async () => {
    const empty = await remove([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'invalid/invalid-fields', errors: [{ field: 'ids' }] });
    expect((await remove(['satu'])).json().errors).toEqual([expect.objectContaining({ field: 'ids.0' })]);
  });

  it('refuses a user without vms:delete and deletes nothing', async () => {
    const vendor = await buildVendor(t.database.db, { company_id: companyId });
    expect((await remove([vendor.id], dispatcher)).statusCode).toBe(403);
    expect((await getVendor(vendor.id)).statusCode).toBe(200);
  });
});
