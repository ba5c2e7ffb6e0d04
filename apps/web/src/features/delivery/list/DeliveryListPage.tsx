import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { type DeliveryOrderListRow, hasScope } from '@armada/domain';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { BulkDeleteButton, fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { DELIVERY_CREATE_PATH } from '../../../shared/paths/delivery';
import { DELIVERY_IMPORT_PATH } from '../../../shared/paths/delivery-import';
import { useDeleteDeliveryOrders, useDeliveryOrderList } from '../api';
import { DELIVERY_DEFAULT_SORT, useDeliveryColumns } from './columns';
import { DeliveryListFilters } from './DeliveryListFilters';

/** 'Impor' and the create button, for a user who may create orders. */
function HeaderActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex gap={8} wrap>
      <Button icon={<ImportOutlined aria-hidden />} onClick={() => navigate(DELIVERY_IMPORT_PATH)}>
        {t('deliveryList.import')}
      </Button>
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => navigate(DELIVERY_CREATE_PATH)}
      >
        {t('deliveryList.create')}
      </Button>
    </Flex>
  );
}

/** /delivery/ (menu 'Pengiriman'): the company's delivery orders in the shared list table. */
export function DeliveryListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [state, setState] = useUrlListState();
  const list = useDeliveryOrderList(state);
  const columns = useDeliveryColumns();
  const remove = useDeleteDeliveryOrders();
  const canCreate = hasScope(user.scopes, 'delivery-order:create');

  return (
    <>
      <PageHeader
        title={t('deliveryList.title')}
        subtitle={t('deliveryList.subtitle')}
        afterTitle={canCreate && <HeaderActions />}
      />
      <ListTable<DeliveryOrderListRow>
        caption={t('deliveryList.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={DELIVERY_DEFAULT_SORT}
        searchPlaceholder={t('deliveryList.searchPlaceholder')}
        filters={<DeliveryListFilters state={state} onStateChange={setState} />}
        selection={
          hasScope(user.scopes, 'delivery-order:delete')
            ? {
                rowLabel: (row) => row.number,
                actions: ({ keys, clear }) => (
                  <BulkDeleteButton
                    count={keys.length}
                    title={t('deliveryList.delete.title')}
                    content={t('deliveryList.delete.confirm', { count: keys.length })}
                    successMessage={t('deliveryList.delete.done', { count: keys.length })}
                    onConfirm={() => remove.mutateAsync(keys)}
                    onDeleted={clear}
                  />
                ),
              }
            : undefined
        }
      />
    </>
  );
}
