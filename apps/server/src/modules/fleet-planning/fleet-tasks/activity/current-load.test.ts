import { formatWeight } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityWorld,
  activityUrl,
  completion,
  createActivityWorld,
  startedTask,
} from '../../../../../test/factories/activity.factory';
import { pdfText } from '../../../../../test/pdf-text';
import { buildDeliveryOrder } from '../../../../seed/builders/builders';

/**
 * Issue 26 item 6: after a load adjustment the task page (its sequence), the printed order and the
 * delivery order's page (its detail and its list row) show one current load, the domain's
 * deliveryOrderCurrentLoad. Each step reads all of them through the real endpoints.
 */

let w: ActivityWorld;

beforeAll(async () => {
  w = await createActivityWorld();
});
afterAll(() => w.t.close());

const ORDER_API = '/api/order/v1/delivery-order';

async function json(url: string) {
  const response = await w.t.app.inject({ method: 'GET', url, headers: w.adminHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The weights every output shows of the order, and the task's total. */
async function shownWeights(taskId: string, orderId: string, orderNumber: string) {
  const sequence = await json(`/api/fleet-planning/v1/fleet-task/${taskId}/sequence`);
  const rows = sequence.points.flatMap(
    (point: { activities: { delivery_order: { id: string; current_total_weight: number } }[] }) =>
      point.activities.map((activity) => activity.delivery_order),
  );
  const taskRows = rows.filter((order: { id: string }) => order.id === orderId);
  const detail = await json(`${ORDER_API}/${orderId}`);
  const list = await json(`${ORDER_API}?filters=${encodeURIComponent(`number eq ${orderNumber}`)}`);
  const pdf = await w.t.app.inject({
    method: 'GET',
    url: `/api/fleet-planning/v1/fleet-task/${taskId}/pdf`,
    headers: w.adminHeaders,
  });
  expect(pdf.statusCode).toBe(200);
  return {
    taskRows: taskRows.map((order: { current_total_weight: number }) => order.current_total_weight),
    taskCard: sequence.current_total_weight,
    orderPage: detail.load_weight,
    orderList: list.paginated_result[0].load_weight,
    printed: pdfText(pdf.rawPayload),
  };
}

function expectEverywhere(shown: Awaited<ReturnType<typeof shownWeights>>, kg: number) {
  expect(shown.taskRows).toEqual([kg, kg]);
  expect(shown.taskCard).toBe(kg);
  expect(shown.orderPage).toBe(kg);
  expect(shown.orderList).toBe(kg);
  expect(shown.printed).toContain(`Total Berat: ${formatWeight(kg)}`);
}

describe("a delivery order's current load on every page (issue 26 item 6)", () => {
  it('follows a pickup adjustment and then a drop adjustment on the task page, the print and the order page', async () => {
    const order = await buildDeliveryOrder(w.db, {
      company_id: w.companyId,
      loads: [
        { quantity: 10, conversion_weight_value: 2.5 },
        { quantity: 4, conversion_weight_value: 2.5 },
      ],
    });
    const task = await startedTask(w, [order]);
    const pickup = activityUrl(task, order.id, 'PICKUP');
    const drop = activityUrl(task, order.id, 'DROP');
    expectEverywhere(await shownWeights(task.id, order.id, order.number), 35);

    await w.api('POST', `${pickup}/complete`, completion('2026-11-22T09:00:00+07:00'));
    const loads = await json(`${ORDER_API}/${order.id}`);
    const first = loads.loads.find((load: { quantity: number }) => load.quantity === 10);
    const picked = await w.api('PATCH', `${pickup}/adjust-load`, [
      { delivery_load_uuid: first.id, quantity: 8, reason: 'Kemasan pecah' },
    ]);
    expect(picked.statusCode, picked.body).toBe(200);
    // 8 + 4 picked up, 2.5 kg each.
    expectEverywhere(await shownWeights(task.id, order.id, order.number), 30);

    await w.api('POST', `${drop}/complete`, completion('2026-11-22T11:00:00+07:00'));
    const dropped = await w.api('PATCH', `${drop}/adjust-load`, [
      { delivery_load_uuid: first.id, quantity: 6, reason: 'Ditolak penerima' },
    ]);
    expect(dropped.statusCode, dropped.body).toBe(200);
    // 6 + 4 delivered.
    const shown = await shownWeights(task.id, order.id, order.number);
    expectEverywhere(shown, 25);
    expect(shown.printed).toContain(formatWeight(15));
  });
});
