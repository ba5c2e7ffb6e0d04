import {
  type DeliveryOrderListRow,
  formatDateTime,
  formatVolume,
  formatWeight,
  type ListSort,
} from '@armada/domain';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import type { ListTableColumn } from '../../../shared/ListTable';
import { deliveryDetailPath } from '../../../shared/paths/delivery';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { DeliveryStatusTag } from '../components/DeliveryOrderCard';

/** The server's order when no sort is chosen (its list definition): newest first. */
export const DELIVERY_DEFAULT_SORT: ListSort = { field: 'created_on', direction: 'desc' };

type Column = ListTableColumn<DeliveryOrderListRow>;

function Place({ place }: { place: { name: string; city: string } }) {
  return (
    <Flex vertical>
      <span>{place.name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {place.city}
      </Typography.Text>
    </Flex>
  );
}

/** The delivery list's columns; the sortable ones carry the API's sort keys. */
export function useDeliveryColumns(): Column[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;

  return useMemo(() => {
    const dateTime = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : '-');
    const columns: Column[] = [
      {
        key: 'number',
        title: t('deliveryList.columns.number'),
        sortKey: 'number',
        fixed: 'left',
        render: (_, row) => <Link to={deliveryDetailPath(row.id)}>{row.number}</Link>,
      },
      {
        key: 'shipmentType',
        title: t('deliveryList.columns.shipmentType'),
        render: (_, row) =>
          row.shipment_type === 'TRANSIT' ? (
            <Tag color="purple">{t('deliveryList.transitFlag')}</Tag>
          ) : (
            t('deliveryDetail.shipmentType.DIRECT')
          ),
      },
      {
        key: 'customer',
        title: t('deliveryList.columns.customer'),
        sortKey: 'customer.name',
        render: (_, row) => row.customer.name,
      },
      {
        key: 'billedCustomer',
        title: t('deliveryList.columns.billedCustomer'),
        render: (_, row) => row.billed_customer?.name ?? '-',
      },
      {
        key: 'origin',
        title: t('deliveryList.columns.origin'),
        render: (_, row) => <Place place={row.origin_address} />,
      },
      {
        key: 'destination',
        title: t('deliveryList.columns.destination'),
        render: (_, row) => <Place place={row.destination_address} />,
      },
      {
        key: 'expectedPickup',
        title: t('deliveryList.columns.expectedPickup'),
        sortKey: 'expected_pickup_on',
        render: (_, row) => dateTime(row.expected_pickup_on),
      },
      {
        key: 'expectedDelivered',
        title: t('deliveryList.columns.expectedDelivered'),
        sortKey: 'expected_delivered_on',
        render: (_, row) => dateTime(row.expected_delivered_on),
      },
      {
        key: 'weight',
        title: t('deliveryList.columns.weight'),
        align: 'right',
        render: (_, row) => formatWeight(row.load_weight, language),
      },
      {
        key: 'volume',
        title: t('deliveryList.columns.volume'),
        align: 'right',
        render: (_, row) => formatVolume(row.load_volume, language),
      },
      {
        key: 'status',
        title: t('deliveryList.columns.status'),
        render: (_, row) => <DeliveryStatusTag status={row.status.name} />,
      },
      {
        key: 'fleetTask',
        title: t('deliveryList.columns.fleetTask'),
        render: (_, row) =>
          row.fleet_task ? (
            <Link to={fleetTaskDetailPath(row.fleet_task.id)}>{row.fleet_task.number}</Link>
          ) : (
            '-'
          ),
      },
    ];
    return columns.map((column) => ({ ...column, onCell: () => ({ style: { whiteSpace: 'nowrap' } }) }));
  }, [t, language, timeZone]);
}
