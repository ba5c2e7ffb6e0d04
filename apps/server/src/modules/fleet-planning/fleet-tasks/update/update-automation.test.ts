import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskWorld, taskWorld } from '../../../../../test/factories/update.factory';
import { buildAddress, buildUser } from '../../../../seed/builders/builders';

let w: TaskWorld;
beforeAll(async () => {
  w = await taskWorld();
});
afterAll(() => w.t.close());

const stored = (id: string) =>
  w.db
    .selectFrom('fleet_tasks')
    .select(['auto_start_failed_reason', 'is_overlap'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PATCH /fleet-task/{id} and the travel automation', () => {
  it('drops a failed automatic start once the driver it was about is changed', async () => {
    const task = await w.readyTask({ auto_start_failed_reason: 'DRIVER_CONFLICT' });
    const driver = await buildUser(w.db, { company_id: w.company.id, role: 'driver' });
    const response = await w.api('PATCH', `/fleet-task/${task.id}`, { driver_user_id: driver.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.auto_start_failed_reason).toBeNull();
  });

  it('keeps a failed automatic start when something unrelated changes', async () => {
    const task = await w.readyTask({ auto_start_failed_reason: 'VEHICLE_CONFLICT' });
    await w.api('PATCH', `/fleet-task/${task.id}`, { shipment_reference: 'PO-LAIN' });
    expect((await stored(task.id)).auto_start_failed_reason).toBe('VEHICLE_CONFLICT');
  });

  it('marks the geofences as overlapping when the new start garage is next to the first stop', async () => {
    const task = await w.readyTask();
    const origin = await w.db
      .selectFrom('addresses')
      .select(['latitude', 'longitude'])
      .where('id', '=', w.warehouse.id)
      .executeTakeFirstOrThrow();
    // 100 m from the warehouse where the task's first pickup is: the two 200 m fences share ground.
    const nextDoor = await buildAddress(w.db, {
      company_id: w.company.id,
      is_garage: true,
      name: 'Pool Cikarang Barat',
      latitude: origin.latitude + 0.0009,
      longitude: origin.longitude,
    });
    expect((await stored(task.id)).is_overlap).toBe(false);
    const response = await w.api('PATCH', `/fleet-task/${task.id}`, { start_address_id: nextDoor.id });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(task.id)).is_overlap).toBe(true);
  });
});
