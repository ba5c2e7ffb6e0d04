import { type CreateVendorRequest, MAX_PAGE_SIZE, type UpdateVendorRequest } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vehicleManagementApi, vendorManagementApi } from '../../platform/api/services';
import { INITIAL_LIST_STATE, type ListState, toApiQuery, toListPage } from '../../shared/ListTable';
import { vendorKeys } from './query-keys';
import type { AddressOption, BoxTypeOption, Vendor, VendorDetail, VendorRateRow } from './types';

const VENDOR = '/vendor';
const PICKER_PAGE_SIZE = 20;
const OPTIONS_STALE_MS = 5 * 60_000;

/** GET /vendor with the list state; the previous page stays on screen while the next loads. */
export function useVendorList(state: ListState, enabled = true) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => vendorManagementApi.list<Vendor>(`${VENDOR}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The rates of the vendors on screen, in one GET /vendor/rates: the vendor list has no prices, and a
 * vendor may have several. One page of the largest size holds them unless a page of 100 vendors
 * averages more than 10 rates each; the row then links to the vendor's page for the rest.
 */
export function useRatesOfVendors(vendorIds: readonly number[]) {
  const query = toApiQuery({
    ...INITIAL_LIST_STATE,
    limit: MAX_PAGE_SIZE,
    sorts: [
      { field: 'vendor_id', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ],
    filters: [{ field: 'vendor_id', operator: 'in', value: vendorIds.join(',') }],
  });
  return useQuery({
    queryKey: vendorKeys.ratesOf(vendorIds),
    queryFn: ({ signal }) => vendorManagementApi.list<VendorRateRow>(`${VENDOR}/rates?${query}`, { signal }),
    select: (answer) => {
      const byVendor = new Map<number, VendorRateRow[]>();
      for (const rate of answer.data.paginated_result) {
        byVendor.set(rate.vendor_id, [...(byVendor.get(rate.vendor_id) ?? []), rate]);
      }
      return byVendor;
    },
    enabled: vendorIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useVendor(id: number) {
  return useQuery({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) => vendorManagementApi.data<VendorDetail>(`${VENDOR}/${id}`, { signal }),
    // Read afresh each time the page opens: another user may have changed the vendor meanwhile.
    staleTime: 0,
  });
}

function useVendorSaved() {
  const queryClient = useQueryClient();
  return (saved: VendorDetail) => {
    queryClient.setQueryData(vendorKeys.detail(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: vendorKeys.lists() });
  };
}

/** POST /vendor: answers the vendor as stored, with the company a pairing code connected it to. */
export function useCreateVendor() {
  const saved = useVendorSaved();
  return useMutation({
    mutationFn: (request: CreateVendorRequest) =>
      vendorManagementApi.data<VendorDetail>(VENDOR, { method: 'POST', body: request }),
    onSuccess: saved,
  });
}

/** PATCH /vendor/{id} with the `updated_on` last read, so a stale edit answers 409. */
export function useUpdateVendor(id: number) {
  const saved = useVendorSaved();
  return useMutation({
    mutationFn: (request: UpdateVendorRequest) =>
      vendorManagementApi.data<VendorDetail>(`${VENDOR}/${id}`, { method: 'PATCH', body: request }),
    onSuccess: saved,
  });
}

/** DELETE /vendor/bulk: all or none; refused while a vendor is on a task not finished or cancelled. */
export function useDeleteVendors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      vendorManagementApi.data<{ ids: number[] }>(`${VENDOR}/bulk`, { method: 'DELETE', body: { ids } }),
    onSuccess: (_result, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: vendorKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: vendorKeys.lists() });
    },
  });
}

/** The company's addresses a rate can run between, searched on the server (any address, not only garages). */
export function useAddressOptions(search: string, enabled: boolean) {
  const query = toApiQuery({
    ...INITIAL_LIST_STATE,
    limit: PICKER_PAGE_SIZE,
    search,
    sorts: [{ field: 'name', direction: 'asc' }],
  });
  return useQuery({
    queryKey: vendorKeys.addresses(search),
    queryFn: async ({ signal }) =>
      (await vehicleManagementApi.list<AddressOption>(`/address?${query}`, { signal })).data.paginated_result,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Box types are few: all of them, once, for every rate row of the form. */
export function useBoxTypes() {
  const query = toApiQuery({
    ...INITIAL_LIST_STATE,
    limit: MAX_PAGE_SIZE,
    sorts: [{ field: 'name', direction: 'asc' }],
  });
  return useQuery({
    queryKey: vendorKeys.boxTypes,
    queryFn: async ({ signal }) =>
      (await vehicleManagementApi.list<BoxTypeOption>(`/box-type?${query}`, { signal })).data
        .paginated_result,
    staleTime: OPTIONS_STALE_MS,
  });
}
