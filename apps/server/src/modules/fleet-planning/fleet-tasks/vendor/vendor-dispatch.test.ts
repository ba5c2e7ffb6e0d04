import { isDomainError, yearMonthInZone } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySnapshot,
  moveVendorTask,
  sendToVendor,
  taskRow,
  type VendorWorld,
  vendorWorld,
} from '../../../../../test/factories/vendor.factory';
import {
  buildAddress,
  buildCompany,
  buildFleetTask,
  buildUser,
  buildVendor,
} from '../../../../seed/builders/builders';

let w: VendorWorld;
beforeAll(async () => {
  w = await vendorWorld();
});
afterAll(() => w.t.close());

/** The domain error a refused send throws, with the task and both companies checked unchanged. */
async function refusedSend(taskId: string) {
  const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);
  const error = await sendToVendor(w, taskId).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);
  if (!isDomainError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('sendVendorRequest refuses', () => {
  it('a vendor that is not paired with a company on the platform', async () => {
    const unpaired = await buildVendor(w.db, { company_id: w.sender.id });
    const error = await refusedSend((await w.draft(undefined, unpaired.id)).id);
    expect(error.code).toBe('fleet-task/vendor-not-paired');
    expect(error.fields).toEqual([{ field: 'vendor_id', code: 'invalid-value' }]);
  });

  it('a paired vendor that is inactive', async () => {
    const other = await buildCompany(w.db);
    const inactive = await buildVendor(w.db, {
      company_id: w.sender.id,
      paired_company_id: other.id,
      status: 'INACTIVE',
    });
    expect((await refusedSend((await w.draft(undefined, inactive.id)).id)).code).toBe(
      'fleet-task/vendor-inactive',
    );
  });

  it('a vendor whose paired company is deactivated', async () => {
    const closed = await buildCompany(w.db, { is_active: false });
    const vendor = await buildVendor(w.db, { company_id: w.sender.id, paired_company_id: closed.id });
    expect((await refusedSend((await w.draft(undefined, vendor.id)).id)).code).toBe(
      'fleet-task/vendor-not-paired',
    );
  });

  it('a task with a TRANSIT order', async () => {
    const transit = await w.order({ shipment_type: 'TRANSIT' });
    const error = await refusedSend((await w.draft([await w.order(), transit])).id);
    expect(error.code).toBe('delivery-order-vendor-request-invalid-shipment-type');
  });

  it('an order already planned with a vendor on another task', async () => {
    const order = await w.order();
    await buildFleetTask(w.db, {
      company_id: w.sender.id,
      status: 'ENDED',
      vendor_id: w.vendor.id,
      orders: [order],
    });
    expect((await refusedSend((await w.draft([order])).id)).code).toBe('delivery-order-vendor-exists');
  });

  it('an order whose delivery on another task is not finished, naming the order and that task', async () => {
    const order = await w.order();
    const earlier = await buildFleetTask(w.db, { company_id: w.sender.id, status: 'ENDED', orders: [order] });
    const error = await refusedSend((await w.draft([order])).id);
    expect(error.code).toBe('fleet-task/vendor-previous-delivery-not-completed');
    expect(error.params).toEqual({ DO: order.number, FO: earlier.number });
    expect(error.issues).toEqual([{ code: 'FLEET_TASK.FLEET_TASK_PREVIOUS_ACTIVITY_NOT_COMPLETED' }]);
  });

  it('an order that is itself the copy of another company’s request', async () => {
    const copy = await w.order({ is_from_vendor_request: true });
    expect((await refusedSend((await w.draft([copy])).id)).code).toBe('is-from-vendor-request');
  });

  it('a task without orders', async () => {
    expect((await refusedSend((await w.draft([])).id)).code).toBe('minimum-one-delivery');
  });

  it('a deleted vendor', async () => {
    const other = await buildCompany(w.db);
    const gone = await buildVendor(w.db, {
      company_id: w.sender.id,
      paired_company_id: other.id,
      deleted_on: new Date(),
    });
    expect((await refusedSend((await w.draft(undefined, gone.id)).id)).code).toBe(
      'invalid/invalid-reference',
    );
  });
});

describe('accepting is one transaction', () => {
  it('leaves both companies unchanged when the copy fails half-way (an FO number taken meanwhile)', async () => {
    const task = await w.draft([await w.order(), await w.order()]);
    const { requestId } = await sendToVendor(w, task.id);
    // The vendor company's next FO number, already written behind the service's back.
    const yymm = yearMonthInZone(new Date(), 'Asia/Jakarta');
    await w.db
      .insertInto('company_counters')
      .values({ company_id: w.vendorCompany.id, name: 'fleet_task', value: 90_000 })
      .onConflict((c) => c.columns(['company_id', 'name']).doUpdateSet({ value: 90_000 }))
      .execute();
    const blocker = await buildFleetTask(w.db, {
      company_id: w.vendorCompany.id,
      number: `FO-${yymm}-90001`,
    });
    const before = await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id]);

    const response = await w.vendorApi.post(`/vendor-request/${requestId}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict/duplicate');
    expect(await companySnapshot(w.db, [w.sender.id, w.vendorCompany.id])).toEqual(before);

    await w.db.deleteFrom('fleet_tasks').where('id', '=', blocker.id).execute();
    expect((await w.vendorApi.post(`/vendor-request/${requestId}/accept`)).statusCode).toBe(200);
  });

  it('refuses with vendor-request/no-garage when the vendor company has no garage to start from', async () => {
    const bare = await buildCompany(w.db, { name: 'PT Vendor Tanpa Pool' });
    await buildUser(w.db, {
      company_id: bare.id,
      role: 'vendor_admin',
      email: 'tanpa.pool@vendor.uji.id',
      password: 'kata-sandi-uji',
    });
    const vendor = await buildVendor(w.db, { company_id: w.sender.id, paired_company_id: bare.id });
    const task = await w.draft(undefined, vendor.id);
    const { requestId } = await sendToVendor(w, task.id);
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'tanpa.pool@vendor.uji.id', password: 'kata-sandi-uji' },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const accept = () =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/fleet-planning/v1/vendor-request/${requestId}/accept`,
        headers,
      });
    const before = await companySnapshot(w.db, [w.sender.id, bare.id]);
    const response = await accept();
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('vendor-request/no-garage');
    expect(await companySnapshot(w.db, [w.sender.id, bare.id])).toEqual(before);
    await buildAddress(w.db, { company_id: bare.id, is_garage: true });
    expect((await accept()).statusCode).toBe(200);
  });
});

describe('followVendorTask', () => {
  it('does nothing for a task that was not made from a request', async () => {
    const own = await buildFleetTask(w.db, { company_id: w.vendorCompany.id, status: 'DRAFT' });
    expect(await moveVendorTask(w.db, own.id, 'SCHEDULED')).toBeNull();
  });

  it('does not follow a cancel of the vendor task, nor go back to an earlier status', async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const accepted = await w.vendorApi.post(`/vendor-request/${requestId}/accept`);
    const vendorTaskId = accepted.json().data.vendor_fleet_task.id;
    await moveVendorTask(w.db, vendorTaskId, 'STARTED');
    const started = await taskRow(w.db, task.id);
    expect(started.status).toBe('STARTED');
    expect(await moveVendorTask(w.db, vendorTaskId, 'SCHEDULED')).toBeNull();
    expect(await moveVendorTask(w.db, vendorTaskId, 'CANCELED')).toBeNull();
    expect(await taskRow(w.db, task.id)).toEqual(started);
  });

  it('ignores a source id that no accepted request links to the task', async () => {
    const task = await w.draft();
    const forged = await buildFleetTask(w.db, {
      company_id: w.vendorCompany.id,
      is_from_vendor_request: true,
      source_fleet_task_id: task.id,
    });
    expect(await moveVendorTask(w.db, forged.id, 'SCHEDULED')).toBeNull();
    expect((await taskRow(w.db, task.id)).status).toBe('DRAFT');
  });
});
