/**
 * TanStack Query keys of the vendor screens in one place, so a save or a delete refreshes the list,
 * the rates beside it and the vendor's own page.
 */
export const vendorKeys = {
  all: ['vendor'] as const,
  lists: () => [...vendorKeys.all, 'list'] as const,
  list: (query: string) => [...vendorKeys.lists(), query] as const,
  ratesOf: (vendorIds: readonly number[]) => [...vendorKeys.lists(), 'rates', vendorIds] as const,
  detail: (id: number) => [...vendorKeys.all, 'detail', id] as const,
  addresses: (search: string) => ['vendor-form', 'addresses', search] as const,
  boxTypes: ['vendor-form', 'box-types'] as const,
};
