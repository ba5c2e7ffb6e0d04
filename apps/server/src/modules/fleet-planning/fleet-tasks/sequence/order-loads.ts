import { type CurrentLoad, deliveryOrderCurrentLoad, type LoadProgress } from '@armada/domain';

/**
 * The current load of each order on a task (issue 26 item 6), computed by the domain's
 * deliveryOrderCurrentLoad from the loads themselves, as the delivery order's page does, so the task
 * page, the printed order and the order's page show one figure.
 */

export interface OrderLoad extends CurrentLoad {
  load_count: number;
}

/** Per order id, its current load and number of loads. */
export function currentLoadsByOrder(
  activities: readonly { delivery_order_id: string; loads: readonly LoadProgress[] }[],
): Map<string, OrderLoad> {
  const loads = new Map<string, OrderLoad>();
  for (const { delivery_order_id: orderId, loads: orderLoads } of activities) {
    if (loads.has(orderId)) continue;
    loads.set(orderId, { ...deliveryOrderCurrentLoad(orderLoads), load_count: orderLoads.length });
  }
  return loads;
}
