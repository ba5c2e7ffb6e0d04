import type { ListSort } from '@armada/domain';
import { Tag } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableColumn } from '../../../shared/ListTable';
import { MasterDataList } from '../common/MasterDataList';
import type { AddressRow } from '../types';
import { AddressForm } from './AddressForm';

const DEFAULT_SORT: ListSort = { field: 'name', direction: 'asc' };
const nameOf = (row: AddressRow) => row.name;
const coordinates = (row: AddressRow) =>
  `${row.geolocation.latitude.toFixed(5)}, ${row.geolocation.longitude.toFixed(5)}`;

/** 'Alamat': the company's garages and customers' addresses. */
export function AddressTab() {
  const { t } = useTranslation();
  const columns = useCallback(
    (open: (row: AddressRow) => ReactNode): ListTableColumn<AddressRow>[] => [
      {
        key: 'name',
        title: t('masterData.address.name'),
        sortKey: 'name',
        render: (_, row) => (
          <>
            {open(row)} {row.is_garage && <Tag color="blue">{t('masterData.address.garageTag')}</Tag>}
          </>
        ),
      },
      {
        key: 'full_name',
        title: t('masterData.address.fullName'),
        dataIndex: 'full_name',
        ellipsis: true,
        width: 280,
      },
      { key: 'city', title: t('masterData.address.city'), dataIndex: 'city', sortKey: 'city' },
      {
        key: 'province',
        title: t('masterData.address.province'),
        dataIndex: 'province',
        sortKey: 'province',
      },
      {
        key: 'coordinates',
        title: t('masterData.address.coordinates'),
        render: (_, row) => coordinates(row),
      },
      {
        key: 'radius',
        title: t('masterData.address.radius'),
        align: 'right',
        render: (_, row) => row.geofence_radius_m ?? '-',
      },
    ],
    [t],
  );
  return (
    <MasterDataList<AddressRow>
      entity="address"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={DEFAULT_SORT}
      Form={AddressForm}
    />
  );
}
