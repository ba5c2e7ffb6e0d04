import { ImportPage } from './ImportPage';
import { DELIVERY_IMPORT_KIND } from './imports';

/** /delivery/import: delivery orders from a CSV or XLSX file, checked first, created all or nothing. */
export function DeliveryImportPage() {
  return <ImportPage kind={DELIVERY_IMPORT_KIND} />;
}
