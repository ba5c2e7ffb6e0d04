import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransferWorld, type TransferWorld } from '../../../../../test/factories/transfer.factory';
import { buildCompany, buildFleetTask, buildVendor } from '../../../../seed/builders/builders';

let w: TransferWorld;

beforeAll(async () => {
  w = await createTransferWorld();
});
afterAll(() => w.t.close());

describe('GET /fleet-task/{id}/transfer-target', () => {
  it('lists only the tasks a transfer accepts: Dijadwalkan, not this one, no vendor, not a vendor request', async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId });
    const one = async () => [await w.order('W', 'S1')];
    const source = await w.task(await one());
    const good = await w.task(await one());
    const candidates = [
      source,
      good,
      await w.task(await one(), { vendor_id: vendor.id, send_by: 'VENDOR' }),
      await w.task(await one(), { is_from_vendor_request: true }),
      await w.task(await one(), { status: 'DRAFT' }),
      await w.task(await one(), { status: 'STARTED' }),
      await buildFleetTask(w.db, { company_id: (await buildCompany(w.db)).id, status: 'SCHEDULED' }),
    ];
    const filter = encodeURIComponent(`id in ${candidates.map((task) => task.id).join(',')}`);
    const response = await w.api('GET', `/fleet-task/${source.id}/transfer-target?limit=5&filters=${filter}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ids).toEqual([good.id]);
    expect(response.json().data.paginated_result[0]).toMatchObject({ id: good.id, number: good.number });
    expect(response.json().metadata).toMatchObject({ page: 1, limit: 5, total_count: 1 });
  });

  it("answers another company's task like a missing one", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: (await buildCompany(w.db)).id });
    expect((await w.api('GET', `/fleet-task/${foreign.id}/transfer-target`)).statusCode).toBe(404);
  });
});

describe('/api/docs', () => {
  it('documents the transfer, its target list and the row cancel with their rules', async () => {
    const paths = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const base = '/api/fleet-planning/v1/fleet-task/{id}';
    const transfer = paths[`${base}/delivery-order/{orderId}/transfer`].post;
    expect(transfer.requestBody.content['application/json'].schema.properties.type.enum).toEqual([
      'create',
      'exist',
    ]);
    expect(transfer.description).toContain('transfer/target-not-scheduled');
    expect(paths[`${base}/transfer-target`].get.summary).toContain('transferred');
    const cancel = paths[`${base}/point/{pointId}/activity/{activityId}/cancel`].post;
    expect(cancel.description).toContain('the order becomes CANCELED');
    expect(cancel.requestBody.content['application/json'].schema.required).toEqual(['canceled_reason_id']);
  });
});
