import {
  type CreateDeliveryLoadRequest,
  type CreateDeliveryOrderRequest,
  type Customer,
  type DeliveryLoadResponse,
  type DeliveryOrderDetail,
  type DeliveryOrderListRow,
  MAX_PAGE_SIZE,
  type Product,
  type UpdateDeliveryLoadRequest,
  type UpdateDeliveryOrderRequest,
} from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderApi, vehicleManagementApi } from '../../platform/api/services';
import { deliveryKeys } from '../../shared/delivery-order/api';
import { INITIAL_LIST_STATE, type ListState, toApiQuery, toListPage } from '../../shared/ListTable';

const ORDER = '/delivery-order';
const orderPath = (id: string) => `${ORDER}/${encodeURIComponent(id)}`;
const PICKER_PAGE_SIZE = 20;
const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * Under deliveryKeys.all, so a change made anywhere (a load adjusted from a task) refreshes the list
 * too; the pickers' options sit apart, master data changes seldom.
 */
export const deliveryPageKeys = {
  lists: () => [...deliveryKeys.all, 'list'] as const,
  list: (query: string) => [...deliveryPageKeys.lists(), query] as const,
  options: (kind: 'customer' | 'address' | 'product', search: string) =>
    ['delivery-form', kind, search] as const,
  filterOptions: (kind: 'customer' | 'address') => ['delivery-list', 'filter-options', kind] as const,
};

/** GET /delivery-order with the list state; the previous page stays on screen while the next loads. */
export function useDeliveryOrderList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: deliveryPageKeys.list(query),
    queryFn: ({ signal }) => orderApi.list<DeliveryOrderListRow>(`${ORDER}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

/** POST /delivery-order/delete: all or none; refused while a fleet task holds one of them. */
export function useDeleteDeliveryOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      orderApi.data<{ ids: string[] }>(`${ORDER}/delete`, { method: 'POST', body: { ids } }),
    onSuccess: (_result, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: deliveryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: deliveryPageKeys.lists() });
    },
  });
}

function useOrderSaved() {
  const queryClient = useQueryClient();
  return (saved: DeliveryOrderDetail) => {
    queryClient.setQueryData(deliveryKeys.detail(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: deliveryPageKeys.lists() });
  };
}

/** POST /delivery-order: the order with its loads in one transaction; answers the stored order. */
export function useCreateDeliveryOrder() {
  const saved = useOrderSaved();
  return useMutation({
    mutationFn: (request: CreateDeliveryOrderRequest) =>
      orderApi.data<DeliveryOrderDetail>(ORDER, { method: 'POST', body: request }),
    onSuccess: saved,
  });
}

/** PATCH /delivery-order/{id} with the `updated_on` last read, so a stale edit answers 409. */
export function useUpdateDeliveryOrder(id: string) {
  const saved = useOrderSaved();
  return useMutation({
    mutationFn: (request: UpdateDeliveryOrderRequest) =>
      orderApi.data<DeliveryOrderDetail>(orderPath(id), { method: 'PATCH', body: request }),
    onSuccess: saved,
  });
}

export type LoadChange =
  | { kind: 'add'; request: CreateDeliveryLoadRequest }
  | { kind: 'edit'; loadId: string; request: UpdateDeliveryLoadRequest }
  | { kind: 'delete'; loadId: string };

/**
 * A stored order's loads change one row at a time through the load routes (each its own transaction
 * and history event); the order is read again after each, so the page shows the server's figures.
 */
export function useChangeLoad(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LoadChange) => {
      const base = `${orderPath(orderId)}/load`;
      if (change.kind === 'add') {
        return orderApi.data<DeliveryLoadResponse>(base, { method: 'POST', body: change.request });
      }
      const path = `${base}/${encodeURIComponent(change.loadId)}`;
      if (change.kind === 'edit') {
        return orderApi.data<DeliveryLoadResponse>(path, { method: 'PATCH', body: change.request });
      }
      return orderApi.request<unknown>(path, { method: 'DELETE' });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.loads(orderId) }),
        queryClient.invalidateQueries({ queryKey: deliveryPageKeys.lists() }),
      ]),
  });
}

export interface AddressOption {
  id: number;
  name: string;
  full_name: string;
  city: string;
}

const pickerQuery = (search: string) =>
  toApiQuery({
    ...INITIAL_LIST_STATE,
    limit: PICKER_PAGE_SIZE,
    search,
    sorts: [{ field: 'name', direction: 'asc' }],
  });

/** The company's addresses (any, not only garages), searched on the server once a picker opens. */
export function useAddressOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveryPageKeys.options('address', search),
    queryFn: async ({ signal }) =>
      (await vehicleManagementApi.list<AddressOption>(`/address?${pickerQuery(search)}`, { signal })).data
        .paginated_result,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveryPageKeys.options('customer', search),
    queryFn: async ({ signal }) =>
      (await orderApi.list<Customer>(`/customer?${pickerQuery(search)}`, { signal })).data.paginated_result,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useProductOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveryPageKeys.options('product', search),
    queryFn: async ({ signal }) =>
      (await orderApi.list<Product>(`/product?${pickerQuery(search)}`, { signal })).data.paginated_result,
    enabled,
    placeholderData: keepPreviousData,
  });
}

// One page of the largest size for the list's filters: the selects search the names on screen and
// name a chosen id after a reload without another request (as the fleet task list's filters do).
const ALL_BY_NAME = toApiQuery({
  ...INITIAL_LIST_STATE,
  limit: MAX_PAGE_SIZE,
  sorts: [{ field: 'name', direction: 'asc' }],
});

export function useCustomerFilterOptions() {
  return useQuery({
    queryKey: deliveryPageKeys.filterOptions('customer'),
    queryFn: ({ signal }) => orderApi.list<Customer>(`/customer?${ALL_BY_NAME}`, { signal }),
    select: (answer) =>
      answer.data.paginated_result.map((customer) => ({ value: String(customer.id), label: customer.name })),
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useAddressFilterOptions() {
  return useQuery({
    queryKey: deliveryPageKeys.filterOptions('address'),
    queryFn: ({ signal }) => vehicleManagementApi.list<AddressOption>(`/address?${ALL_BY_NAME}`, { signal }),
    select: (answer) =>
      answer.data.paginated_result.map((address) => ({
        value: String(address.id),
        label: `${address.name} (${address.city})`,
      })),
    staleTime: OPTIONS_STALE_MS,
  });
}
