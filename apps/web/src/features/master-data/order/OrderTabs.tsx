import type { ListSort } from '@armada/domain';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableColumn } from '../../../shared/ListTable';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import { MasterDataList } from '../common/MasterDataList';
import type { CustomerRow, ProductRow, ProductTypeRow } from '../types';
import { CustomerForm, ProductForm, ProductTypeForm } from './OrderForms';

const BY_NAME: ListSort = { field: 'name', direction: 'asc' };
const nameOf = (row: { name: string }) => row.name;

/** 'Pelanggan': who orders are for. */
export function CustomerTab() {
  const { t } = useTranslation();
  const columns = useCallback(
    (open: (row: CustomerRow) => ReactNode): ListTableColumn<CustomerRow>[] => [
      { key: 'name', title: t('masterData.customer.name'), sortKey: 'name', render: (_, row) => open(row) },
      { key: 'phone', title: t('masterData.customer.phone'), render: (_, row) => row.phone_number ?? '-' },
      { key: 'email', title: t('masterData.customer.email'), render: (_, row) => row.email ?? '-' },
    ],
    [t],
  );
  return (
    <MasterDataList<CustomerRow>
      entity="customer"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={BY_NAME}
      Form={CustomerForm}
    />
  );
}

/** 'Produk' with its unit and the weight and volume of one unit, which a new load copies. */
export function ProductTab() {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const columns = useCallback(
    (open: (row: ProductRow) => ReactNode): ListTableColumn<ProductRow>[] => [
      { key: 'name', title: t('masterData.product.name'), sortKey: 'name', render: (_, row) => open(row) },
      {
        key: 'type',
        title: t('masterData.product.type'),
        sortKey: 'product_type.name',
        render: (_, row) => row.product_type.name,
      },
      { key: 'uom', title: t('masterData.product.uom'), sortKey: 'uom', dataIndex: 'uom' },
      {
        key: 'weight',
        title: t('masterData.product.weight'),
        align: 'right',
        render: (_, row) => number(row.conversion_weight_value),
      },
      {
        key: 'volume',
        title: t('masterData.product.volume'),
        align: 'right',
        render: (_, row) => number(row.conversion_volume_value),
      },
    ],
    [t, number],
  );
  return (
    <MasterDataList<ProductRow>
      entity="product"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={BY_NAME}
      Form={ProductForm}
    />
  );
}

/** 'Tipe Produk'. */
export function ProductTypeTab() {
  const { t } = useTranslation();
  const columns = useCallback(
    (open: (row: ProductTypeRow) => ReactNode): ListTableColumn<ProductTypeRow>[] => [
      {
        key: 'name',
        title: t('masterData.productType.name'),
        sortKey: 'name',
        render: (_, row) => open(row),
      },
    ],
    [t],
  );
  return (
    <MasterDataList<ProductTypeRow>
      entity="product-type"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={BY_NAME}
      Form={ProductTypeForm}
    />
  );
}
