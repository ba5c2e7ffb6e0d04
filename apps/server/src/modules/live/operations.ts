import {
  type DeliveryOrderChangedData,
  type FleetTaskChangedData,
  LIVE_SERVER_EVENTS,
  type OperationsSubject,
  type VehiclePositionData,
  type VendorRequestAnsweredData,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publishLiveEvent } from './publish';

/** The dashboard's events (issue 26 item 10), each with the small payload the protocol names. */
export type OperationsEvent =
  | { event: typeof LIVE_SERVER_EVENTS.fleetTaskChanged; data: FleetTaskChangedData }
  | { event: typeof LIVE_SERVER_EVENTS.vendorRequestAnswered; data: VendorRequestAnsweredData }
  | { event: typeof LIVE_SERVER_EVENTS.deliveryOrderChanged; data: DeliveryOrderChangedData }
  | { event: typeof LIVE_SERVER_EVENTS.vehiclePosition; data: VehiclePositionData };

const SUBJECTS: Readonly<Record<OperationsEvent['event'], OperationsSubject>> = {
  [LIVE_SERVER_EVENTS.fleetTaskChanged]: 'fleet-task',
  [LIVE_SERVER_EVENTS.vendorRequestAnswered]: 'fleet-task',
  [LIVE_SERVER_EVENTS.deliveryOrderChanged]: 'delivery-order',
  [LIVE_SERVER_EVENTS.vehiclePosition]: 'vehicle',
};

/**
 * Publishes an operations event to `companyId`'s dashboards, in the writer's transaction `db` (it
 * leaves on commit, never on a rollback). `companyId` is the company whose rows changed: the data
 * names only that company's ids.
 */
export function publishOperationsEvent(
  db: Kysely<Database>,
  companyId: number,
  event: OperationsEvent,
): Promise<void> {
  return publishLiveEvent(db, {
    ...event,
    companyId,
    audience: { kind: 'operations', subject: SUBJECTS[event.event] },
  });
}

/** `fleet-task.changed` for each task, in the writer's transaction. */
export async function publishFleetTasksChanged(
  db: Kysely<Database>,
  companyId: number,
  tasks: readonly FleetTaskChangedData[],
): Promise<void> {
  for (const data of tasks) {
    await publishOperationsEvent(db, companyId, { event: LIVE_SERVER_EVENTS.fleetTaskChanged, data });
  }
}

/** Ids per `delivery-order.changed`: 100 uuids fit one NOTIFY (under 8,000 bytes), so none is stored. */
export const ORDER_IDS_PER_EVENT = 100;

/**
 * `delivery-order.changed` for orders that now share `status`, in the writer's transaction; nothing
 * when none changed. Orders change in batches (an import of up to 5,000): one event per 100 orders
 * keeps each message small, and the dashboard's debounce makes a burst one reload.
 */
export async function publishDeliveryOrdersChanged(
  db: Kysely<Database>,
  companyId: number,
  data: DeliveryOrderChangedData,
): Promise<void> {
  const ids = data.deliveryOrderIds;
  for (let start = 0; start < ids.length; start += ORDER_IDS_PER_EVENT) {
    await publishOperationsEvent(db, companyId, {
      event: LIVE_SERVER_EVENTS.deliveryOrderChanged,
      data: { deliveryOrderIds: ids.slice(start, start + ORDER_IDS_PER_EVENT), status: data.status },
    });
  }
}
