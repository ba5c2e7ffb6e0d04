import type { CatalogueEntry } from './entry';

/** Error codes of vehicle management (addresses, box types, vehicles, drivers); merged into ERROR_CATALOGUE. */
export const VEHICLE_ERRORS = {} as const satisfies Record<string, CatalogueEntry>;
