import type { MasterImportResource } from '@armada/domain';
import { useMemo } from 'react';
import { ImportPage } from './ImportPage';
import { masterImportKind } from './imports';

/** /master/<resource>/import: addresses, vehicles, drivers, customers or products from a file. */
export function MasterImportPage({ resource }: { resource: MasterImportResource }) {
  const kind = useMemo(() => masterImportKind(resource), [resource]);
  return <ImportPage key={resource} kind={kind} />;
}
