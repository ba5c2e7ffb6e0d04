import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishInTransaction, tokenFor } from '../../../test/factories/live.factory';
import { type TaskWorld, taskWorld } from '../../../test/factories/update.factory';
import { type LiveMessage, LiveTestClient, listenForSockets } from '../../../test/live-client';
import { buildUser, buildVehicle } from '../../seed/builders/builders';
import { APP_HOOKS } from '../app-hooks';
import { applyTransition } from '../fleet-planning/fleet-tasks/transition/transition-service';
import { publishDeliveryOrdersChanged } from './operations';

/**
 * The dashboard's live events (issue 26 item 10) from the real writers, through the real socket:
 * a transition reaches its company's dispatcher and no one else; a rolled-back write sends nothing;
 * positions are announced only when a vehicle reports again after an hour without one.
 */

let w: TaskWorld;
let url: string;
const clients: LiveTestClient[] = [];
interface Watcher {
  userId: number;
  companyId: number;
  client: LiveTestClient;
}
let dispatcher: Watcher;
/** Same company, no dashboard (the driver role). */
let driver: Watcher;
/** Another company's admin: every scope, other rows. */
let foreign: Watcher;

async function watcher(companyId: number, role: 'dispatcher' | 'driver' | 'admin'): Promise<Watcher> {
  const user = await buildUser(w.db, { company_id: companyId, role });
  const client = await LiveTestClient.connect(url, { token: await tokenFor(user) });
  clients.push(client);
  return { userId: user.id, companyId, client };
}

let markers = 0;
/**
 * A marker to each watcher after the writes: one instance delivers notifications in order, so once a
 * watcher has its marker, every event committed before it has arrived, or never will.
 */
async function settle(...watchers: Watcher[]) {
  markers += 1;
  const marker = markers;
  for (const { userId, companyId } of watchers) {
    await publishInTransaction(w.db, {
      event: 'marker',
      companyId,
      audience: { kind: 'user', userId },
      data: { marker },
    });
  }
  const isMarker = (message: LiveMessage) =>
    message.event === 'marker' && (message.data as { marker: number }).marker === marker;
  for (const { client } of watchers) await client.next(isMarker, 10_000);
}

const operationsEvents = (client: LiveTestClient) =>
  client.received.filter((message) => message.event !== 'marker' && message.event !== 'PONG');
const aboutTask = (taskId: string) => (message: LiveMessage) =>
  message.event === 'fleet-task.changed' && (message.data as { fleetTaskId: string }).fleetTaskId === taskId;

beforeAll(async () => {
  w = await taskWorld();
  url = await listenForSockets(w.t.app);
  dispatcher = await watcher(w.company.id, 'dispatcher');
  driver = await watcher(w.company.id, 'driver');
  foreign = await watcher(w.foreignCompany.id, 'admin');
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await w.t.close();
});

describe('fleet-task.changed', () => {
  it("reaches the company's dispatcher with the task and its orders, not a user without the dashboard nor another company", async () => {
    const order = await w.order();
    const task = await w.readyTask({ orders: [order] });
    const response = await w.api('POST', `/fleet-task/${task.id}/transition`, { status: 'SCHEDULED' });
    expect(response.statusCode).toBe(200);

    const changed = await dispatcher.client.next(aboutTask(task.id), 10_000);
    expect(changed.data).toEqual({ fleetTaskId: task.id, status: 'SCHEDULED' });
    const orders = await dispatcher.client.event('delivery-order.changed', 10_000);
    expect(orders.data).toEqual({ deliveryOrderIds: [order.id], status: 'ASSIGNED' });
    await settle(driver, foreign);
    expect(operationsEvents(driver.client)).toEqual([]);
    expect(operationsEvents(foreign.client)).toEqual([]);
  });

  it('sends nothing from a transition whose transaction rolls back, nor from a refused one', async () => {
    const task = await w.readyTask();
    const actor = { companyId: w.company.id, id: w.admin.id, name: 'Rina Admin' };
    await expect(
      w.db.transaction().execute(async (trx) => {
        await applyTransition(trx, actor, task.id, { status: 'SCHEDULED' }, { hooks: APP_HOOKS });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const refused = await w.api('POST', `/fleet-task/${task.id}/transition`, { status: 'CANCELED' });
    expect(refused.statusCode).toBe(400);

    await settle(dispatcher);
    expect(dispatcher.client.received.filter(aboutTask(task.id))).toEqual([]);
    expect((await w.taskRow(task.id)).status).toBe('DRAFT');
  });

  it('tells of an edit of a saved task, with its status, in the same way', async () => {
    const task = await w.readyTask();
    const response = await w.api('PATCH', `/fleet-task/${task.id}`, { shipment_reference: 'PO-LIVE' });
    expect(response.statusCode).toBe(200);
    const changed = await dispatcher.client.next(aboutTask(task.id), 10_000);
    expect(changed.data).toEqual({ fleetTaskId: task.id, status: 'DRAFT' });
  });
});

describe('delivery-order.changed', () => {
  it('announces new orders (here copies) to their company only', async () => {
    const order = await w.order();
    const copied = await w.t.app.inject({
      method: 'POST',
      url: '/api/order/v1/delivery-order/duplicate',
      headers: { authorization: `Bearer ${await tokenFor(w.admin)}` },
      payload: { ids: [order.id] },
    });
    expect(copied.statusCode).toBe(201);
    const copyId = (copied.json() as { data: { id: string }[] }).data[0]?.id;
    const event = await dispatcher.client.next(
      (message) =>
        message.event === 'delivery-order.changed' &&
        (message.data as { deliveryOrderIds: string[] }).deliveryOrderIds.includes(copyId as string),
      10_000,
    );
    expect(event.data).toEqual({ deliveryOrderIds: [copyId], status: 'OPEN' });
    await settle(foreign);
    expect(operationsEvents(foreign.client)).toEqual([]);
  });

  it('splits a large batch into events of 100 ids, each under the NOTIFY limit', async () => {
    const ids: string[] = Array.from({ length: 150 }, () => randomUUID());
    await w.db
      .transaction()
      .execute((trx) =>
        publishDeliveryOrdersChanged(trx, w.company.id, { deliveryOrderIds: ids, status: 'OPEN' }),
      );
    await settle(dispatcher);
    const batches = dispatcher.client
      .events('delivery-order.changed')
      .map((message) => (message.data as { deliveryOrderIds: string[] }).deliveryOrderIds)
      .filter((batch) => ids.includes(batch[0] as string));
    expect(batches.map((batch) => batch.length)).toEqual([100, 50]);
    expect(batches.flat()).toEqual(ids);
  });
});

describe('vehicle.position', () => {
  const report = (imei: string, at: Date) =>
    w.t.app.inject({
      method: 'GET',
      url: `/api/telemetry/osmand?${new URLSearchParams({
        id: imei,
        timestamp: String(Math.floor(at.getTime() / 1000)),
        lat: '-6.2',
        lon: '106.8',
      })}`,
    });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('is sent once when a vehicle reports again after an hour, not for each of its positions', async () => {
    const vehicle = await buildVehicle(w.db, { company_id: w.company.id });
    const imei = vehicle.imei as string;
    const positionsOf = (client: LiveTestClient) =>
      client
        .events('vehicle.position')
        .filter((message) => (message.data as { vehicleId: number }).vehicleId === vehicle.id);

    // A fix sent late that is itself two hours old leaves the vehicle without a recent position.
    expect((await report(imei, minutesAgo(120))).statusCode).toBe(200);
    await settle(dispatcher);
    expect(positionsOf(dispatcher.client)).toEqual([]);

    for (const minutes of [5, 4, 3, 2, 1])
      expect((await report(imei, minutesAgo(minutes))).statusCode).toBe(200);
    await settle(dispatcher, foreign, driver);
    const sent = positionsOf(dispatcher.client);
    expect(sent).toHaveLength(1);
    const data = sent[0]?.data as { vehicleId: number; recordedOn: string };
    expect(data).toEqual({ vehicleId: vehicle.id, recordedOn: expect.any(String) });
    // The newest fix of the batch that ended the silence: five minutes ago.
    expect(Date.parse(data.recordedOn)).toBeGreaterThan(minutesAgo(6).getTime());
    expect(positionsOf(foreign.client)).toEqual([]);
    expect(positionsOf(driver.client)).toEqual([]);
  });
});
