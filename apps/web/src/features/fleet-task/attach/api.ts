import type { DeliveryOrderRowResponse, TaskDeliveryOrderRow } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi, orderApi } from '../../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';
import { fleetTaskKeys } from '../query-keys';
import { useSequenceChanged } from '../sequence/api';

/** Only orders that may be attached: OPEN ones, not on any task (the server refuses the others). */
export const ATTACHABLE_FILTER = 'status.name eq OPEN';

export const attachKeys = {
  all: [...fleetTaskKeys.all, 'attachable-orders'] as const,
  orders: (query: string) => [...attachKeys.all, query] as const,
};

/** GET /api/order/v1/delivery-order with the page's list state and the OPEN filter. */
export function useAttachableOrders(state: ListState) {
  const params = new URLSearchParams(toApiQuery(state));
  params.append('filters', ATTACHABLE_FILTER);
  const query = params.toString();
  return useQuery({
    queryKey: attachKeys.orders(query),
    queryFn: ({ signal }) => orderApi.list<DeliveryOrderRowResponse>(`/delivery-order?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
    // Another dispatcher may take an order meanwhile: the list is read afresh each time it opens.
    staleTime: 0,
  });
}

/**
 * PUT /fleet-task/{id}/delivery-order on a task that can still be planned, POST .../intervention on
 * a task on its way (isIntervention); both answer every order now on the task.
 */
export function useAttachDeliveryOrders(taskId: string, intervention: boolean) {
  const sequenceChanged = useSequenceChanged();
  const queryClient = useQueryClient();
  const path = `/fleet-task/${encodeURIComponent(taskId)}`;
  return useMutation({
    mutationFn: (ids: string[]) =>
      fleetPlanningApi.list<TaskDeliveryOrderRow>(
        intervention ? `${path}/intervention` : `${path}/delivery-order`,
        {
          method: intervention ? 'POST' : 'PUT',
          body: { delivery_order_ids: ids },
        },
      ),
    onSuccess: () => {
      sequenceChanged(taskId);
      void queryClient.invalidateQueries({ queryKey: attachKeys.all });
    },
  });
}
