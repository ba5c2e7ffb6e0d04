import {
  type FleetTaskListRow,
  formatDateTime,
  formatVolume,
  formatWeight,
  type ListSort,
  showsVendorColumn,
} from '@armada/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../../platform/session/session-context';
import { FleetTaskStatusTag } from '../../../../shared/FleetTaskStatusTag';
import type { ListTableColumn } from '../../../../shared/ListTable';
import { fleetTaskDetailPath } from '../../../../shared/paths/fleet-task';
import { useNumberFormat } from '../../../../shared/useNumberFormat';

/** The server's order when no sort is chosen (its list definition): newest first. */
export const FLEET_TASK_DEFAULT_SORT: ListSort = { field: 'created_on', direction: 'desc' };

type Column = ListTableColumn<FleetTaskListRow>;

const dash = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

/**
 * The fleet task list's columns. Sortable ones carry the API's sort keys; the vendor name shows only
 * to users holding a vms scope (fleet-task-planning.md section 6).
 */
export function useFleetTaskColumns(): Column[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useCurrentUser();
  const formatCount = useNumberFormat();
  const timeZone = user.company.time_zone;
  const withVendor = showsVendorColumn(user.scopes);

  return useMemo(() => {
    const dateTime = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : '-');
    const columns: (Column | false)[] = [
      {
        key: 'number',
        title: t('fleetTaskList.columns.number'),
        sortKey: 'number',
        fixed: 'left',
        render: (_, row) => <Link to={fleetTaskDetailPath(row.id)}>{row.number}</Link>,
      },
      {
        key: 'status',
        title: t('fleetTaskList.columns.status'),
        render: (_, row) => <FleetTaskStatusTag status={row.status.name} />,
      },
      {
        key: 'departure',
        title: t('fleetTaskList.columns.departure'),
        sortKey: 'expected_departure_on',
        render: (_, row) => dateTime(row.expected_departure_on),
      },
      {
        key: 'shipmentReference',
        title: t('fleetTaskList.columns.shipmentReference'),
        render: (_, row) => dash(row.shipment_reference),
      },
      {
        key: 'vehicle',
        title: t('fleetTaskList.columns.vehicle'),
        render: (_, row) => dash(row.vehicle?.license_plate),
      },
      {
        key: 'driver',
        title: t('fleetTaskList.columns.driver'),
        render: (_, row) => dash(row.driver_user?.name),
      },
      withVendor && {
        key: 'vendor',
        title: t('fleetTaskList.columns.vendor'),
        render: (_, row) => dash(row.vendor?.name),
      },
      {
        key: 'origin',
        title: t('fleetTaskList.columns.origin'),
        render: (_, row) => dash(row.origin_city),
      },
      {
        key: 'destination',
        title: t('fleetTaskList.columns.destination'),
        render: (_, row) => dash(row.destination_city),
      },
      {
        key: 'weight',
        title: t('fleetTaskList.columns.weight'),
        sortKey: 'load_weight',
        align: 'right',
        render: (_, row) => formatWeight(row.current_total_weight, language),
      },
      {
        key: 'volume',
        title: t('fleetTaskList.columns.volume'),
        sortKey: 'load_volume',
        align: 'right',
        render: (_, row) => formatVolume(row.current_total_volume, language),
      },
      {
        key: 'orders',
        title: t('fleetTaskList.columns.orders'),
        align: 'right',
        render: (_, row) => formatCount(row.delivery_order_count),
      },
      {
        key: 'points',
        title: t('fleetTaskList.columns.points'),
        align: 'right',
        render: (_, row) => formatCount(row.point_count),
      },
      {
        key: 'created',
        title: t('fleetTaskList.columns.createdOn'),
        sortKey: 'created_on',
        render: (_, row) => dateTime(row.created_on),
      },
    ];
    return columns.filter((column): column is Column => column !== false);
  }, [t, language, timeZone, withVendor, formatCount]);
}
