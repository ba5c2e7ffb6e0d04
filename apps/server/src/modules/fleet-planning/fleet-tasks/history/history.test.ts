import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskWorld, taskWorld, tomorrowAt } from '../../../../../test/factories/update.factory';
import { buildFleetTask } from '../../../../seed/builders/builders';
import { APP_HOOKS } from '../../../app-hooks';
import { recordHistory } from '../../../history/service';
import { transitionFleetTask } from '../transition/transition-service';

let w: TaskWorld;
beforeAll(async () => {
  w = await taskWorld();
});
afterAll(() => w.t.close());

interface EventBody {
  title: string;
  description: string | null;
  created_on: string;
  has_badge: boolean;
  badge_text: string | null;
  clickable: boolean;
  clickable_title: string | null;
  properties: { key: string; value: string; is_redirectable: boolean; redirect_url: string | null }[];
}

const history = async (id: string): Promise<EventBody[]> => {
  const response = await w.api('GET', `/fleet-task/${id}/history?type=basic`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('GET /fleet-task/{id}/history', () => {
  it('lists the events of create, edit and save, newest first', async () => {
    const created = (await w.api('POST', '/fleet-task')).json().data;
    await w.api('PATCH', `/fleet-task/${created.id}`, {
      expected_departure_on: tomorrowAt(2).toISOString(),
      start_address_id: w.garage.id,
      end_address_id: w.otherGarage.id,
    });
    await w.api('POST', `/fleet-task/${created.id}/transition`, { status: 'DRAFT' });
    const events = await history(created.id);
    expect(events.map((event) => event.title)).toEqual([
      'Penugasan disimpan sebagai Draf',
      'Penugasan diubah',
      'Penugasan dibuat',
    ]);
    const times = events.map((event) => Date.parse(event.created_on));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events[1]?.properties).toContainEqual({
      key: 'Alamat Akhir',
      value: '- → Pool Bekasi',
      is_redirectable: false,
      redirect_url: null,
    });
  });

  it("links each order of a scheduling event to the order's page", async () => {
    const task = await w.readyTask();
    const orderId = task.activities[0]?.delivery_order_id as string;
    await w.api('POST', `/fleet-task/${task.id}/transition`, { status: 'SCHEDULED' });
    const [scheduled] = await history(task.id);
    expect(scheduled?.title).toBe('Penugasan dijadwalkan');
    const orderProperty = scheduled?.properties.find((property) => property.key === 'Pengiriman');
    expect(orderProperty).toMatchObject({ is_redirectable: true, redirect_url: `/delivery/${orderId}` });
  });

  it("gives an automatic start the badge 'Otomatis' and a manual one none", async () => {
    const auto = await w.readyTask({ status: 'SCHEDULED', auto_start_type: 'GEOFENCE' });
    const system = { companyId: w.company.id, id: null, name: 'Sistem' };
    await transitionFleetTask(
      w.db,
      system,
      auto.id,
      { status: 'STARTED' },
      { source: 'geofence', hooks: APP_HOOKS },
    );
    const [automatic] = await history(auto.id);
    expect(automatic).toMatchObject({
      title: 'Penugasan mulai dijalankan',
      has_badge: true,
      badge_text: 'Otomatis',
    });

    const manual = await w.readyTask({ status: 'SCHEDULED' });
    await w.api('POST', `/fleet-task/${manual.id}/transition`, { status: 'STARTED' });
    const [started] = await history(manual.id);
    expect(started).toMatchObject({
      title: 'Penugasan mulai dijalankan',
      has_badge: false,
      badge_text: null,
    });
  });

  it('names the reason of a cancel and who cancelled', async () => {
    const task = await w.readyTask();
    await w.api('POST', `/fleet-task/${task.id}/transition`, {
      status: 'CANCELED',
      canceled_reason_id: w.reason.id,
    });
    const [canceled] = await history(task.id);
    expect(canceled?.title).toBe('Penugasan dibatalkan');
    expect(canceled?.properties.map((property) => [property.key, property.value])).toEqual(
      expect.arrayContaining([
        ['Alasan Pembatalan', 'Pelanggan membatalkan pesanan'],
        ['Diubah oleh', 'Rina Admin'],
      ]),
    );
  });

  it("makes a load-change event clickable ('Lihat Perubahan')", async () => {
    const task = await w.readyTask();
    await recordHistory(w.db, {
      companyId: w.company.id,
      entityType: 'fleet_task',
      entityId: task.id,
      event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
      title: 'Kuantitas muatan diubah',
      properties: [{ key: 'delivery_order_uuid', value: task.activities[0]?.delivery_order_id as string }],
    });
    const [event] = await history(task.id);
    expect(event).toMatchObject({ clickable: true, clickable_title: 'Lihat Perubahan' });
  });

  it("answers 404 for another company's task and 403 for a driver-role user", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: w.foreignCompany.id });
    const response = await w.api('GET', `/fleet-task/${foreign.id}/history?type=basic`);
    expect(response.statusCode).toBe(404);
    const task = await w.readyTask();
    expect((await w.asDriver('GET', `/fleet-task/${task.id}/history?type=basic`)).statusCode).toBe(403);
  });
});
