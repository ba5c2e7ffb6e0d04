import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskWorld, taskWorld, tomorrowAt } from '../../../../../test/factories/update.factory';
import { buildFleetTask } from '../../../../seed/builders/builders';

let w: TaskWorld;
beforeAll(async () => {
  w = await taskWorld();
});
afterAll(() => w.t.close());

const availability = (id: string) => w.api('GET', `/fleet-task/${id}/resource-availability`);

describe('GET /fleet-task/{id}/resource-availability (issue 26 item 3)', () => {
  it("lists the vehicle and driver of an overlapping scheduled task with the save's refusal codes", async () => {
    const busy = await w.readyTask({ status: 'SCHEDULED', expected_departure_on: tomorrowAt(1, 5) });
    const draft = await w.readyTask({ expected_departure_on: tomorrowAt(3, 5) });
    const response = await availability(draft.id);
    expect(response.statusCode).toBe(200);
    const { vehicles, drivers } = response.json().data;
    expect(vehicles).toContainEqual({
      id: busy.vehicle_id,
      fleet_task: { id: busy.id, number: busy.number },
      code: 'invalid/vehicle-already-used',
    });
    expect(drivers).toContainEqual({
      id: busy.driver_user_id,
      fleet_task: { id: busy.id, number: busy.number },
      code: 'invalid/driver-already-used',
    });
    // The same rule refuses the choice on save.
    const refused = await w.api('PATCH', `/fleet-task/${draft.id}`, { vehicle_id: busy.vehicle_id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid/vehicle-already-used');
  });

  it('leaves out tasks whose window does not meet this one, and Draf tasks', async () => {
    const busy = await w.readyTask({ status: 'SCHEDULED', expected_departure_on: tomorrowAt(1, 10) });
    const planned = await w.readyTask({ expected_departure_on: tomorrowAt(1, 10) });
    const later = await w.readyTask({ expected_departure_on: tomorrowAt(1, 13) });
    const vehiclesOf = async (id: string) =>
      (await availability(id)).json().data.vehicles.map((held: { id: number }) => held.id);
    expect(await vehiclesOf(later.id)).not.toContain(busy.vehicle_id);
    expect(await vehiclesOf(busy.id)).not.toContain(planned.vehicle_id);
  });

  it("answers not-found for another company's task, like a missing one", async () => {
    const foreign = await buildFleetTask(w.db, { company_id: w.foreignCompany.id, status: 'DRAFT' });
    const response = await availability(foreign.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not-found');
  });
});
