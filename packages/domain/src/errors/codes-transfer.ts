import type { CatalogueEntry } from './entry';

/** Error codes of transferring an order between tasks and of cancelling an activity. */
export const TRANSFER_ERRORS = {} as const satisfies Record<string, CatalogueEntry>;
