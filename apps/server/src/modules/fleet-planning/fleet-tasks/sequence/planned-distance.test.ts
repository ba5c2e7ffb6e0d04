import { plannedRouteMeters } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../../../test/app';
import {
  createTransferWorld,
  type Place,
  type TransferWorld,
} from '../../../../../test/factories/transfer.factory';
import { buildUser } from '../../../../seed/builders/builders';

/**
 * fleet_tasks.planned_distance_m (issue 26 item 11) after every write that changes a route: it must
 * equal the domain's plannedRouteMeters over the route's places and the total the sequence shows.
 * Tasks are built with a stale 0, so only the write under test can have set the figure.
 */
let w: TransferWorld;
let addressHeaders: Record<string, string>;
/** A second garage, at 7 degrees: a task's end must be a garage. */
let garageH = 0;

beforeAll(async () => {
  w = await createTransferWorld();
  await buildUser(w.db, {
    company_id: w.companyId,
    email: 'jarak@rute.id',
    role: 'admin',
    password: 'kata-sandi-jarak',
  });
  addressHeaders = await loginAs(w.t.app, 'jarak@rute.id', 'kata-sandi-jarak');
  garageH = (await w.place('Garasi H', 7, true)).id;
});
afterAll(() => w.t.close());

/** The places of the world lie on the equator, one degree of longitude apart (sequence.factory). */
const degreeOf: Record<Place | 'H', number> = { G: 0, W: 1, S1: 2, S2: 3, T1: 4, D: 5, H: 7 };
const ruleFor = (route: readonly (Place | 'H')[]) =>
  plannedRouteMeters(route.map((place) => ({ latitude: 0, longitude: degreeOf[place] })));

async function stored(taskId: string) {
  const row = await w.db
    .selectFrom('fleet_tasks')
    .select('planned_distance_m')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  return row.planned_distance_m;
}

async function shownTotal(taskId: string) {
  return (await w.api('GET', `/fleet-task/${taskId}/sequence`)).json().data.total_distance as number;
}

const stale = { planned_distance_m: 0 };

describe('fleet_tasks.planned_distance_m', () => {
  it('is the START-to-END distance of a new task once its garages are set, as the sequence shows it', async () => {
    const created = (await w.api('POST', '/fleet-task')).json().data;
    const response = await w.api('PATCH', `/fleet-task/${created.id}`, {
      start_address_id: w.at.G,
      end_address_id: garageH,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(created.id)).toBe(ruleFor(['G', 'H']));
    expect(await stored(created.id)).toBe(await shownTotal(created.id));
  });

  it("is the distance between the company's default garages on a task just created with them", async () => {
    await w.db
      .insertInto('company_settings')
      .values({
        company_id: w.companyId,
        start_address_default: w.at.G,
        end_address_default: garageH,
        start_address_toggle: true,
        end_address_toggle: true,
      })
      .execute();
    try {
      const created = (await w.api('POST', '/fleet-task')).json().data;
      expect(await stored(created.id)).toBe(ruleFor(['G', 'H']));
      expect(await stored(created.id)).toBe(await shownTotal(created.id));
    } finally {
      await w.db.deleteFrom('company_settings').where('company_id', '=', w.companyId).execute();
    }
  });

  it('follows an attached order and a removed one', async () => {
    const first = await w.order('W', 'S1');
    const task = await w.task([first], stale);
    const second = await w.order('S2', 'T1', { status: 'OPEN' });
    const attach = await w.api('PUT', `/fleet-task/${task.id}/delivery-order`, {
      delivery_order_ids: [first.id, second.id],
    });
    expect(attach.statusCode).toBe(200);
    expect(await stored(task.id)).toBe(ruleFor(['G', 'W', 'S1', 'S2', 'T1', 'G']));
    expect(await stored(task.id)).toBe(await shownTotal(task.id));

    const removal = await w.api('DELETE', `/fleet-task/${task.id}/delivery-order/${first.id}`);
    expect(removal.statusCode).toBe(200);
    expect(await stored(task.id)).toBe(ruleFor(['G', 'S2', 'T1', 'G']));
  });

  it("follows a change of the task's garage", async () => {
    const task = await w.task([await w.order('W', 'S1')], stale);
    const response = await w.api('PATCH', `/fleet-task/${task.id}`, { end_address_id: garageH });
    expect(response.statusCode).toBe(200);
    expect(await stored(task.id)).toBe(ruleFor(['G', 'W', 'S1', 'H']));
    expect(await stored(task.id)).toBe(await shownTotal(task.id));
  });

  it('follows a transfer on both tasks', async () => {
    const kept = await w.order('W', 'S1');
    const moved = await w.order('W', 'T1');
    const source = await w.task([kept, moved], stale);
    const target = await w.task([await w.order('S2', 'D')], stale);
    const response = await w.api('POST', `/fleet-task/${source.id}/delivery-order/${moved.id}/transfer`, {
      type: 'exist',
      fleet_task_uuid: target.id,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(source.id)).toBe(ruleFor(['G', 'W', 'S1', 'G']));
    expect(await stored(source.id)).toBe(await shownTotal(source.id));
    expect(await stored(target.id)).toBe(await shownTotal(target.id));
    expect(await stored(target.id)).toBeGreaterThan(ruleFor(['G', 'S2', 'D', 'G']));
  });

  it('follows an address moved in master data, on every task passing it', async () => {
    const task = await w.task([await w.order('W', 'S1')], stale);
    const other = await w.task([await w.order('S1', 'S2')], stale);
    const address = (
      await w.t.app.inject({
        method: 'GET',
        url: `/api/vehicle-management/v1/address/${w.at.S1}`,
        headers: addressHeaders,
      })
    ).json().data;
    const moved = await w.t.app.inject({
      method: 'PATCH',
      url: `/api/vehicle-management/v1/address/${w.at.S1}`,
      headers: addressHeaders,
      payload: { geolocation: { latitude: 0, longitude: 6 }, updated_on: address.updated_on },
    });
    expect(moved.statusCode).toBe(200);
    const at = (longitude: number) => ({ latitude: 0, longitude });
    expect(await stored(task.id)).toBe(plannedRouteMeters([at(0), at(1), at(6), at(0)]));
    expect(await stored(other.id)).toBe(plannedRouteMeters([at(0), at(6), at(3), at(0)]));
    expect(await stored(other.id)).toBe(await shownTotal(other.id));
  });
});
