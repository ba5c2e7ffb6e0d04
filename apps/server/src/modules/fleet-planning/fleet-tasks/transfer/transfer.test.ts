import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTransferWorld,
  historyOf,
  snapshot,
  type TransferWorld,
  taskRow,
} from '../../../../../test/factories/transfer.factory';
import {
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildVendor,
} from '../../../../seed/builders/builders';
import { TRANSFER_EVENTS } from './transfer-history';

let w: TransferWorld;

beforeAll(async () => {
  w = await createTransferWorld();
});
afterAll(() => w.t.close());

const transfer = (taskId: string, orderId: string, body: object) =>
  w.api('POST', `/fleet-task/${taskId}/delivery-order/${orderId}/transfer`, body);

const toTask = (taskId: string) => ({ type: 'exist', fleet_task_uuid: taskId });

/** The END point's arrival as GET .../sequence computes it, to compare with the stored estimate. */
async function sequenceArrival(taskId: string) {
  const points = (await w.api('GET', `/fleet-task/${taskId}/sequence`)).json().data.points;
  return Date.parse(points.at(-1).estimated_arrival_on);
}

const loads = (weight: number, volume: number) => [
  { quantity: 1, conversion_weight_value: weight, conversion_volume_value: volume },
];

describe('POST /fleet-task/{id}/delivery-order/{orderId}/transfer, type exist', () => {
  it("moves the order's pickup and drop to another Dijadwalkan task; both routes, totals and arrivals follow", async () => {
    const kept = await w.order('W', 'S1', { loads: loads(10, 1) });
    const moved = await w.order('W', 'S2', { loads: loads(7, 0.5) });
    const there = await w.order('W', 'S1', { loads: loads(3, 0.25) });
    const source = await w.task([kept, moved]);
    const target = await w.task([there]);

    const response = await transfer(source.id, moved.id, toTask(target.id));

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: target.id,
      number: target.number,
      status: 'SCHEDULED',
      created: false,
      delivery_order: { id: moved.id, number: moved.number },
      vendor_cleared: false,
    });
    expect(await w.stops(source.id, { kept })).toEqual(['W: p:kept', 'S1: d:kept']);
    expect(await w.stops(target.id, { there, moved })).toEqual([
      'W: p:there p:moved',
      'S1: d:there',
      'S2: d:moved',
    ]);
    const [from, to] = [await taskRow(w.db, source.id), await taskRow(w.db, target.id)];
    expect([from.current_total_weight, from.current_total_volume]).toEqual([10, 1]);
    expect([to.current_total_weight, to.current_total_volume]).toEqual([10, 0.75]);
    expect(from.estimated_arrival_on?.getTime()).toBe(await sequenceArrival(source.id));
    expect(to.estimated_arrival_on?.getTime()).toBe(await sequenceArrival(target.id));
    const order = await w.db
      .selectFrom('delivery_orders')
      .select('status')
      .where('id', '=', moved.id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('ASSIGNED');
  });

  it('writes an event on both tasks and on the order, each linking to the other side', async () => {
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')]);
    const target = await w.task([await w.order('W', 'S1')]);
    expect((await transfer(source.id, moved.id, toTask(target.id))).statusCode).toBe(200);

    const [out] = await historyOf(w.db, source.id, TRANSFER_EVENTS.out);
    expect(out).toMatchObject({
      title: 'Pengiriman ditransfer keluar',
      description: `Pengiriman ${moved.number} ditransfer ke penugasan ${target.number}.`,
    });
    expect(out?.properties).toEqual([
      { key: 'delivery_order_uuid', value: moved.id },
      { key: 'Nomor DO', value: moved.number, is_redirectable: true, redirect_url: `/delivery/${moved.id}` },
      {
        key: 'Penugasan Tujuan',
        value: target.number,
        is_redirectable: true,
        redirect_url: `/fleet-task/${target.id}`,
      },
      { key: 'Diubah oleh', value: expect.any(String) },
    ]);
    const [into] = await historyOf(w.db, target.id, TRANSFER_EVENTS.in);
    expect(into?.description).toBe(`Pengiriman ${moved.number} ditransfer dari penugasan ${source.number}.`);
    expect(into?.properties).toContainEqual({
      key: 'Penugasan Asal',
      value: source.number,
      is_redirectable: true,
      redirect_url: `/fleet-task/${source.id}`,
    });
    const [onOrder] = await historyOf(w.db, moved.id, TRANSFER_EVENTS.order);
    expect(onOrder?.description).toBe(`Dari penugasan ${source.number} ke penugasan ${target.number}.`);
  });

  it('moves an order still waiting for its pickup from a task on its way (Perjalanan)', async () => {
    const waiting = await w.order('W', 'S2');
    const source = await w.task([waiting, await w.order('W', 'S1')], { status: 'STARTED' });
    const target = await w.task([await w.order('W', 'S1')]);
    expect((await transfer(source.id, waiting.id, toTask(target.id))).statusCode).toBe(200);
    expect(await w.stops(target.id, { waiting })).toContain('S2: d:waiting');
  });

  it("clears the source's vendor and says so", async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId });
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')], {
      vendor_id: vendor.id,
      send_by: 'VENDOR',
    });
    const target = await w.task([await w.order('W', 'S1')]);
    const response = await transfer(source.id, moved.id, toTask(target.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.vendor_cleared).toBe(true);
    expect((await taskRow(w.db, source.id)).vendor_id).toBeNull();
    expect(await historyOf(w.db, source.id, 'FleetPlanning.FleetTaskVendorCleared')).toHaveLength(1);
  });
});

describe('POST .../transfer, type create', () => {
  it("makes a Draf with its own FO number, the source's garages and departure, and no vehicle or driver", async () => {
    const moved = await w.order('W', 'S2', { loads: loads(4, 0.5) });
    const source = await w.task([moved, await w.order('W', 'S1')]);
    const response = await transfer(source.id, moved.id, { type: 'create', fleet_task_uuid: null });

    expect(response.statusCode).toBe(200);
    const answer = response.json().data;
    expect(answer).toMatchObject({ status: 'DRAFT', created: true, vendor_cleared: false });
    expect(answer.number).toMatch(/^FO-\d{4}-\d{5}$/);
    const created = await taskRow(w.db, answer.id);
    expect(created).toMatchObject({
      number: answer.number,
      company_id: w.companyId,
      status: 'DRAFT',
      visited_statuses: ['DRAFT'],
      send_by: 'SELF',
      start_address_id: source.start_address_id,
      end_address_id: source.end_address_id,
      expected_departure_on: source.expected_departure_on,
      vehicle_id: null,
      driver_user_id: null,
      vendor_id: null,
      current_total_weight: 4,
      current_total_volume: 0.5,
    });
    expect(created.estimated_arrival_on?.getTime()).toBe(await sequenceArrival(created.id));
    expect((await w.storedRoute(created.id)).map((point) => point.type)).toEqual([
      'START',
      'DEFAULT',
      'DEFAULT',
      'END',
    ]);
    expect(await w.stops(created.id, { moved })).toEqual(['W: p:moved', 'S2: d:moved']);
    const [made] = await historyOf(w.db, created.id, TRANSFER_EVENTS.created);
    expect(made?.description).toBe(
      `Dibuat sebagai Draf untuk transfer pengiriman ${moved.number} dari penugasan ${source.number}.`,
    );
    expect(await historyOf(w.db, created.id, TRANSFER_EVENTS.in)).toHaveLength(1);
    expect(await historyOf(w.db, source.id, TRANSFER_EVENTS.out)).toHaveLength(1);
  });

  it('gives each new task the next FO number', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const moved = await w.order('W', 'S2');
      const source = await w.task([moved, await w.order('W', 'S1')]);
      numbers.push((await transfer(source.id, moved.id, { type: 'create' })).json().data.number);
    }
    const [first, second] = numbers.map((number) => Number(number.slice(-5)));
    expect(second).toBe((first as number) + 1);
  });
});

describe('POST .../transfer refusals leave both tasks as they were', () => {
  /** Refused with `code` and `message`, and not a row changed. */
  async function expectRefused(
    ids: { source: string; target?: string; order: string },
    body: object,
    expected: { status?: number; code: string; message?: string; field?: string },
  ) {
    const taskIds = [ids.source, ...(ids.target ? [ids.target] : [])];
    const before = await snapshot(w.db, taskIds, ids.order);
    const response = await transfer(ids.source, ids.order, body);
    expect(response.statusCode).toBe(expected.status ?? 400);
    const json = response.json();
    expect(json.code).toBe(expected.code);
    if (expected.message) expect(json.message).toBe(expected.message);
    if (expected.field) expect(json.errors).toEqual([expect.objectContaining({ field: expected.field })]);
    expect(await snapshot(w.db, taskIds, ids.order)).toEqual(before);
  }

  const scheduledTarget = async () => w.task([await w.order('W', 'S1')]);

  it('refuses a TRANSIT order', async () => {
    const transit = await w.order('W', 'D', { shipment_type: 'TRANSIT', transit_address_ids: [w.at.T1] });
    const source = await w.task([transit, await w.order('W', 'S1')]);
    const target = await scheduledTarget();
    await expectRefused({ source: source.id, target: target.id, order: transit.id }, toTask(target.id), {
      code: 'transfer/transit-delivery-order',
      message: `Pengiriman transit ${transit.number} tidak dapat ditransfer ke penugasan lain.`,
    });
  });

  it('refuses an order from a vendor request', async () => {
    const requested = await w.order('W', 'S2', { is_from_vendor_request: true });
    const source = await w.task([requested, await w.order('W', 'S1')]);
    const target = await scheduledTarget();
    await expectRefused({ source: source.id, target: target.id, order: requested.id }, toTask(target.id), {
      code: 'transfer/vendor-request-delivery-order',
      message: `Pengiriman ${requested.number} dari permintaan vendor tidak dapat ditransfer.`,
    });
  });

  it('refuses an order whose pickup on this task is completed', async () => {
    const picked = await w.order('W', 'S2');
    const source = await w.task([picked, await w.order('W', 'S1')], { status: 'STARTED' });
    await w.db
      .updateTable('fleet_task_activities')
      .set({ status: 'COMPLETED', completed_on: new Date() })
      .where('delivery_order_id', '=', picked.id)
      .where('type', '=', 'PICKUP')
      .execute();
    const target = await scheduledTarget();
    await expectRefused({ source: source.id, target: target.id, order: picked.id }, toTask(target.id), {
      code: 'transfer/delivery-order-picked-up',
      message: `Pengiriman ${picked.number} tidak dapat ditransfer karena sudah diambil.`,
    });
  });

  it('refuses the last order of the task (minimum-one-delivery)', async () => {
    const only = await w.order('W', 'S2');
    const source = await w.task([only]);
    const target = await scheduledTarget();
    await expectRefused({ source: source.id, target: target.id, order: only.id }, toTask(target.id), {
      code: 'minimum-one-delivery',
      message: 'Penugasan harus memiliki minimal satu pengiriman.',
    });
    await expectRefused(
      { source: source.id, order: only.id },
      { type: 'create' },
      { code: 'minimum-one-delivery' },
    );
  });

  it.each([
    [
      'Menunggu Vendor',
      'WAITING_FOR_VENDOR' as const,
      'Penugasan tidak dapat diubah pada status Menunggu Vendor.',
    ],
    ['Selesai', 'ENDED' as const, 'Penugasan tidak dapat diubah pada status Selesai.'],
    ['Dibatalkan', 'CANCELED' as const, 'Penugasan tidak dapat diubah pada status Dibatalkan.'],
  ])('refuses to take an order out of a task in %s', async (_name, status, message) => {
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')], { status });
    const target = await scheduledTarget();
    await expectRefused({ source: source.id, target: target.id, order: moved.id }, toTask(target.id), {
      code: 'fleet-task/not-editable',
      message,
    });
  });

  it.each([
    ['Draf', { status: 'DRAFT' as const }, 'transfer/target-not-scheduled', 'harus berstatus Dijadwalkan.'],
    [
      'Perjalanan',
      { status: 'STARTED' as const },
      'transfer/target-not-scheduled',
      'harus berstatus Dijadwalkan.',
    ],
    [
      'Dijadwalkan with a vendor',
      { vendor: true },
      'transfer/target-cannot-take-delivery',
      'tidak dapat menerima pengiriman.',
    ],
    [
      'Dijadwalkan from a vendor request',
      { is_from_vendor_request: true },
      'transfer/target-cannot-take-delivery',
      'tidak dapat menerima pengiriman.',
    ],
  ])('refuses a destination in %s, on field fleet_task_uuid', async (_name, setup, code, tail) => {
    const { vendor, ...overrides } = setup as {
      vendor?: boolean;
      status?: 'DRAFT';
      is_from_vendor_request?: boolean;
    };
    const vendorId = vendor ? (await buildVendor(w.db, { company_id: w.companyId })).id : null;
    const target = await w.task([await w.order('W', 'S1')], { ...overrides, vendor_id: vendorId });
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')]);
    await expectRefused({ source: source.id, target: target.id, order: moved.id }, toTask(target.id), {
      code,
      message: `Penugasan tujuan ${target.number} ${tail}`,
      field: 'fleet_task_uuid',
    });
  });

  it('refuses the task itself as destination', async () => {
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')]);
    await expectRefused({ source: source.id, order: moved.id }, toTask(source.id), {
      code: 'transfer/same-task',
      field: 'fleet_task_uuid',
    });
  });

  it("refuses another company's task, or a missing one, as a destination that is not found", async () => {
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')]);
    const foreign = await buildFleetTask(w.db, {
      company_id: (await buildCompany(w.db)).id,
      status: 'SCHEDULED',
    });
    for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      await expectRefused({ source: source.id, order: moved.id }, toTask(id), {
        code: 'transfer/target-not-found',
        message: 'Penugasan tujuan tidak ditemukan. Mungkin telah dihapus dari sistem.',
        field: 'fleet_task_uuid',
      });
    }
  });

  it.each([
    ['exist without a destination', { type: 'exist' }, 'required'],
    ['exist with a null destination', { type: 'exist', fleet_task_uuid: null }, 'required'],
    [
      'create naming a destination',
      { type: 'create', fleet_task_uuid: '00000000-0000-4000-8000-000000000000' },
      'invalid-value',
    ],
  ])('refuses %s as invalid fields on fleet_task_uuid', async (_name, body, fieldCode) => {
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')]);
    const response = await transfer(source.id, moved.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid/invalid-fields',
      errors: [{ field: 'fleet_task_uuid', code: fieldCode }],
    });
  });

  it('answers an order that is not on the task, or a task of another company, like a missing one', async () => {
    const source = await w.task([await w.order('W', 'S1'), await w.order('W', 'S2')]);
    const elsewhere = await w.order('W', 'S2');
    await expectRefused(
      { source: source.id, order: elsewhere.id },
      { type: 'create' },
      { status: 404, code: 'not-found' },
    );
    const other = await buildCompany(w.db);
    const foreignOrder = await buildDeliveryOrder(w.db, { company_id: other.id });
    const foreign = await buildFleetTask(w.db, { company_id: other.id, orders: [foreignOrder] });
    expect((await transfer(foreign.id, foreignOrder.id, { type: 'create' })).statusCode).toBe(404);
  });

  it('speaks English when asked', async () => {
    const transit = await w.order('W', 'D', { shipment_type: 'TRANSIT', transit_address_ids: [w.at.T1] });
    const source = await w.task([transit, await w.order('W', 'S1')]);
    const response = await w.inEnglish(
      'POST',
      `/fleet-task/${source.id}/delivery-order/${transit.id}/transfer`,
      {
        type: 'create',
      },
    );
    expect(response.json().message).toBe(
      `Transit delivery ${transit.number} cannot be transferred to another assignment.`,
    );
  });

  it('refuses a driver without fleet-task:update', async () => {
    const moved = await w.order('W', 'S2');
    const source = await w.task([moved, await w.order('W', 'S1')]);
    const response = await w.asDriver('POST', `/fleet-task/${source.id}/delivery-order/${moved.id}/transfer`);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST .../transfer failing halfway', () => {
  /**
   * A trigger that fails the insert of the order's activities into another task, but only once the
   * source's rows of the order are gone: the failure then comes after the source side was written.
   */
  async function failInsertsOutside(sourceId: string, orderId: string) {
    const source = sql.lit(sourceId);
    const order = sql.lit(orderId);
    await sql`create or replace function fail_transfer_halfway() returns trigger language plpgsql as $$
      begin
        if new.fleet_task_id <> ${source} and new.delivery_order_id = ${order} and not exists (
          select 1 from fleet_task_activities where fleet_task_id = ${source} and delivery_order_id = ${order}
        ) then
          raise exception 'simulated failure after the source side was written';
        end if;
        return new;
      end $$`.execute(w.db);
    await sql`create trigger fail_transfer_halfway before insert on fleet_task_activities
      for each row execute function fail_transfer_halfway()`.execute(w.db);
  }

  const dropTrigger = () =>
    sql`drop trigger if exists fail_transfer_halfway on fleet_task_activities`.execute(w.db);

  it.each([
    ['to an existing task', 'exist'],
    ['to a new task', 'create'],
  ])(
    'answers 500 without a stack and leaves both tasks, their histories and the order as they were: %s',
    async (_name, type) => {
      const vendor = await buildVendor(w.db, { company_id: w.companyId });
      const moved = await w.order('W', 'S2', { loads: loads(2, 0.2) });
      const source = await w.task([moved, await w.order('W', 'S1')], {
        vendor_id: vendor.id,
        send_by: 'VENDOR',
      });
      const target = await w.task([await w.order('W', 'S1')]);
      const body = type === 'exist' ? toTask(target.id) : { type: 'create' };
      const before = await snapshot(w.db, [source.id, target.id], moved.id);
      await failInsertsOutside(source.id, moved.id);
      try {
        const response = await transfer(source.id, moved.id, body);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          code: 'internal-error',
          message: 'Terjadi kendala pada server. Silakan coba lagi.',
        });
        expect(response.body).not.toContain('simulated');
      } finally {
        await dropTrigger();
      }
      expect(await snapshot(w.db, [source.id, target.id], moved.id)).toEqual(before);
      // The same request goes through once the failure is gone: the refusal was not a rule.
      expect((await transfer(source.id, moved.id, body)).statusCode).toBe(200);
    },
  );
});
