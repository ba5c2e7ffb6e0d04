import { formatDateTime, type SequencePointResponse } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityWorld,
  activityUrl,
  completion,
  createActivityWorld,
  DEPARTED_AT,
  startedTask,
} from '../../../../../test/factories/activity.factory';
import { ONE_DEGREE_LEG } from '../../../../../test/factories/sequence.factory';
import { pdfText } from '../../../../../test/pdf-text';
import { buildDeliveryOrder, buildFleetTask } from '../../../../seed/builders/builders';

/**
 * Issue 26 item 5: once a task has started, the estimates of its unfinished stops count from the
 * actual departure and each finished stop's actual time, on every output that shows them: the
 * sequence (detail page), the printed order and the public tracking page.
 */

let w: ActivityWorld;
let garage: number;
let warehouse: number;
let store: number;
const PLANNED = '2026-11-22T06:00:00.000+07:00';
const TIME_ZONE = 'Asia/Jakarta';
const LEG_MS = ONE_DEGREE_LEG.seconds * 1000;

beforeAll(async () => {
  w = await createActivityWorld();
  garage = (await w.place('Pool Ciracas', 0, true)).id;
  warehouse = (await w.place('Gudang Cikarang', 1)).id;
  store = (await w.place('Toko Sinar Jaya', 2)).id;
});
afterAll(() => w.t.close());

/** An order from the warehouse to the store on a route from and back to the garage. */
async function route() {
  const order = await buildDeliveryOrder(w.db, {
    company_id: w.companyId,
    origin_address_id: warehouse,
    destination_address_id: store,
  });
  const base = { start_address_id: garage, end_address_id: garage, expected_departure_on: PLANNED };
  return { order, base };
}

const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs);
const sameMoment = (value: string | null) => (value === null ? null : new Date(value).getTime());

async function sequenceOf(taskId: string): Promise<SequencePointResponse[]> {
  const response = await w.api('GET', `/fleet-task/${taskId}/sequence`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.points;
}

async function publicPoints(token: string) {
  const response = await w.t.app.inject({
    method: 'GET',
    url: `/api/fleet-planning/v1/public/track/${token}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.points as { name: string; estimated_arrival_on: string | null }[];
}

async function printed(taskId: string) {
  const response = await w.api('GET', `/fleet-task/${taskId}/pdf`);
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

describe('estimated arrivals of a started task (issue 26 item 5)', () => {
  it('before the start, the stops count from the planned departure', async () => {
    const { order, base } = await route();
    const task = await buildFleetTask(w.db, {
      company_id: w.companyId,
      status: 'SCHEDULED',
      orders: [order],
      ...base,
    });
    const points = await sequenceOf(task.id);
    expect(sameMoment(points[0]?.estimated_departure_on ?? null)).toBe(at(PLANNED).getTime());
    expect(sameMoment(points[1]?.estimated_arrival_on ?? null)).toBe(at(PLANNED, LEG_MS).getTime());
  });

  it('a late start and a stop finished late move the estimates of the stops after them, on every output', async () => {
    const { order, base } = await route();
    const task = await startedTask(w, [order], base);
    // Left at 08:00 instead of 06:00: the warehouse is one leg after the actual departure.
    let points = await sequenceOf(task.id);
    expect(sameMoment(points[0]?.estimated_departure_on ?? null)).toBe(at(DEPARTED_AT).getTime());
    expect(sameMoment(points[1]?.estimated_arrival_on ?? null)).toBe(at(DEPARTED_AT, LEG_MS).getTime());

    // The pickup is finished at 14:30, later than the estimate: the store counts from 14:30.
    const finishedAt = '2026-11-22T14:30:00.000+07:00';
    const done = await w.api(
      'POST',
      `${activityUrl(task, order.id, 'PICKUP')}/complete`,
      completion(finishedAt),
    );
    expect(done.statusCode, done.body).toBe(200);
    points = await sequenceOf(task.id);
    const storeArrival = at(finishedAt, LEG_MS);
    expect(sameMoment(points[1]?.estimated_departure_on ?? null)).toBe(at(finishedAt).getTime());
    expect(sameMoment(points[2]?.estimated_arrival_on ?? null)).toBe(storeArrival.getTime());

    const tracked = await publicPoints(task.track_token);
    const trackedStore = tracked.find((point) => point.name === 'Toko Sinar Jaya');
    expect(sameMoment(trackedStore?.estimated_arrival_on ?? null)).toBe(storeArrival.getTime());

    const text = await printed(task.id);
    expect(text).toContain(formatDateTime(storeArrival, TIME_ZONE));
    const planned = at(PLANNED, 2 * LEG_MS);
    expect(text).not.toContain(formatDateTime(planned, TIME_ZONE));
  });
});
