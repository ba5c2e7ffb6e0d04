import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../../test/app';
import { jpegOfSize, multipartBody } from '../../../../../test/multipart';
import { seedDemo } from '../../../../seed';

/**
 * A dispatcher's whole day on the demo data, through the API only (fleet-task issue, item 10):
 * create, fill in, attach three orders, check the sequence, save, schedule, start, complete every
 * pickup and drop with a photo, have the admin adjust a load with a reason, end.
 */
let t: TestApp;
let headers: { authorization: string };
let adminHeaders: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  headers = await loginAs(t.app, 'dispatcher@demo.id', 'demo12345');
  adminHeaders = await loginAs(t.app, 'admin@demo.id', 'demo12345');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/api/fleet-planning/v1${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};
const get = async <T>(path: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

describe('a fleet task from creation to the end of the trip', () => {
  it('runs create, edit, attach, schedule, start and end on the demo data', async () => {
    const garages = await get<{ paginated_result: { id: number }[] }>(
      `/api/vehicle-management/v1/address?filters=${encodeURIComponent('is_garage eq true')}&limit=1`,
    );
    const garageId = garages.paginated_result[0]!.id;
    const vehicles = await get<{
      result: { id: number; is_available: boolean; driver: { id: number } | null }[];
    }>('/api/fleet-planning/v1/nearest-vehicle?latitude=-6.2&longitude=106.85&available=true&limit=1');
    const vehicle = vehicles.result[0]!;
    const orders = await get<{ paginated_result: { id: string; shipment_type: string }[] }>(
      `/api/order/v1/delivery-order?limit=3&filters=${encodeURIComponent('shipment_type eq DIRECT')}&filters=${encodeURIComponent('status.name eq OPEN')}`,
    );
    expect(orders.paginated_result).toHaveLength(3);

    const created = await call('POST', '/fleet-task');
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;

    const patched = await call('PATCH', `/fleet-task/${id}`, {
      start_address_id: garageId,
      end_address_id: garageId,
      vehicle_id: vehicle.id,
      driver_user_id: vehicle.driver!.id,
      expected_departure_on: '2026-12-01T08:00:00.000+07:00',
      shipment_reference: 'PO-JOURNEY-1',
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);

    const attached = await call('PUT', `/fleet-task/${id}/delivery-order`, {
      delivery_order_ids: orders.paginated_result.map((order) => order.id),
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const sequence = await call('GET', `/fleet-task/${id}/sequence`);
    expect(sequence.status).toBe(200);
    const points = sequence.body.data.points as {
      type: string;
      estimated_arrival_on: string | null;
      activities: unknown[];
    }[];
    expect(points[0]!.type).toBe('START');
    expect(points.at(-1)!.type).toBe('END');
    expect(points.flatMap((point) => point.activities)).toHaveLength(6);
    expect(points.every((point) => point.estimated_arrival_on !== null)).toBe(true);

    for (const status of ['DRAFT', 'SCHEDULED', 'STARTED']) {
      const moved = await call('POST', `/fleet-task/${id}/transition`, { status });
      expect(moved.status, `${status}: ${JSON.stringify(moved.body)}`).toBe(200);
      expect(moved.body.data.status.name).toBe(status);
    }

    const refused = await call('POST', `/fleet-task/${id}/transition`, { status: 'ENDED' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid/activities-must-be-completed');

    await completeEveryStop(id);
    await adjustOneLoad(id);
    const ended = await call('POST', `/fleet-task/${id}/transition`, { status: 'ENDED' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data.status.visited_statuses).toEqual(['DRAFT', 'SCHEDULED', 'STARTED', 'ENDED']);
    expect(ended.body.data.actual_departure_on).not.toBeNull();
    expect(ended.body.data.actual_arrival_on).not.toBeNull();

    const history = await call('GET', `/fleet-task/${id}/history?type=basic`);
    const titles = (history.body.data as { title: string }[]).map((event) => event.title);
    expect(titles).toContain('Penugasan dibuat');
    expect(titles).toContain('Penugasan mulai dijalankan');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/fleet-planning/v1/fleet-task/${id}/pdf`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const listed = await call(
      'GET',
      `/fleet-task?filters=${encodeURIComponent('status.name eq ENDED')}&search=PO-JOURNEY`,
    );
    expect(listed.body.data.paginated_result.map((row: { id: string }) => row.id)).toEqual([id]);
  });
});

type Stop = { id: string; activities: { id: string; type: string; delivery_order: { id: string } }[] };

/** Each pickup then each drop, in route order, with one photo and the receiver's name. */
async function completeEveryStop(taskId: string) {
  const sequence = await call('GET', `/fleet-task/${taskId}/sequence`);
  const stops = (sequence.body.data.points as Stop[]).filter((point) => point.activities.length > 0);
  const started = await call('GET', `/fleet-task/${taskId}`);
  let minutes = 30;
  for (const type of ['PICKUP', 'DROP']) {
    for (const stop of stops) {
      for (const activity of stop.activities.filter((row) => row.type === type)) {
        const url = `/api/fleet-planning/v1/fleet-task/${taskId}/point/${stop.id}/activity/${activity.id}`;
        const body = multipartBody({ type: 'photo' }, [
          { fileName: 'bukti.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(2048) },
        ]);
        const photo = await t.app.inject({
          method: 'POST',
          url: `${url}/attachment`,
          headers: { ...headers, ...body.headers },
          payload: body.payload,
        });
        expect(photo.statusCode, photo.body).toBe(201);
        minutes += 15;
        const at = new Date(new Date(started.body.data.actual_departure_on).getTime() + minutes * 60_000);
        const done = await t.app.inject({
          method: 'POST',
          url: `${url}/complete`,
          headers,
          payload: { contact_person_name: 'Penerima Uji', completed_on: at.toISOString(), type: 'admin' },
        });
        expect(done.statusCode, done.body).toBe(200);
        expect(done.json().data.attachments).toHaveLength(1);
      }
    }
  }
}

/** The admin (who holds delivery-load-adjustment:update) lowers one delivered load with a reason. */
async function adjustOneLoad(taskId: string) {
  const sequence = await call('GET', `/fleet-task/${taskId}/sequence`);
  const stop = (sequence.body.data.points as Stop[]).find((point) =>
    point.activities.some((activity) => activity.type === 'DROP'),
  );
  const drop = stop?.activities.find((activity) => activity.type === 'DROP');
  const loads = await t.app.inject({
    method: 'GET',
    url: `/api/order/v1/delivery-order/${drop?.delivery_order.id}/load`,
    headers,
  });
  const load = loads.json().data.paginated_result[0] as { id: string; quantity_delivered: number };
  const adjusted = await t.app.inject({
    method: 'PATCH',
    url: `/api/fleet-planning/v1/fleet-task/${taskId}/point/${stop?.id}/activity/${drop?.id}/adjust-load`,
    headers: adminHeaders,
    payload: [
      { delivery_load_uuid: load.id, quantity: load.quantity_delivered - 1, reason: 'Satu karton rusak' },
    ],
  });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  const after = adjusted.json().data.loads.find((row: { id: string }) => row.id === load.id);
  expect(after.quantity_delivered).toBe(load.quantity_delivered - 1);
  expect(after.is_adjusted_delivered).toBe(true);
}
