/** TanStack Query keys of the request inbox: an answer refreshes the list and the request's page. */
export const vendorRequestKeys = {
  all: ['vendor-request'] as const,
  lists: () => [...vendorRequestKeys.all, 'list'] as const,
  list: (query: string) => [...vendorRequestKeys.lists(), query] as const,
  detail: (id: string) => [...vendorRequestKeys.all, 'detail', id] as const,
};
