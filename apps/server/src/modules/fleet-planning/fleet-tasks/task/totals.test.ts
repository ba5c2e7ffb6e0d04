import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../../test/app';
import {
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildProduct,
  buildUser,
} from '../../../../seed/builders/builders';
import { refreshTaskTotals } from './totals';

const PASSWORD = 'kata-sandi-uji';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('task totals follow the loads of its orders', () => {
  it('adds a load added to an order on a Draf task to the task totals', async () => {
    const db = t.database.db;
    const company = await buildCompany(db);
    await buildUser(db, {
      company_id: company.id,
      email: 'admin@total.id',
      role: 'admin',
      password: PASSWORD,
    });
    const product = await buildProduct(db, {
      company_id: company.id,
      conversion_weight_value: 2,
      conversion_volume_value: 0.5,
    });
    const order = await buildDeliveryOrder(db, {
      company_id: company.id,
      loads: [
        { product_id: product.id, quantity: 10, conversion_weight_value: 2, conversion_volume_value: 0.5 },
      ],
    });
    const task = await buildFleetTask(db, { company_id: company.id, status: 'DRAFT', orders: [order] });
    await refreshTaskTotals(db, task.id);
    const before = await db
      .selectFrom('fleet_tasks')
      .select(['current_total_weight', 'current_total_volume'])
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ current_total_weight: 20, current_total_volume: 5 });

    const headers = await loginAs(t.app, 'admin@total.id', PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/order/v1/delivery-order/${order.id}/load`,
      headers,
      payload: { product_id: product.id, quantity: 5 },
    });
    expect(response.statusCode).toBe(201);
    const after = await db
      .selectFrom('fleet_tasks')
      .select(['current_total_weight', 'current_total_volume'])
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ current_total_weight: 30, current_total_volume: 7.5 });
  });
});
