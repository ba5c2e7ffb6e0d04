import type { CatalogueEntry } from './entry';

/** Error codes of vendor management, cancel reasons and fleet settings; merged into ERROR_CATALOGUE. */
export const VENDOR_ERRORS = {} as const satisfies Record<string, CatalogueEntry>;
