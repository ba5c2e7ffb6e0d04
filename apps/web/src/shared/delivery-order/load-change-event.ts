import type { HistoryEvent } from '@armada/domain';
import { LOAD_CHANGE_EVENTS } from '@armada/domain';

export interface LoadChangeEventRef {
  orderId: string;
  /** The DO number, when the event links to the order's page (a task's event does). */
  orderNumber: string | null;
  /** The event's time: the log entry of the same change has it too. */
  at: string;
}

const EVENTS: readonly string[] = Object.values(LOAD_CHANGE_EVENTS);

/**
 * Section 2 'History modal': a load quantity change opens 'Perubahan Kuantitas Muatan #DO number'.
 * The event names its order by the machine property delivery_order_uuid (section 3 'History event').
 */
export function loadChangeOfEvent(event: HistoryEvent): LoadChangeEventRef | null {
  if (!EVENTS.includes(event.event)) return null;
  const orderId = event.properties.find((property) => property.key === 'delivery_order_uuid')?.value;
  if (!orderId) return null;
  const link = event.properties.find((property) => property.redirect_url?.startsWith('/delivery/'));
  return { orderId, orderNumber: link?.value ?? null, at: event.created_on };
}
