import { formatDateTime, formatVolume, formatWeight, type VendorRequestRow } from '@armada/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import type { ListTableColumn } from '../../../shared/ListTable';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { vendorRequestDetailPath } from '../../../shared/paths/vendor-request';
import { routeSummary } from '../components/route-summary';
import { VendorRequestStatusTag } from '../components/VendorRequestStatusTag';

type Column = ListTableColumn<VendorRequestRow>;

/** Columns of the inbox: who sends, the route, when, how much, and the answer. */
export function useVendorRequestColumns(): Column[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;

  return useMemo(() => {
    const time = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : '-');
    return [
      {
        key: 'number',
        title: t('vendorRequest.columns.number'),
        fixed: 'left',
        render: (_, row) => <Link to={vendorRequestDetailPath(row.id)}>{row.sender_fleet_task.number}</Link>,
      },
      {
        key: 'sender',
        title: t('vendorRequest.columns.sender'),
        render: (_, row) => row.sender_company.name,
      },
      {
        key: 'route',
        title: t('vendorRequest.columns.route'),
        render: (_, row) => (
          <span>
            {routeSummary(row.route)}
            <br />
            <small>{t('vendorRequest.stopsCount', { count: row.route.stop_count })}</small>
          </span>
        ),
      },
      {
        key: 'departure',
        title: t('vendorRequest.columns.departure'),
        sortKey: 'expected_departure_on',
        render: (_, row) => time(row.expected_departure_on),
      },
      {
        key: 'earliestPickup',
        title: t('vendorRequest.columns.earliestPickup'),
        render: (_, row) => time(row.earliest_pickup_on),
      },
      {
        key: 'orders',
        title: t('vendorRequest.columns.orders'),
        align: 'right',
        render: (_, row) => t('vendorRequest.ordersCount', { count: row.delivery_order_count }),
      },
      {
        key: 'weight',
        title: t('vendorRequest.columns.weight'),
        align: 'right',
        render: (_, row) => formatWeight(row.total_weight, language),
      },
      {
        key: 'volume',
        title: t('vendorRequest.columns.volume'),
        align: 'right',
        render: (_, row) => formatVolume(row.total_volume, language),
      },
      {
        key: 'status',
        title: t('vendorRequest.columns.status'),
        sortKey: 'status.name',
        render: (_, row) => <VendorRequestStatusTag status={row.status.name} />,
      },
      {
        key: 'received',
        title: t('vendorRequest.columns.received'),
        sortKey: 'created_on',
        render: (_, row) => time(row.created_on),
      },
      {
        key: 'ownTask',
        title: t('vendorRequest.columns.ownTask'),
        render: (_, row) =>
          row.vendor_fleet_task ? (
            <Link to={fleetTaskDetailPath(row.vendor_fleet_task.id)}>{row.vendor_fleet_task.number}</Link>
          ) : (
            '-'
          ),
      },
    ];
  }, [t, language, timeZone]);
}
