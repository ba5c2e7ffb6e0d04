import 'fake-indexeddb/auto';
import type { CompleteActivityRequest } from '@armada/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, type RecordedCall, stubApi } from '../../../test/http';
import {
  activityPath,
  DROP_ID,
  DROP_POINT_ID,
  PICKUP_ID,
  PICKUP_POINT_ID,
  startedTask,
  TASK_ID,
  taskPath,
} from '../driver.factory';
import { Outbox } from './outbox';
import { type NewOutboxItem, OutboxStore } from './outbox-store';

afterEach(() => {
  vi.unstubAllGlobals();
});

let dbCount = 0;
const freshDbName = () => {
  dbCount += 1;
  return `outbox-test-${dbCount}`;
};

function form(completedOn: string, name = 'Rudi'): CompleteActivityRequest {
  return { type: 'driver', contact_person_name: name, completed_on: completedOn, note: null };
}

function item(activity: 'pickup' | 'drop', completedOn: string): NewOutboxItem {
  const pickup = activity === 'pickup';
  return {
    ref: {
      taskId: TASK_ID,
      pointId: pickup ? PICKUP_POINT_ID : DROP_POINT_ID,
      activityId: pickup ? PICKUP_ID : DROP_ID,
    },
    form: form(completedOn),
    photos: [{ name: 'a.jpg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 1]).buffer }],
    label: {
      taskNumber: 'FO-2611-0001',
      orderNumber: 'DO-2611-0001',
      activityType: pickup ? 'PICKUP' : 'DROP',
      addressName: pickup ? 'Gudang Sinar Jaya' : 'Toko Maju',
    },
    createdOn: '2026-11-27T10:00:00.000+07:00',
  };
}

const pickupBase = activityPath(PICKUP_POINT_ID, PICKUP_ID);
const dropBase = activityPath(DROP_POINT_ID, DROP_ID);

/** The server: the task detail, the photo calls and the completion, answered as the contract says. */
function server(overrides: Record<string, (call: RecordedCall) => Response> = {}) {
  return stubApi({
    [`GET ${taskPath()}`]: () => json({ data: startedTask() }),
    [`DELETE ${pickupBase}/attachment`]: () => json({ data: { deleted: 0 } }),
    [`DELETE ${dropBase}/attachment`]: () => json({ data: { deleted: 0 } }),
    [`POST ${pickupBase}/attachment`]: () => json({ data: { id: 'p1' } }),
    [`POST ${dropBase}/attachment`]: () => json({ data: { id: 'p2' } }),
    [`POST ${pickupBase}/complete`]: () => json({ data: {} }),
    [`POST ${dropBase}/complete`]: () => json({ data: {} }),
    // Same keys as above take the override's answer in the default's place.
    ...overrides,
  });
}

const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

function outboxOn(store: OutboxStore, online = () => true) {
  return new Outbox({ store, isOnline: online, retryBaseMs: 60_000 });
}

describe('the driver outbox', () => {
  it('sends items strictly in the order they were saved, photos before the completion', async () => {
    const { calls } = server();
    const store = new OutboxStore(freshDbName());
    let online = false;
    const outbox = outboxOn(store, () => online);
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.add(item('drop', '2026-11-27T09:30:00.000+07:00'));
    expect(calls).toHaveLength(0);
    online = true;
    await outbox.flush();
    expect(writes(calls)).toEqual([
      `DELETE ${pickupBase}/attachment`,
      `POST ${pickupBase}/attachment`,
      `POST ${pickupBase}/complete`,
      `DELETE ${dropBase}/attachment`,
      `POST ${dropBase}/attachment`,
      `POST ${dropBase}/complete`,
    ]);
    expect(await store.all()).toEqual([]);
  });

  it('sends the time the driver chose, not the time of sending', async () => {
    const { calls } = server();
    const outbox = outboxOn(new OutboxStore(freshDbName()));
    await outbox.add(item('pickup', '2026-11-26T21:15:00.000+07:00'));
    await outbox.flush();
    const complete = calls.find((call) => call.path.endsWith('/complete'));
    expect(complete?.body).toEqual(form('2026-11-26T21:15:00.000+07:00'));
  });

  it('sets a refused item aside with the server message, goes on, and does not retry it by itself', async () => {
    const { calls } = server({
      [`POST ${pickupBase}/complete`]: () =>
        errorBody(422, 'fleet-task/activity-requires-started', 'Penugasan belum dalam perjalanan.'),
    });
    const outbox = outboxOn(new OutboxStore(freshDbName()));
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.add(item('drop', '2026-11-27T09:30:00.000+07:00'));
    await outbox.flush();
    expect(outbox.snapshot()).toMatchObject([
      {
        state: 'refused',
        refusal: {
          code: 'fleet-task/activity-requires-started',
          message: 'Penugasan belum dalam perjalanan.',
        },
      },
    ]);
    expect(writes(calls)).toContain(`POST ${dropBase}/complete`);
    const before = calls.length;
    await outbox.flush();
    expect(calls).toHaveLength(before);
  });

  it('sends a refused item again when the driver asks (Coba Lagi)', async () => {
    let refuse = true;
    server({
      [`POST ${pickupBase}/complete`]: () =>
        refuse ? errorBody(404, 'route-not-found', 'Tidak ditemukan') : json({ data: {} }),
    });
    const outbox = outboxOn(new OutboxStore(freshDbName()));
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.flush();
    expect(outbox.snapshot()[0]?.state).toBe('refused');
    refuse = false;
    const seq = outbox.snapshot()[0]?.seq ?? -1;
    await outbox.retry(seq);
    await outbox.flush();
    expect(outbox.snapshot()).toEqual([]);
  });

  it('keeps an item waiting after a network failure or a 5xx', async () => {
    server({
      [`POST ${pickupBase}/complete`]: () => errorBody(503, 'service-unavailable', 'Layanan tidak tersedia'),
    });
    const outbox = outboxOn(new OutboxStore(freshDbName()));
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.flush();
    expect(outbox.snapshot()).toMatchObject([{ state: 'waiting', refusal: null }]);
    outbox.stop();
  });

  it('survives a reload: a new outbox on the same database finds the items, a sending one waiting again', async () => {
    const name = freshDbName();
    const store = new OutboxStore(name);
    const first = outboxOn(store, () => false);
    await first.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await first.add(item('drop', '2026-11-27T09:30:00.000+07:00'));
    // A reload in the middle of a send leaves the item marked as sending.
    const [stored] = await store.all();
    if (!stored) throw new Error('nothing stored');
    await store.put({ ...stored, state: 'sending' });
    first.stop();
    await store.close();

    const { calls } = server();
    const reloaded = outboxOn(new OutboxStore(name), () => false);
    await reloaded.ready;
    expect(reloaded.snapshot().map((entry) => [entry.label.activityType, entry.state])).toEqual([
      ['PICKUP', 'waiting'],
      ['DROP', 'waiting'],
    ]);
    expect(reloaded.snapshot()[0]?.form.completed_on).toBe('2026-11-27T09:00:00.000+07:00');
    expect(calls).toHaveLength(0);
  });

  it('marks an item sent without sending it again when the activity is already completed', async () => {
    const { calls } = server({
      [`GET ${taskPath()}`]: () =>
        json({
          data: startedTask({
            pickup: { status: 'COMPLETED', completed_on: '2026-11-27T09:00:00.000+07:00' },
          }),
        }),
    });
    const sent: string[] = [];
    const outbox = new Outbox({
      store: new OutboxStore(freshDbName()),
      isOnline: () => true,
      onSent: (entry) => {
        sent.push(entry.ref.activityId);
      },
    });
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.flush();
    expect(writes(calls)).toEqual([]);
    expect(sent).toEqual([PICKUP_ID]);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('takes a sent item out of the queue before the page refreshes the task', async () => {
    server({
      [`GET ${taskPath()}`]: () =>
        json({
          data: startedTask({
            pickup: { status: 'COMPLETED', completed_on: '2026-11-27T09:00:00.000+07:00' },
          }),
        }),
    });
    const waitingWhenRefreshed: number[] = [];
    const outbox: Outbox = new Outbox({
      store: new OutboxStore(freshDbName()),
      isOnline: () => true,
      onSent: () => {
        waitingWhenRefreshed.push(outbox.snapshot().length);
      },
    });
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.flush();
    expect(waitingWhenRefreshed).toEqual([0]);
  });

  it('pauses on a 401 and keeps the item for the next session', async () => {
    const { calls } = server({
      [`GET ${taskPath()}`]: () => errorBody(401, 'auth/unauthenticated', 'Sesi berakhir'),
    });
    const outbox = outboxOn(new OutboxStore(freshDbName()));
    await outbox.add(item('pickup', '2026-11-27T09:00:00.000+07:00'));
    await outbox.add(item('drop', '2026-11-27T09:30:00.000+07:00'));
    await outbox.flush();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
    expect(outbox.snapshot().map((entry) => entry.state)).toEqual(['waiting', 'waiting']);
  });
});
