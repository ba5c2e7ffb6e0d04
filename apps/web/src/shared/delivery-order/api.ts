// A delivery order's data, loads table and load history: the order's page and the fleet task's
// activity modals both show them.

import {
  type DeliveryLoadResponse,
  type DeliveryOrderDetail,
  type HistoryEvent,
  type HistoryLogRow,
  LOAD_CHANGE_EVENTS,
  type LoadChangeDetail,
  loadChangeDetailSchema,
  MAX_PAGE_SIZE,
} from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderApi } from '../../platform/api/services';

const orderPath = (id: string) => `/delivery-order/${encodeURIComponent(id)}`;

/**
 * Query keys of a delivery order's data, shared by the delivery page and the fleet task's activity
 * modals: a load adjustment made in a modal refreshes what the order's page shows.
 */
export const deliveryKeys = {
  all: ['delivery-order'] as const,
  detail: (id: string) => [...deliveryKeys.all, 'detail', id] as const,
  loads: (id: string) => [...deliveryKeys.all, 'loads', id] as const,
  history: (id: string) => [...deliveryKeys.all, 'history', id] as const,
  loadHistory: (id: string, at: string | null) => [...deliveryKeys.all, 'load-history', id, at] as const,
};

export function useDeliveryOrder(id: string) {
  return useQuery({
    queryKey: deliveryKeys.detail(id),
    queryFn: ({ signal }) => orderApi.data<DeliveryOrderDetail>(orderPath(id), { signal }),
  });
}

/** GET /delivery-order/{id}/history?type=basic: the order's events, newest first. */
export function useDeliveryOrderHistory(id: string) {
  return useQuery({
    queryKey: deliveryKeys.history(id),
    queryFn: ({ signal }) => orderApi.data<HistoryEvent[]>(`${orderPath(id)}/history?type=basic`, { signal }),
  });
}

/** Section 9 'Load list limit: 1000': every load of the order in one page. */
const LOADS_QUERY = new URLSearchParams({ limit: String(MAX_PAGE_SIZE), page: '1' }).toString();

export function useDeliveryLoads(id: string, enabled = true) {
  return useQuery({
    queryKey: deliveryKeys.loads(id),
    queryFn: async ({ signal }) => {
      const answer = await orderApi.list<DeliveryLoadResponse>(`${orderPath(id)}/load?${LOADS_QUERY}`, {
        signal,
      });
      return answer.data.paginated_result;
    },
    enabled,
    staleTime: 0,
  });
}

// ---------------------------------------------------------------------------------------------
// Load history (section 3 'Load history entry', section 7)

export interface LoadChangeEntry {
  id: string;
  createdOn: string;
  createdBy: string | null;
  type: 'PICKUP' | 'DROP';
  details: LoadChangeDetail[];
}

function toLoadChangeEntry(row: HistoryLogRow): LoadChangeEntry {
  const parsed = z.array(loadChangeDetailSchema).safeParse(row.details);
  return {
    id: row.id,
    createdOn: row.created_on,
    createdBy: row.created_by?.name ?? null,
    type: row.event === LOAD_CHANGE_EVENTS.DROP ? 'DROP' : 'PICKUP',
    details: parsed.success ? parsed.data : [],
  };
}

/**
 * Widens a moment sent with milliseconds to the end of that millisecond: the database keeps
 * microseconds, so 'lte 09:15:00.123' would miss the event stored at 09:15:00.123456.
 */
function endOfMillisecond(iso: string): string {
  return /\.\d{3}/.test(iso)
    ? iso.replace(/(\.\d{3})\d*/, '$1999')
    : iso.replace(/(T\d{2}:\d{2}:\d{2})/, '$1.000999');
}

/**
 * Section 7: 'Load adjustment history of a DO: page 1, limit 1, sorts created_on desc, filters event
 * equals ...Picked or ...Dropped, with an optional created_on gte/lte'. Without `at` it is the latest
 * change; with the time of a history event it is that event's change (the task's and the order's
 * event of one change are written in one statement, so they share their time).
 */
export function loadHistoryQuery(at: string | null): string {
  const params = new URLSearchParams({ page: '1', limit: '1', sorts: 'created_on desc' });
  params.append('filters', `event in ${LOAD_CHANGE_EVENTS.PICKUP},${LOAD_CHANGE_EVENTS.DROP}`);
  if (at !== null) {
    params.append('filters', `created_on gte ${at}`);
    params.append('filters', `created_on lte ${endOfMillisecond(at)}`);
  }
  return params.toString();
}

export function useLoadChangeHistory(orderId: string, at: string | null, enabled: boolean) {
  return useQuery({
    queryKey: deliveryKeys.loadHistory(orderId, at),
    queryFn: async ({ signal }) => {
      const answer = await orderApi.list<HistoryLogRow>(`${orderPath(orderId)}/log?${loadHistoryQuery(at)}`, {
        signal,
      });
      const row = answer.data.paginated_result[0];
      return row ? toLoadChangeEntry(row) : null;
    },
    enabled,
    staleTime: 0,
  });
}
