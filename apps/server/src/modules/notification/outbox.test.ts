import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type NotificationWorld,
  notificationWorld,
  PUBLIC_URL,
} from '../../../test/factories/notification.factory';
import { buildCompany, buildCustomer, buildFleetTask, buildReason } from '../../seed/builders/builders';
import { enqueueStatusNotification } from './outbox';

// What the transitions queue. The worker is off here, so every row stays as the transaction left it.
let w: NotificationWorld;
beforeAll(async () => {
  w = await notificationWorld({ NOTIFICATION_WORKER: 'off' });
});
afterAll(() => w.t.close());

const notifying = async (overrides: Parameters<NotificationWorld['task']>[0] = {}) =>
  w.task({ notification_enabled: true, customer_phone_number: w.phone(), ...overrides });

const completeAll = (taskId: string) =>
  w.db
    .updateTable('fleet_task_activities')
    .set({ status: 'COMPLETED', completed_on: new Date() })
    .where('fleet_task_id', '=', taskId)
    .execute();

describe('a transition into a notification status queues exactly one WhatsApp message', () => {
  it('queues a message to the +62 number when a task with the notification on starts, with a history line', async () => {
    const task = await notifying({ customer_phone_number: '+6281234500001' });
    expect((await w.transition(task.id, 'STARTED')).statusCode).toBe(200);

    const rows = await w.outbox(task.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_id: w.company.id,
      task_status: 'STARTED',
      recipient: '6281234500001',
      customer_name: 'PT Sumber Makmur',
      task_number: task.number,
      delivery_status: 'PENDING',
      attempts: 0,
      reason: null,
    });
    // The notification line follows the status change it announces, strictly later (not a tie that
    // the history modal would break by id at random).
    const events = await w.db
      .selectFrom('history_events')
      .select(['title', 'created_on'])
      .where('entity_id', '=', task.id)
      .orderBy('created_on', 'desc')
      .execute();
    expect(events.slice(0, 2).map((event) => event.title)).toEqual([
      'Notifikasi WhatsApp diantrekan',
      'Penugasan mulai dijalankan',
    ]);
    expect(events[0]?.created_on.getTime()).toBeGreaterThan(events[1]?.created_on.getTime() ?? Infinity);
  });

  it('queues one message per change: Perjalanan, then Selesai', async () => {
    const task = await notifying();
    await w.transition(task.id, 'STARTED');
    await completeAll(task.id);
    expect((await w.transition(task.id, 'ENDED')).statusCode).toBe(200);
    expect((await w.outbox(task.id)).map((row) => row.task_status)).toEqual(['STARTED', 'ENDED']);
  });

  it('queues a message when the task is sent to a vendor (Menunggu Vendor)', async () => {
    const task = await notifying({
      status: 'DRAFT',
      send_by: 'VENDOR',
      vendor_id: w.vendor.id,
      vehicle_id: null,
      driver_user_id: null,
      expected_departure_on: null,
    });
    expect((await w.transition(task.id, 'WAITING_FOR_VENDOR')).statusCode).toBe(200);
    expect((await w.outbox(task.id)).map((row) => row.task_status)).toEqual(['WAITING_FOR_VENDOR']);
  });

  it('queues Dijadwalkan only for a task with a vendor', async () => {
    const own = await notifying({ status: 'DRAFT' });
    expect((await w.transition(own.id, 'SCHEDULED')).statusCode).toBe(200);
    expect(await w.outbox(own.id)).toEqual([]);

    const withVendor = await notifying({ send_by: 'VENDOR', vendor_id: w.vendor.id });
    await w.enqueue(withVendor.id, 'SCHEDULED');
    expect((await w.outbox(withVendor.id)).map((row) => row.task_status)).toEqual(['SCHEDULED']);
  });

  it('queues nothing when the notification is off', async () => {
    const task = await w.task({ notification_enabled: false, customer_phone_number: w.phone() });
    await w.transition(task.id, 'STARTED');
    expect(await w.outbox(task.id)).toEqual([]);
    expect(await w.historyTitles(task.id)).not.toContain('Notifikasi WhatsApp diantrekan');
  });

  it('queues nothing on a cancel, which is not a notification status', async () => {
    const task = await notifying();
    const reason = await buildReason(w.db, { company_id: w.company.id });
    const canceled = await w.api('POST', `/fleet-task/${task.id}/transition`, {
      status: 'CANCELED',
      canceled_reason_id: reason.id,
    });
    expect(canceled.statusCode).toBe(200);
    expect(await w.outbox(task.id)).toEqual([]);
  });

  it('queues nothing when the transition is refused: the message commits with the change or not at all', async () => {
    const task = await notifying({ status: 'STARTED' });
    const refused = await w.transition(task.id, 'ENDED');
    expect(refused.statusCode).toBe(400);
    expect(await w.outbox(task.id)).toEqual([]);
  });

  it('never notifies from a vendor company’s copy of a request: the sender tells its customer', async () => {
    const copy = await notifying({ status: 'SCHEDULED', is_from_vendor_request: true });
    await w.enqueue(copy.id, 'STARTED');
    await w.db.updateTable('fleet_tasks').set({ status: 'STARTED' }).where('id', '=', copy.id).execute();
    await w.enqueue(copy.id, 'STARTED');
    expect(await w.outbox(copy.id)).toEqual([]);
  });
});

describe('exactly once per status change', () => {
  it('writes one row and one history line when the same change is enqueued twice in its transaction', async () => {
    const task = await notifying({ status: 'STARTED' });
    await w.db.transaction().execute(async (trx) => {
      await enqueueStatusNotification(trx, task.id, 'STARTED');
      await enqueueStatusNotification(trx, task.id, 'STARTED');
    });
    expect(await w.outbox(task.id)).toHaveLength(1);
    const titles = await w.historyTitles(task.id);
    expect(titles.filter((title) => title === 'Notifikasi WhatsApp diantrekan')).toHaveLength(1);
  });

  it('treats a later change into the same status (another transaction) as a new message', async () => {
    const task = await notifying({ status: 'WAITING_FOR_VENDOR', send_by: 'VENDOR', vendor_id: w.vendor.id });
    await w.enqueue(task.id, 'WAITING_FOR_VENDOR');
    await w.enqueue(task.id, 'WAITING_FOR_VENDOR');
    expect(await w.outbox(task.id)).toHaveLength(2);
  });

  it('ignores a call for a status the task does not have', async () => {
    const task = await notifying({ status: 'SCHEDULED' });
    await w.enqueue(task.id, 'STARTED');
    expect(await w.outbox(task.id)).toEqual([]);
  });
});

describe('a due message that cannot be sent is kept NOT_SENT with the reason', () => {
  it.each([null, '', '   '])('never sends to an empty phone (%j)', async (phone) => {
    const task = await notifying({ status: 'STARTED', customer_phone_number: phone });
    await w.enqueue(task.id, 'STARTED');
    const rows = await w.outbox(task.id);
    expect(rows.map((row) => [row.delivery_status, row.recipient, row.reason])).toEqual([
      ['NOT_SENT', null, 'Nomor telepon pelanggan kosong'],
    ]);
    expect((await w.historyTitles(task.id))[0]).toBe(
      'Notifikasi WhatsApp tidak dikirim: Nomor telepon pelanggan kosong',
    );
  });

  it('never sends to a number that is not Indonesian', async () => {
    const task = await notifying({ status: 'STARTED', customer_phone_number: '+14155550100' });
    await w.enqueue(task.id, 'STARTED');
    expect((await w.outbox(task.id)).map((row) => row.reason)).toEqual([
      'Nomor telepon pelanggan tidak valid',
    ]);
  });

  it('does not notify a route of several customers (section 5: one customer, direct orders)', async () => {
    const other = await buildCustomer(w.db, { company_id: w.company.id, name: 'CV Lain' });
    const orders = [await w.order(), await w.order({ customer_id: other.id })];
    const task = await notifying({ status: 'STARTED', orders });
    await w.enqueue(task.id, 'STARTED');
    expect((await w.outbox(task.id)).map((row) => [row.delivery_status, row.reason])).toEqual([
      ['NOT_SENT', 'Notifikasi hanya untuk satu pelanggan dengan pengiriman langsung'],
    ]);
  });
});

describe('GET /fleet-task/{id}/notification', () => {
  it("lists the task's messages, newest first, with the text the customer will read", async () => {
    const task = await notifying({ customer_phone_number: '+6281234500002' });
    await w.transition(task.id, 'STARTED');
    await completeAll(task.id);
    await w.transition(task.id, 'ENDED');

    const response = await w.api('GET', `/fleet-task/${task.id}/notification`);
    expect(response.statusCode).toBe(200);
    const messages = response.json().data;
    expect(messages.map((message: { task_status: { name: string } }) => message.task_status.name)).toEqual([
      'ENDED',
      'STARTED',
    ]);
    expect(messages[1]).toMatchObject({
      channel: 'WHATSAPP',
      task_status: { name: 'STARTED', label: 'Perjalanan' },
      recipient: '+6281234500002',
      customer_name: 'PT Sumber Makmur',
      delivery_status: 'PENDING',
      reason: null,
      attempts: 0,
      sent_on: null,
      provider_message_id: null,
    });
    expect(messages[1].body).toBe(
      `Halo PT Sumber Makmur,\n\nStatus pengiriman Anda dengan nomor penugasan ${task.number} kini ` +
        `*Perjalanan*.\nLacak pengiriman Anda di: ${PUBLIC_URL}/track/${task.track_token}`,
    );
    expect(messages[1].created_on).toMatch(/\+07:00$/);
  });

  it("answers 404 for another company's task, like a missing one", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: (await buildCompany(w.db)).id });
    expect((await w.api('GET', `/fleet-task/${foreign.id}/notification`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const task = await notifying();
    const response = await w.t.app.inject({
      method: 'GET',
      url: `/api/fleet-planning/v1/fleet-task/${task.id}/notification`,
    });
    expect(response.statusCode).toBe(401);
  });
});
