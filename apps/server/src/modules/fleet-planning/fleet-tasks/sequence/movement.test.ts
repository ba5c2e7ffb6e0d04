import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequenceWorld, type SequenceWorld } from '../../../../../test/factories/sequence.factory';
import {
  type BuiltFleetTask,
  buildDeliveryOrder,
  buildFleetTask,
  buildVendor,
  type DeliveryOrderRow,
} from '../../../../seed/builders/builders';
import type { FleetTaskOverrides } from '../../../../seed/builders/fleet-task-builder';

let w: SequenceWorld;
let warehouse: { id: number };
let customerA: { id: number };
let customerB: { id: number };

beforeAll(async () => {
  w = await createSequenceWorld();
  warehouse = await w.place('Gudang', 1);
  customerA = await w.place('Toko A', 2);
  customerB = await w.place('Toko B', 3);
});
afterAll(() => w.t.close());

interface TwoOrders {
  task: BuiltFleetTask;
  o1: DeliveryOrderRow;
  o2: DeliveryOrderRow;
  /** Activity id by its label: p1, d1, p2, d2. */
  act: Record<'p1' | 'd1' | 'p2' | 'd2', { id: string; point_id: string }>;
}

/** START, Gudang [p1 p2], Toko A [d1], Toko B [d2], END. */
async function twoOrders(overrides: FleetTaskOverrides = {}): Promise<TwoOrders> {
  const order = (to: number) =>
    buildDeliveryOrder(w.db, {
      company_id: w.companyId,
      origin_address_id: warehouse.id,
      destination_address_id: to,
    });
  const o1 = await order(customerA.id);
  const o2 = await order(customerB.id);
  const task = await buildFleetTask(w.db, {
    company_id: w.companyId,
    expected_departure_on: new Date('2026-12-01T08:00:00+07:00'),
    orders: [o1, o2],
    ...overrides,
  });
  const find = (order: DeliveryOrderRow, type: 'PICKUP' | 'DROP') =>
    task.activities.find((a) => a.delivery_order_id === order.id && a.type === type)!;
  return {
    task,
    o1,
    o2,
    act: { p1: find(o1, 'PICKUP'), d1: find(o1, 'DROP'), p2: find(o2, 'PICKUP'), d2: find(o2, 'DROP') },
  };
}

const move = (
  taskId: string,
  activity: { id: string; point_id: string },
  type: 'UP' | 'DOWN',
  pointId = activity.point_id,
) => w.api('POST', `/fleet-task/${taskId}/point/${pointId}/activity/${activity.id}/movement`, { type });

/** The stored stops as 'address: activities' with order numbers replaced by o1/o2. */
async function stops(t: TwoOrders) {
  const name = (label: string) => label.replace(t.o1.number, 'o1').replace(t.o2.number, 'o2');
  const places = new Map([
    [warehouse.id, 'Gudang'],
    [customerA.id, 'Toko A'],
    [customerB.id, 'Toko B'],
  ]);
  return (await w.storedRoute(t.task.id))
    .filter((p) => p.type === 'DEFAULT')
    .map((p) => `${places.get(p.address_id)}: ${p.activities.map(name).join(' ')}`);
}

describe('activity movements', () => {
  it('lists only the moves that keep every drop after its pickup and nothing past START or END', async () => {
    const t = await twoOrders();
    const sequence = (await w.api('GET', `/fleet-task/${t.task.id}/sequence`)).json().data;
    const movements = Object.fromEntries(
      sequence.points.flatMap((p: { activities: { id: string; movements: string[] }[] }) =>
        p.activities.map((a) => [a.id, a.movements]),
      ),
    );
    expect(movements).toEqual({
      [t.act.p1.id]: ['DOWN'],
      [t.act.p2.id]: ['UP', 'DOWN'],
      [t.act.d1.id]: ['UP', 'DOWN'],
      [t.act.d2.id]: ['UP'],
    });
  });

  it('refuses UP at the first activity and changes nothing', async () => {
    const t = await twoOrders();
    const before = await stops(t);
    const response = await move(t.task.id, t.act.p1, 'UP');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid/invalid-value', errors: [{ field: 'type' }] });
    expect(await stops(t)).toEqual(before);
  });

  it('refuses moving a drop above its own pickup', async () => {
    const order = await buildDeliveryOrder(w.db, {
      company_id: w.companyId,
      origin_address_id: warehouse.id,
      destination_address_id: customerA.id,
    });
    const task = await buildFleetTask(w.db, { company_id: w.companyId, orders: [order] });
    const drop = task.activities.find((a) => a.type === 'DROP')!;
    const response = await move(task.id, drop, 'UP');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-value');
  });

  it('moves an activity inside its stop by reordering it', async () => {
    const t = await twoOrders();
    const response = await move(t.task.id, t.act.p1, 'DOWN');
    expect(response.statusCode).toBe(200);
    expect(await stops(t)).toEqual(['Gudang: p:o2 p:o1', 'Toko A: d:o1', 'Toko B: d:o2']);
  });

  it('moves an activity out of its stop into a new stop at its own address, and back again to the same points', async () => {
    const t = await twoOrders();
    const warehousePoint = t.task.points.find((p) => p.address_id === warehouse.id)!;
    await w.db
      .updateTable('fleet_task_points')
      .set({ service_time_seconds: 1800 })
      .where('id', '=', warehousePoint.id)
      .execute();
    const originalIds = (await w.storedRoute(t.task.id)).map((p) => p.id);

    expect((await move(t.task.id, t.act.p2, 'DOWN')).statusCode).toBe(200);
    expect(await stops(t)).toEqual(['Gudang: p:o1', 'Toko A: d:o1', 'Gudang: p:o2', 'Toko B: d:o2']);
    const moved = await w.storedRoute(t.task.id);
    expect(moved.map((p) => p.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const newStop = moved[3]!;
    expect(originalIds).not.toContain(newStop.id);
    expect(newStop.service).toBe(0);

    expect((await move(t.task.id, t.act.p2, 'UP', newStop.id)).statusCode).toBe(200);
    expect(await stops(t)).toEqual(['Gudang: p:o1 p:o2', 'Toko A: d:o1', 'Toko B: d:o2']);
    expect((await w.storedRoute(t.task.id)).map((p) => p.id)).toEqual(originalIds);
    const emptied = await w.db
      .selectFrom('fleet_task_points')
      .select('id')
      .where('id', '=', newStop.id)
      .execute();
    expect(emptied).toEqual([]);
  });

  it('answers the new sequence and stores its estimated arrival', async () => {
    const t = await twoOrders();
    const sequence = (await move(t.task.id, t.act.d1, 'DOWN')).json().data;
    const stored = await w.db
      .selectFrom('fleet_tasks')
      .select('estimated_arrival_on')
      .where('id', '=', t.task.id)
      .executeTakeFirstOrThrow();
    expect(sequence.points.at(-1).estimated_arrival_on).not.toBeNull();
    expect(new Date(sequence.points.at(-1).estimated_arrival_on)).toEqual(stored.estimated_arrival_on);
    expect(sequence.points[2].activities.map((a: { id: string }) => a.id)).toEqual([t.act.d2.id]);
  });

  it('clears the vendor of the task (send_by stays) and says so in history', async () => {
    const vendor = await buildVendor(w.db, { company_id: w.companyId, name: 'PT Vendor Urutan' });
    const t = await twoOrders({ vendor_id: vendor.id, send_by: 'VENDOR' });
    expect((await move(t.task.id, t.act.d1, 'DOWN')).statusCode).toBe(200);
    const task = await w.db
      .selectFrom('fleet_tasks')
      .select(['vendor_id', 'send_by'])
      .where('id', '=', t.task.id)
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ vendor_id: null, send_by: 'VENDOR' });
    const events = await w.db
      .selectFrom('history_events')
      .select(['event', 'properties'])
      .where('entity_id', '=', t.task.id)
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual([
      'FleetPlanning.FleetTaskActivityMoved',
      'FleetPlanning.FleetTaskVendorCleared',
    ]);
    const cleared = events.find((e) => e.event === 'FleetPlanning.FleetTaskVendorCleared')!;
    expect(cleared.properties).toContainEqual({ key: 'Vendor', value: 'PT Vendor Urutan' });
  });

  it('refuses a move on a task that cannot be edited (Perjalanan)', async () => {
    const t = await twoOrders({ status: 'STARTED' });
    const response = await move(t.task.id, t.act.d1, 'DOWN');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'fleet-task/not-editable',
      message: 'Penugasan tidak dapat diubah pada status Perjalanan.',
    });
  });

  it('answers an activity named under another point like a missing one', async () => {
    const t = await twoOrders();
    expect((await move(t.task.id, t.act.p2, 'DOWN', t.act.d1.point_id)).statusCode).toBe(404);
  });

  it('refuses a driver without fleet-task:update', async () => {
    const t = await twoOrders();
    const url = `/fleet-task/${t.task.id}/point/${t.act.d1.point_id}/activity/${t.act.d1.id}/movement`;
    expect((await w.asDriver('POST', url)).statusCode).toBe(403);
  });
});
