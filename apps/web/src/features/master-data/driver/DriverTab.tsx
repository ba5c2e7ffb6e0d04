import { DATE_FORMAT, type ListSort } from '@armada/domain';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { ListTableColumn } from '../../../shared/ListTable';
import { MasterDataList } from '../common/MasterDataList';
import type { DriverRow } from '../types';
import { DriverForm } from './DriverForm';

const DEFAULT_SORT: ListSort = { field: 'name', direction: 'asc' };
const nameOf = (row: DriverRow) => row.name;

/** 'Pengemudi': the company's drivers (users with the driver role). */
export function DriverTab() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns = useCallback(
    (open: (row: DriverRow) => ReactNode): ListTableColumn<DriverRow>[] => [
      { key: 'name', title: t('masterData.driver.name'), sortKey: 'name', render: (_, row) => open(row) },
      { key: 'email', title: t('masterData.driver.email'), dataIndex: 'email' },
      { key: 'phone', title: t('masterData.driver.phone'), render: (_, row) => row.phone_no ?? '-' },
      { key: 'device', title: t('masterData.driver.deviceId'), render: (_, row) => row.device_id ?? '-' },
      {
        key: 'licence',
        title: t('masterData.driver.licenceNumber'),
        render: (_, row) => row.licence_number ?? '-',
      },
      {
        key: 'expiry',
        title: t('masterData.driver.licenceExpiry'),
        sortKey: 'licence_expiry',
        render: (_, row) =>
          row.licence_expiry ? dayjs(row.licence_expiry).locale(language).format(DATE_FORMAT) : '-',
      },
      {
        key: 'status',
        title: t('masterData.driver.status'),
        render: (_, row) =>
          row.is_active ? (
            <Tag color="success">{t('masterData.active')}</Tag>
          ) : (
            <Tag>{t('masterData.inactive')}</Tag>
          ),
      },
    ],
    [t, language],
  );
  return (
    <MasterDataList<DriverRow>
      entity="driver"
      columns={columns}
      rowLabel={nameOf}
      defaultSort={DEFAULT_SORT}
      Form={DriverForm}
    />
  );
}
