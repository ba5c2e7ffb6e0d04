import type { VendorRequestRow } from '@armada/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { useVendorRequestList } from '../api';
import { useVendorRequestColumns } from './columns';
import { VendorRequestFilters } from './VendorRequestFilters';

/** /vendor-request/: the requests customers sent to this company as their vendor. */
export function VendorRequestListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useUrlListState();
  const list = useVendorRequestList(state);
  const columns = useVendorRequestColumns();
  return (
    <>
      <PageHeader title={t('vendorRequest.title')} subtitle={t('vendorRequest.subtitle')} />
      <ListTable<VendorRequestRow>
        caption={t('vendorRequest.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        // No defaultSort: the server's own order (waiting requests first, then the newest) is on no
        // single column, so no sort icon claims it.
        searchPlaceholder={t('vendorRequest.searchPlaceholder')}
        filters={
          <VendorRequestFilters state={state} onStateChange={setState} timeZone={user.company.time_zone} />
        }
      />
    </>
  );
}
