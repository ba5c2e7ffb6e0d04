import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/database';
import { buildAddress, buildCompany, buildDeliveryOrder, buildFleetTask } from './builders';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('buildFleetTask', () => {
  it('puts each order on a pickup at its origin and a drop at its destination, between START and END', async () => {
    const db = handle.db;
    const company = await buildCompany(db);
    const warehouse = await buildAddress(db, { company_id: company.id });
    const storeA = await buildAddress(db, { company_id: company.id });
    const storeB = await buildAddress(db, { company_id: company.id });
    const first = await buildDeliveryOrder(db, {
      company_id: company.id,
      origin_address_id: warehouse.id,
      destination_address_id: storeA.id,
    });
    const second = await buildDeliveryOrder(db, {
      company_id: company.id,
      origin_address_id: warehouse.id,
      destination_address_id: storeB.id,
    });

    const task = await buildFleetTask(db, {
      company_id: company.id,
      status: 'SCHEDULED',
      orders: [first, second],
    });

    expect(task.points.map((point) => [point.type, point.address_id])).toEqual([
      ['START', task.start_address_id],
      ['DEFAULT', warehouse.id],
      ['DEFAULT', storeA.id],
      ['DEFAULT', storeB.id],
      ['END', task.end_address_id],
    ]);
    const warehouseStop = task.points[1]!;
    expect(
      task.activities.filter((activity) => activity.point_id === warehouseStop.id).map((a) => a.type),
    ).toEqual(['PICKUP', 'PICKUP']);
    expect(task.visited_statuses).toEqual(['SCHEDULED']);
    expect(task.track_token.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the task in the company of the vehicle it is given', async () => {
    const company = await buildCompany(handle.db);
    const garage = await buildAddress(handle.db, { company_id: company.id, is_garage: true });
    const task = await buildFleetTask(handle.db, { start_address_id: garage.id });
    expect(task.company_id).toBe(company.id);
  });
});
