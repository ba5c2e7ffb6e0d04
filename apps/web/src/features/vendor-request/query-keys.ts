/** TanStack Query keys of the request inbox: an answer refreshes the list and the request's page. */
export const vendorRequestKeys = {
  all: ['vendor-request'] as const,
  lists: () => [...vendorRequestKeys.all, 'list'] as const,
  list: (query: string) => [...vendorRequestKeys.lists(), query] as const,
  /** Under lists(), so an answer given on any page refreshes the menu's count too. */
  pendingCount: () => [...vendorRequestKeys.lists(), 'pending-count'] as const,
  detail: (id: string) => [...vendorRequestKeys.all, 'detail', id] as const,
};
