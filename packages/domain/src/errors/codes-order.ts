import type { CatalogueEntry } from './entry';

/** Error codes of the order service (delivery orders, loads, history); merged into ERROR_CATALOGUE. */
export const ORDER_ERRORS = {} as const satisfies Record<string, CatalogueEntry>;
