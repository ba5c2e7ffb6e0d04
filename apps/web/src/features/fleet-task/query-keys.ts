/**
 * TanStack Query keys of the fleet-task screens in one place, so a change made on one screen
 * invalidates what the others show (a transition refreshes the list, an autosave the sequence).
 */
export const fleetTaskKeys = {
  all: ['fleet-task'] as const,
  lists: () => [...fleetTaskKeys.all, 'list'] as const,
  list: (query: unknown) => [...fleetTaskKeys.lists(), query] as const,
  detail: (id: string) => [...fleetTaskKeys.all, 'detail', id] as const,
  sequence: (id: string) => [...fleetTaskKeys.all, 'sequence', id] as const,
  history: (id: string) => [...fleetTaskKeys.all, 'history', id] as const,
  deliveryOrders: (id: string) => [...fleetTaskKeys.all, 'delivery-order', id] as const,
};
