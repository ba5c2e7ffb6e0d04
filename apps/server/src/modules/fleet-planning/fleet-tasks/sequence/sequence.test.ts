import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authFor,
  createSequenceWorld,
  ONE_DEGREE_LEG,
  type SequenceWorld,
} from '../../../../../test/factories/sequence.factory';
import { straightLineRouting } from '../../../../routing';
import {
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildVendor,
} from '../../../../seed/builders/builders';
import type { FleetTaskOverrides } from '../../../../seed/builders/fleet-task-builder';
import { getSequence, refreshEstimatedArrival } from './sequence-service';

let w: SequenceWorld;
let garage: { id: number };
let warehouse: { id: number };
let store: { id: number };
let endGarage: { id: number };

const DEPARTURE = new Date('2026-12-01T08:00:00+07:00');
const wib = (time: string) => `2026-12-01T${time}.000+07:00`;

beforeAll(async () => {
  w = await createSequenceWorld();
  garage = await w.place('Pool Awal', 0, true);
  warehouse = await w.place('Gudang', 1);
  store = await w.place('Toko', 2);
  endGarage = await w.place('Pool Akhir', 3, true);
});
afterAll(() => w.t.close());

/** Garage (0°) -> warehouse (1°) -> store (2°) -> end garage (3°): three legs of one degree each. */
async function task(overrides: FleetTaskOverrides = {}) {
  const order = await buildDeliveryOrder(w.db, {
    company_id: w.companyId,
    origin_address_id: warehouse.id,
    destination_address_id: store.id,
    loads: [{ quantity: 4, conversion_weight_value: 2.5, conversion_volume_value: 0.125 }],
  });
  const built = await buildFleetTask(w.db, {
    company_id: w.companyId,
    start_address_id: garage.id,
    end_address_id: endGarage.id,
    expected_departure_on: DEPARTURE,
    orders: [order],
    ...overrides,
  });
  const stop = (addressId: number) =>
    built.points.find((p) => p.type === 'DEFAULT' && p.address_id === addressId)!;
  return { task: built, order, warehousePoint: stop(warehouse.id), storePoint: stop(store.id) };
}

const sequenceOf = async (taskId: string) =>
  (await w.api('GET', `/fleet-task/${taskId}/sequence`)).json().data;

describe('GET /fleet-task/{id}/sequence', () => {
  it('times each point from the departure, the straight-line legs and the service times, and stores the END arrival', async () => {
    const { task: t, warehousePoint } = await task();
    const patched = await w.api('PATCH', `/fleet-task/${t.id}/point/${warehousePoint.id}`, {
      service_time: 'PT30M',
    });
    expect(patched.statusCode).toBe(200);
    const sequence = patched.json().data;
    expect(sequence.missing_field).toBeNull();
    expect(
      sequence.points.map((p: Record<string, unknown>) => [
        p.type,
        p.estimated_arrival_on,
        p.estimated_departure_on,
        p.service_time,
        p.distance,
      ]),
    ).toEqual([
      ['START', wib('08:00:00'), wib('08:00:00'), 'PT0M', ONE_DEGREE_LEG.distance],
      // 13,010 s is 3 h 36 min 50 s; the warehouse adds its 30 minutes.
      ['DEFAULT', wib('11:36:50'), wib('12:06:50'), 'PT30M', ONE_DEGREE_LEG.distance],
      ['DEFAULT', wib('15:43:40'), wib('15:43:40'), 'PT0M', ONE_DEGREE_LEG.distance],
      ['END', wib('19:20:30'), wib('19:20:30'), 'PT0M', null],
    ]);
    expect(sequence.total_distance).toBe(3 * ONE_DEGREE_LEG.distance);
    const detail = (await w.api('GET', `/fleet-task/${t.id}`)).json().data;
    expect(detail.estimated_arrival_on).toBe(wib('19:20:30'));
  });

  it('names expected_departure_on as missing and gives no times, but still the distances', async () => {
    const { task: t } = await task({ expected_departure_on: null });
    const sequence = await sequenceOf(t.id);
    expect(sequence.missing_field).toBe('expected_departure_on');
    for (const point of sequence.points) {
      expect(point.estimated_arrival_on).toBeNull();
      expect(point.estimated_departure_on).toBeNull();
    }
    expect(sequence.points.map((p: { distance: number | null }) => p.distance)).toEqual([
      ONE_DEGREE_LEG.distance,
      ONE_DEGREE_LEG.distance,
      ONE_DEGREE_LEG.distance,
      null,
    ]);
  });

  it('stores a null estimated arrival when the departure is missing', async () => {
    const { task: t } = await task({ expected_departure_on: null, estimated_arrival_on: DEPARTURE });
    const arrival = await refreshEstimatedArrival(w.db, straightLineRouting(), w.companyId, t.id);
    expect(arrival).toBeNull();
    const row = await w.db
      .selectFrom('fleet_tasks')
      .select('estimated_arrival_on')
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(row.estimated_arrival_on).toBeNull();
  });

  it("adds START and END placeholders (id null) from the task's garages when no point is stored", async () => {
    const { task: t } = await task();
    await w.db
      .deleteFrom('fleet_task_points')
      .where('fleet_task_id', '=', t.id)
      .where('type', '<>', 'DEFAULT')
      .execute();
    const points = (await sequenceOf(t.id)).points;
    expect(points.map((p: { id: string | null; type: string }) => [p.id === null, p.type])).toEqual([
      [true, 'START'],
      [false, 'DEFAULT'],
      [false, 'DEFAULT'],
      [true, 'END'],
    ]);
    expect(points[0].address).toEqual({
      id: garage.id,
      name: 'Pool Awal',
      city: 'Pool Awal',
      latitude: 0,
      longitude: 0,
    });
    expect(points[3].address.id).toBe(endGarage.id);
    // Three legs of 3 h 36 min 50 s from 08:00, no service time.
    expect(points[3].estimated_arrival_on).toBe(wib('18:50:30'));
  });

  it('names end_address_id as missing when the task has no end garage, with an END placeholder without address', async () => {
    const { task: t } = await task();
    await w.db.updateTable('fleet_tasks').set({ end_address_id: null }).where('id', '=', t.id).execute();
    await w.db
      .deleteFrom('fleet_task_points')
      .where('fleet_task_id', '=', t.id)
      .where('type', '=', 'END')
      .execute();
    const sequence = await sequenceOf(t.id);
    expect(sequence.missing_field).toBe('end_address_id');
    expect(sequence.points.at(-1)).toMatchObject({
      id: null,
      type: 'END',
      address: null,
      estimated_arrival_on: null,
    });
    expect(sequence.points[2].distance).toBeNull();
  });

  it('lists each activity with its order, status and the load it carries', async () => {
    const { task: t, order } = await task();
    const points = (await sequenceOf(t.id)).points;
    const [pickup] = points[1].activities;
    expect(pickup).toMatchObject({
      type: 'PICKUP',
      status: { raw_type: 'UNCOMPLETED' },
      transit_leg: null,
      completed_on: null,
      movements: [],
      delivery_order: {
        id: order.id,
        number: order.number,
        shipment_type: 'DIRECT',
        is_transit: false,
        shipment_number: order.shipment_number,
        current_total_weight: 10,
        current_total_volume: 0.5,
        is_adjusted: false,
        is_from_vendor_request: false,
      },
    });
    expect(points[2].activities.map((a: { type: string }) => a.type)).toEqual(['DROP']);
  });

  it('offers no movements on a task that cannot be edited (Perjalanan)', async () => {
    const second = await buildDeliveryOrder(w.db, {
      company_id: w.companyId,
      origin_address_id: warehouse.id,
      destination_address_id: store.id,
    });
    const { order } = await task();
    const draft = await buildFleetTask(w.db, { company_id: w.companyId, orders: [order, second] });
    const started = await buildFleetTask(w.db, {
      company_id: w.companyId,
      status: 'STARTED',
      orders: [order, second],
    });
    const firstMovements = async (id: string) => (await sequenceOf(id)).points[1].activities[0].movements;
    expect(await firstMovements(draft.id)).toEqual(['DOWN']);
    expect(await firstMovements(started.id)).toEqual([]);
  });

  it('answers a 50-stop task with every point timed', async () => {
    const orders = [];
    for (let i = 0; i < 25; i += 1) {
      const from = await w.place(`Asal ${i}`, 0.01 * (2 * i + 1));
      const to = await w.place(`Tujuan ${i}`, 0.01 * (2 * i + 2));
      orders.push(
        await buildDeliveryOrder(w.db, {
          company_id: w.companyId,
          origin_address_id: from.id,
          destination_address_id: to.id,
          loads: [],
        }),
      );
    }
    const big = await buildFleetTask(w.db, {
      company_id: w.companyId,
      expected_departure_on: DEPARTURE,
      orders,
    });
    const sequence = await sequenceOf(big.id);
    expect(sequence.points).toHaveLength(52);
    expect(
      sequence.points.every((p: { estimated_arrival_on: string | null }) => p.estimated_arrival_on !== null),
    ).toBe(true);
  });

  it('costs the same three statements and one routing call for 2 stops as for 50 (no query per point)', async () => {
    const counted = async (stopPairs: number) => {
      const orders = [];
      for (let i = 0; i < stopPairs; i += 1) {
        const from = await w.place(`Muat ${stopPairs}-${i}`, 0.01 * (2 * i + 1));
        const to = await w.place(`Bongkar ${stopPairs}-${i}`, 0.01 * (2 * i + 2));
        orders.push(
          await buildDeliveryOrder(w.db, {
            company_id: w.companyId,
            origin_address_id: from.id,
            destination_address_id: to.id,
          }),
        );
      }
      const built = await buildFleetTask(w.db, {
        company_id: w.companyId,
        expected_departure_on: DEPARTURE,
        orders,
      });
      let statements = 0;
      let routingCalls = 0;
      // transformResult runs once per executed statement (transformQuery also sees subqueries).
      const plugin: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          statements += 1;
          return args.result;
        },
      };
      const routing = straightLineRouting();
      const counting = {
        legs: (points: Parameters<typeof routing.legs>[0]) => {
          routingCalls += 1;
          return routing.legs(points);
        },
      };
      const sequence = await getSequence(w.db.withPlugin(plugin), counting, await authFor(w), built.id);
      expect(sequence.points).toHaveLength(stopPairs * 2 + 2);
      return { statements, routingCalls };
    };
    expect(await counted(1)).toEqual({ statements: 3, routingCalls: 1 });
    expect(await counted(25)).toEqual({ statements: 3, routingCalls: 1 });
  });

  it("answers another company's task like a missing one", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: (await buildCompany(w.db)).id });
    expect((await w.api('GET', `/fleet-task/${foreign.id}/sequence`)).statusCode).toBe(404);
  });

  it('refuses a driver without fleet-task:read', async () => {
    const { task: t } = await task();
    expect((await w.asDriver('GET', `/fleet-task/${t.id}/sequence`)).statusCode).toBe(403);
  });
});

describe('PATCH /fleet-task/{id}/point/{pointId}', () => {
  const storedSeconds = async (pointId: string) =>
    (
      await w.db
        .selectFrom('fleet_task_points')
        .select('service_time_seconds')
        .where('id', '=', pointId)
        .executeTakeFirstOrThrow()
    ).service_time_seconds;
  const historyCount = async (taskId: string) =>
    (
      await w.db
        .selectFrom('history_events')
        .select('id')
        .where('entity_id', '=', taskId)
        .where('event', '=', 'FleetPlanning.FleetTaskPointServiceTimeUpdated')
        .execute()
    ).length;

  it('stores the duration in seconds, answers it in hours and minutes, and records it once', async () => {
    const { task: t, storePoint } = await task();
    const response = await w.api('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`, {
      service_time: 'PT1H30M',
    });
    expect(response.statusCode).toBe(200);
    const point = response.json().data.points.find((p: { id: string }) => p.id === storePoint.id);
    expect(point).toMatchObject({ service_time: 'PT1H30M', service_time_parts: { hours: 1, minutes: 30 } });
    expect(await storedSeconds(storePoint.id)).toBe(5400);
    expect(await historyCount(t.id)).toBe(1);
    await w.api('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`, { service_time: 'PT90M' });
    expect(await historyCount(t.id)).toBe(1);
  });

  it.each([
    ['Perjalanan', { status: 'STARTED' as const }, 'fleet-task/service-time-read-only'],
    ['Selesai', { status: 'ENDED' as const }, 'fleet-task/service-time-read-only'],
    ['Dibatalkan', { status: 'CANCELED' as const }, 'fleet-task/not-editable'],
    ['Menunggu Vendor', { status: 'WAITING_FOR_VENDOR' as const }, 'fleet-task/not-editable'],
  ])('is refused when the task is %s', async (_status, overrides, code) => {
    const { task: t, storePoint } = await task(overrides);
    const response = await w.api('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`, {
      service_time: 'PT1H',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(await storedSeconds(storePoint.id)).toBe(0);
  });

  it('is refused when a vendor is chosen (the vendor plans the stops)', async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId });
    const { task: t, storePoint } = await task({ vendor_id: vendor.id, send_by: 'VENDOR' });
    const response = await w.api('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`, {
      service_time: 'PT1H',
    });
    expect(response.json().code).toBe('fleet-task/service-time-read-only');
  });

  it('refuses a duration with seconds as an invalid service_time', async () => {
    const { task: t, storePoint } = await task();
    const response = await w.api('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`, {
      service_time: 'PT1H30M15S',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'service_time', code: 'invalid-format' }),
    ]);
  });

  it('answers a point of another task like a missing one', async () => {
    const { task: t } = await task();
    const { storePoint } = await task();
    const response = await w.api('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`, {
      service_time: 'PT1H',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a driver without fleet-task:update', async () => {
    const { task: t, storePoint } = await task();
    expect((await w.asDriver('PATCH', `/fleet-task/${t.id}/point/${storePoint.id}`)).statusCode).toBe(403);
  });
});
