import { PlusOutlined } from '@ant-design/icons';
import { hasScope } from '@armada/domain';
import { Alert, Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { BulkDeleteButton, fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { VENDOR_CREATE_PATH } from '../../../shared/paths/vendor';
import { useDeleteVendors, useRatesOfVendors, useVendorList } from '../api';
import type { Vendor } from '../types';
import { useVendorColumns, VENDOR_DEFAULT_SORT } from './columns';
import { VendorListFilters } from './VendorListFilters';

function CreateVendorButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(VENDOR_CREATE_PATH)}>
      {t('vendor.create')}
    </Button>
  );
}

/** /vendor/: the company's vendors with their status, contract and rates. */
export function VendorListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useUrlListState();
  // The page opens with any vms scope; only vms:read may list (a creator alone still adds vendors).
  const canList = hasScope(user.scopes, 'vms:read');
  const list = useVendorList(state, canList);
  const ids = useMemo(() => list.data?.rows.map((vendor) => vendor.id) ?? [], [list.data]);
  const rates = useRatesOfVendors(ids);
  const columns = useVendorColumns(rates.data, rates.isPending && ids.length > 0);
  const remove = useDeleteVendors();
  const create = hasScope(user.scopes, 'vms:create') && <CreateVendorButton />;

  if (!canList) {
    return (
      <>
        <PageHeader title={t('vendor.title')} subtitle={t('vendor.subtitle')} afterTitle={create} />
        <Alert type="info" showIcon title={t('vendor.noListAccess')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('vendor.title')} subtitle={t('vendor.subtitle')} />
      <Flex vertical gap={12}>
        {rates.isError && (
          <LoadError
            title={t('vendor.ratesLoadError')}
            message={rates.error.message}
            onRetry={() => void rates.refetch()}
            retrying={rates.isFetching}
          />
        )}
        <ListTable<Vendor>
          caption={t('vendor.caption')}
          columns={columns}
          rowKey={(vendor) => String(vendor.id)}
          {...fromListQuery(list)}
          state={state}
          onStateChange={setState}
          defaultSort={VENDOR_DEFAULT_SORT}
          searchPlaceholder={t('vendor.searchPlaceholder')}
          actions={create}
          filters={<VendorListFilters state={state} onStateChange={setState} />}
          selection={
            hasScope(user.scopes, 'vms:delete')
              ? {
                  rowLabel: (vendor) => vendor.name,
                  actions: ({ keys, clear }) => (
                    <BulkDeleteButton
                      count={keys.length}
                      title={t('vendor.delete.title')}
                      content={t('vendor.delete.confirm', { count: keys.length })}
                      successMessage={t('vendor.delete.done', { count: keys.length })}
                      onConfirm={() => remove.mutateAsync(keys.map(Number))}
                      onDeleted={clear}
                    />
                  ),
                }
              : undefined
          }
        />
      </Flex>
    </>
  );
}
