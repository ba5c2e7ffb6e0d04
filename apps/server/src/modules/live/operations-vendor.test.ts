import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishInTransaction, tokenFor } from '../../../test/factories/live.factory';
import { sendToVendor, type VendorWorld, vendorWorld } from '../../../test/factories/vendor.factory';
import { type LiveMessage, LiveTestClient, listenForSockets } from '../../../test/live-client';
import { buildUser } from '../../seed/builders/builders';

/**
 * A vendor's answer (issue 26 item 10): the sender's dashboard hears of its own task's new status;
 * the vendor company hears only of the Draf an accept makes for it, never of the sender's task.
 */

let w: VendorWorld;
const clients: LiveTestClient[] = [];
let senderDispatcher: { userId: number; client: LiveTestClient };
let vendorDispatcher: { userId: number; client: LiveTestClient };

async function connect(url: string, companyId: number) {
  const user = await buildUser(w.db, { company_id: companyId, role: 'dispatcher' });
  const client = await LiveTestClient.connect(url, { token: await tokenFor(user) });
  clients.push(client);
  return { userId: user.id, client };
}

/** Waits for a marker sent after the writes: what was committed before it has arrived. */
async function settle(companyId: number, watcher: { userId: number; client: LiveTestClient }) {
  const marker = Math.random();
  await publishInTransaction(w.db, {
    event: 'marker',
    companyId,
    audience: { kind: 'user', userId: watcher.userId },
    data: { marker },
  });
  await watcher.client.next(
    (message) => message.event === 'marker' && (message.data as { marker: number }).marker === marker,
    10_000,
  );
}

const named = (taskId: string) => (message: LiveMessage) =>
  JSON.stringify(message.data ?? null).includes(taskId);

beforeAll(async () => {
  w = await vendorWorld();
  const url = await listenForSockets(w.t.app);
  senderDispatcher = await connect(url, w.sender.id);
  vendorDispatcher = await connect(url, w.vendorCompany.id);
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await w.t.close();
});

describe('vendor-request.answered', () => {
  it("tells the sender of a rejection of its task, and the vendor company nothing of the sender's task", async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const rejected = await w.vendorApi.post(`/vendor-request/${requestId}/reject`, {
      reason: 'Armada penuh minggu ini',
    });
    expect(rejected.statusCode).toBe(200);

    const answered = await senderDispatcher.client.next(
      (message) => message.event === 'vendor-request.answered' && named(task.id)(message),
      10_000,
    );
    expect(answered.data).toEqual({ fleetTaskId: task.id, status: 'REJECTED_BY_VENDOR' });
    await settle(w.vendorCompany.id, vendorDispatcher);
    expect(vendorDispatcher.client.received.filter(named(task.id))).toEqual([]);
  });

  it('tells the sender of an acceptance, and the vendor company of its own new Draf', async () => {
    const task = await w.draft();
    const { requestId } = await sendToVendor(w, task.id);
    const accepted = await w.vendorApi.post(`/vendor-request/${requestId}/accept`);
    expect(accepted.statusCode).toBe(200);
    const vendorTaskId = (
      await w.db
        .selectFrom('vendor_requests')
        .select('vendor_fleet_task_id')
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow()
    ).vendor_fleet_task_id as string;

    const answered = await senderDispatcher.client.next(
      (message) => message.event === 'vendor-request.answered' && named(task.id)(message),
      10_000,
    );
    expect(answered.data).toEqual({ fleetTaskId: task.id, status: 'ACCEPTED_BY_VENDOR' });
    const draft = await vendorDispatcher.client.next(
      (message) => message.event === 'fleet-task.changed' && named(vendorTaskId)(message),
      10_000,
    );
    expect(draft.data).toEqual({ fleetTaskId: vendorTaskId, status: 'DRAFT' });
    await settle(w.vendorCompany.id, vendorDispatcher);
    await settle(w.sender.id, senderDispatcher);
    expect(vendorDispatcher.client.received.filter(named(task.id))).toEqual([]);
    expect(senderDispatcher.client.received.filter(named(vendorTaskId))).toEqual([]);
  });
});
