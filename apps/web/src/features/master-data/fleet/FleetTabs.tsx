import type { ListSort } from '@armada/domain';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTableColumn } from '../../../shared/ListTable';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import { MasterDataList } from '../common/MasterDataList';
import type { BoxTypeRow, VehicleGroupRow, VehicleTypeRow } from '../types';
import { BoxTypeForm, VehicleGroupForm, VehicleTypeForm } from './FleetForms';

const BY_NAME: ListSort = { field: 'name', direction: 'asc' };
const BY_TYPE: ListSort = { field: 'type', direction: 'asc' };
const nameOf = (row: { name: string }) => row.name;
const typeOf = (row: VehicleTypeRow) => row.type;

/** 'Tipe Kendaraan'. */
export function VehicleTypeTab() {
  const { t } = useTranslation();
  const columns = useCallback(
    (open: (row: VehicleTypeRow) => ReactNode): ListTableColumn<VehicleTypeRow>[] => [
      {
        key: 'type',
        title: t('masterData.vehicleType.type'),
        sortKey: 'type',
        render: (_, row) => open(row),
      },
    ],
    [t],
  );
  return (
    <MasterDataList<VehicleTypeRow>
      entity="vehicle-type"
      columns={columns}
      rowLabel={typeOf}
      defaultSort={BY_TYPE}
      Form={VehicleTypeForm}
    />
  );
}

/** 'Jenis Box' with its capacity, which a vendor rate and a task's load check read. */
export function BoxTypeTab() {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const measure = (value: number | null) => (value === null ? '-' : number(value));
  const columns = useCallback(
    (open: (row: BoxTypeRow) => ReactNode): ListTableColumn<BoxTypeRow>[] => [
      { key: 'name', title: t('masterData.boxType.name'), sortKey: 'name', render: (_, row) => open(row) },
      {
        key: 'weight',
        title: t('masterData.boxType.maxWeight'),
        sortKey: 'max_weight_kg',
        align: 'right',
        render: (_, row) => measure(row.max_weight_kg),
      },
      {
        key: 'volume',
        title: t('masterData.boxType.maxVolume'),
        sortKey: 'max_volume_cbm',
        align: 'right',
        render: (_, row) => measure(row.max_volume_cbm),
      },
    ],
    [t, number],
  );
  return (
    <MasterDataList<BoxTypeRow>
      entity="box-type"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={BY_NAME}
      Form={BoxTypeForm}
    />
  );
}

/** 'Grup Kendaraan': the groups the Alert Center's rules target. */
export function VehicleGroupTab() {
  const { t } = useTranslation();
  const columns = useCallback(
    (open: (row: VehicleGroupRow) => ReactNode): ListTableColumn<VehicleGroupRow>[] => [
      {
        key: 'name',
        title: t('masterData.vehicleGroup.name'),
        sortKey: 'name',
        render: (_, row) => open(row),
      },
      {
        key: 'vehicles',
        title: t('masterData.vehicleGroup.vehicles'),
        ellipsis: true,
        render: (_, row) => row.vehicles.map((vehicle) => vehicle.license_plate).join(', ') || '-',
      },
      {
        key: 'total',
        title: t('masterData.vehicleGroup.total'),
        sortKey: 'total_vehicles',
        align: 'right',
        dataIndex: 'total_vehicles',
      },
    ],
    [t],
  );
  return (
    <MasterDataList<VehicleGroupRow>
      entity="vehicle-group"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={BY_NAME}
      Form={VehicleGroupForm}
    />
  );
}
