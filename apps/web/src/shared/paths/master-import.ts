import { masterDataPath } from './master-data';

/**
 * The spreadsheet import pages of master data (issue 14 item 3): `/master/<resource>/import`, next
 * to the resource's list tab `/master/<resource>` (issue 14 item 2). The list pages link their
 * 'Impor' button here.
 */
export const MASTER_IMPORT_RESOURCES = ['address', 'vehicle', 'driver', 'customer', 'product'] as const;
export type MasterImportResourcePath = (typeof MASTER_IMPORT_RESOURCES)[number];

export function masterImportPath(resource: MasterImportResourcePath): string {
  return `/master/${resource}/import`;
}

/** Where an import page goes back to, and lands after importing: the resource's list tab. */
export function masterImportListPath(resource: MasterImportResourcePath): string {
  return masterDataPath(resource);
}
