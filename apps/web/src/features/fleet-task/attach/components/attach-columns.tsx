import {
  type DeliveryOrderRowResponse,
  formatDateTime,
  formatVolume,
  formatWeight,
  type ListSort,
} from '@armada/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import type { ListTableColumn } from '../../../../shared/ListTable';
import { deliveryDetailPath } from '../../../../shared/paths/delivery';

type Row = DeliveryOrderRowResponse;

/** The server's order of GET /delivery-order when no sort is chosen. */
export const ATTACH_DEFAULT_SORT: ListSort = { field: 'created_on', direction: 'desc' };

const orEmpty = (value: string | null) => (value === null || value === '' ? '-' : value);

/** Columns of the orders that can be attached: what a dispatcher weighs before adding one. */
export function useAttachColumns(timeZone: string): ListTableColumn<Row>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const time = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : '-');
  return [
    {
      key: 'number',
      sortKey: 'number',
      title: t('fleetTaskSequence.attach.number'),
      render: (_, row) => <Link to={deliveryDetailPath(row.id)}>{row.number}</Link>,
    },
    {
      key: 'shipment_type',
      title: t('fleetTaskSequence.attach.shipmentType'),
      render: (_, row) =>
        row.shipment_type === 'TRANSIT' ? (
          <Tag color="purple">{t('fleetTaskSequence.attach.transit')}</Tag>
        ) : (
          <Tag>{t('fleetTaskSequence.attach.direct')}</Tag>
        ),
    },
    {
      key: 'customer',
      sortKey: 'customer.name',
      title: t('fleetTaskSequence.attach.customer'),
      render: (_, row) => row.customer.name,
    },
    {
      key: 'origin',
      title: t('fleetTaskSequence.attach.origin'),
      render: (_, row) => row.origin_address.name,
    },
    {
      key: 'destination',
      title: t('fleetTaskSequence.attach.destination'),
      render: (_, row) => row.destination_address.name,
    },
    {
      key: 'expected_pickup_on',
      sortKey: 'expected_pickup_on',
      title: t('fleetTaskSequence.attach.pickupTarget'),
      render: (_, row) => time(row.expected_pickup_on),
    },
    {
      key: 'expected_delivered_on',
      sortKey: 'expected_delivered_on',
      title: t('fleetTaskSequence.attach.deliveryTarget'),
      render: (_, row) => time(row.expected_delivered_on),
    },
    {
      key: 'load_weight',
      align: 'right',
      title: t('fleetTaskSequence.attach.weight'),
      render: (_, row) => formatWeight(row.load_weight, language),
    },
    {
      key: 'load_volume',
      align: 'right',
      title: t('fleetTaskSequence.attach.volume'),
      render: (_, row) => formatVolume(row.load_volume, language),
    },
    {
      key: 'shipment_number',
      title: t('fleetTaskSequence.attach.shipmentNumber'),
      render: (_, row) => orEmpty(row.shipment_number),
    },
    {
      key: 'reference_number',
      title: t('fleetTaskSequence.attach.reference'),
      render: (_, row) => orEmpty(row.reference_number),
    },
  ];
}
