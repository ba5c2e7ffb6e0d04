import type { ListSort } from '@armada/domain';
import { Tag } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableColumn } from '../../../shared/ListTable';
import { MasterDataList } from '../common/MasterDataList';
import type { VehicleRow } from '../types';
import { LastReport } from './LastReport';
import { VehicleForm } from './VehicleForm';

const DEFAULT_SORT: ListSort = { field: 'license_plate', direction: 'asc' };
const plateOf = (row: VehicleRow) => row.license_plate;

/** 'Kendaraan': the fleet with its GPS device and whether that device has reported. */
export function VehicleTab() {
  const { t } = useTranslation();
  const columns = useCallback(
    (open: (row: VehicleRow) => ReactNode): ListTableColumn<VehicleRow>[] => [
      {
        key: 'plate',
        title: t('masterData.vehicle.plate'),
        sortKey: 'license_plate',
        render: (_, row) => open(row),
      },
      {
        key: 'lastReport',
        title: t('masterData.vehicle.lastReport'),
        sortKey: 'last_position_on',
        render: (_, row) => <LastReport vehicle={row} />,
      },
      {
        key: 'status',
        title: t('masterData.vehicle.status'),
        render: (_, row) =>
          row.is_active ? (
            <Tag color="success">{t('masterData.active')}</Tag>
          ) : (
            <Tag>{t('masterData.inactive')}</Tag>
          ),
      },
      { key: 'type', title: t('masterData.vehicle.type'), render: (_, row) => row.vehicle_type.type },
      { key: 'box', title: t('masterData.vehicle.boxType'), render: (_, row) => row.box_type?.name ?? '-' },
      { key: 'imei', title: t('masterData.vehicle.imei'), render: (_, row) => row.imei ?? '-' },
      { key: 'home', title: t('masterData.vehicle.home'), render: (_, row) => row.home_address?.name ?? '-' },
      { key: 'driver', title: t('masterData.vehicle.driver'), render: (_, row) => row.driver?.name ?? '-' },
    ],
    [t],
  );
  return (
    <MasterDataList<VehicleRow>
      entity="vehicle"
      columns={columns}
      rowLabel={plateOf}
      defaultSort={DEFAULT_SORT}
      Form={VehicleForm}
    />
  );
}
