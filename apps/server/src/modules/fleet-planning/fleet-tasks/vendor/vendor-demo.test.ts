import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../../test/app';
import { type DemoSeedResult, seedDemo } from '../../../../seed';
import { buildFleetTask } from '../../../../seed/builders/builders';

// The demo's two paired companies (DESIGN.md, 'Data rules'): what a guide shows with admin@demo.id
// and vendor@demo.id works on a fresh install.

let t: TestApp;
let seed: DemoSeedResult;
beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('the demo companies', () => {
  it('let admin@demo.id send a Draf to PT Mitra Angkut Sejahtera and vendor@demo.id accept it', async () => {
    const db = t.database.db;
    const orders = await db
      .selectFrom('delivery_orders')
      .selectAll()
      .where('company_id', '=', seed.transportCompanyId)
      .where('shipment_type', '=', 'DIRECT')
      .orderBy('number')
      .limit(2)
      .execute();
    const garage = await db
      .selectFrom('addresses')
      .select('id')
      .where('company_id', '=', seed.transportCompanyId)
      .where('is_garage', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const task = await buildFleetTask(db, {
      company_id: seed.transportCompanyId,
      start_address_id: garage.id,
      send_by: 'VENDOR',
      vendor_id: seed.pairedVendorId,
      orders,
    });
    const admin = await loginAs(t.app, 'admin@demo.id', 'demo12345');
    const vendor = await loginAs(t.app, 'vendor@demo.id', 'demo12345');
    const api = (headers: object, method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url: `/api/fleet-planning/v1${url}`,
        headers: headers as Record<string, string>,
      });

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/fleet-planning/v1/fleet-task/${task.id}/transition`,
      headers: admin,
      payload: { status: 'WAITING_FOR_VENDOR' },
    });
    expect(sent.statusCode).toBe(200);
    const list = (await api(vendor, 'GET', '/vendor-request')).json().data.paginated_result;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      sender_company: { name: 'PT Armada Nusantara Logistik' },
      delivery_order_count: 2,
    });
    const accepted = await api(vendor, 'POST', `/vendor-request/${list[0].id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const own = await api(vendor, 'GET', `/fleet-task/${accepted.json().data.vendor_fleet_task.id}`);
    expect(own.json().data).toMatchObject({
      status: { name: 'DRAFT' },
      is_from_vendor_request: true,
      start_address: { name: 'Pool Mitra Bekasi' },
      delivery_order_count: 2,
    });
  });
});
