import type { RejectVendorRequest, VendorRequestDetail, VendorRequestRow } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../shared/ListTable';
import { vendorRequestKeys } from './query-keys';

const VENDOR_REQUEST = '/vendor-request';

/** GET /vendor-request: the requests other companies sent to this one; the previous page stays meanwhile. */
export function useVendorRequestList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: vendorRequestKeys.list(query),
    queryFn: ({ signal }) =>
      fleetPlanningApi.list<VendorRequestRow>(`${VENDOR_REQUEST}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

/** How often the menu asks again how many requests wait: a new one may arrive at any time. */
const PENDING_COUNT_REFRESH_MS = 60_000;

/**
 * The requests waiting for an answer, for the menu's badge: a one-row page of the PENDING ones,
 * whose total is the count.
 */
export function usePendingVendorRequestCount(enabled: boolean) {
  return useQuery({
    queryKey: vendorRequestKeys.pendingCount(),
    queryFn: async ({ signal }) =>
      (
        await fleetPlanningApi.list<VendorRequestRow>(
          `${VENDOR_REQUEST}?limit=1&filters=${encodeURIComponent('status.name eq PENDING')}`,
          { signal },
        )
      ).metadata.total_count,
    enabled,
    refetchInterval: PENDING_COUNT_REFRESH_MS,
  });
}

/** GET /vendor-request/{id}: the sender's route, orders and loads, without prices. */
export function useVendorRequest(id: string) {
  return useQuery({
    queryKey: vendorRequestKeys.detail(id),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<VendorRequestDetail>(`${VENDOR_REQUEST}/${encodeURIComponent(id)}`, { signal }),
    // The sender may withdraw a request at any time: read it afresh whenever the page opens.
    staleTime: 0,
  });
}

function useAnswered() {
  const queryClient = useQueryClient();
  return (answered: VendorRequestDetail) => {
    queryClient.setQueryData(vendorRequestKeys.detail(answered.id), answered);
    return queryClient.invalidateQueries({ queryKey: vendorRequestKeys.lists() });
  };
}

/**
 * A refusal (409 already answered or withdrawn by the sender) changes what the page should show:
 * the request is read again so its status and buttons follow.
 */
function useRefreshAfterRefusal() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.invalidateQueries({ queryKey: vendorRequestKeys.all }).then(() => id);
}

/** POST /vendor-request/{id}/accept: answers the request with this company's new Draf task. */
export function useAcceptVendorRequest() {
  const answered = useAnswered();
  const refresh = useRefreshAfterRefusal();
  return useMutation({
    mutationFn: (id: string) =>
      fleetPlanningApi.data<VendorRequestDetail>(`${VENDOR_REQUEST}/${encodeURIComponent(id)}/accept`, {
        method: 'POST',
      }),
    onSuccess: answered,
    onError: (_error, id) => refresh(id),
  });
}

/** POST /vendor-request/{id}/reject with the reason the sender will read. */
export function useRejectVendorRequest() {
  const answered = useAnswered();
  const refresh = useRefreshAfterRefusal();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: RejectVendorRequest }) =>
      fleetPlanningApi.data<VendorRequestDetail>(`${VENDOR_REQUEST}/${encodeURIComponent(id)}/reject`, {
        method: 'POST',
        body: request,
      }),
    onSuccess: answered,
    onError: (_error, { id }) => refresh(id),
  });
}
