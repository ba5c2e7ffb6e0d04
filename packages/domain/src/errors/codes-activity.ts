import type { CatalogueEntry } from './entry';

/** Error codes of activities: photos, completion, proof and load adjustment (merged into ERROR_CATALOGUE). */
export const ACTIVITY_ERRORS = {} as const satisfies Record<string, CatalogueEntry>;
