import {
  type DeliveryOrderDetail,
  type DeliveryOrderStatus,
  formatDateTime,
  formatVolume,
  formatWeight,
} from '@armada/domain';
import { Card, Descriptions, type DescriptionsProps, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';

/** antd preset colours: grey before a task takes it, blue on its way, green delivered, red dropped. */
const STATUS_COLORS: Record<DeliveryOrderStatus, string> = {
  OPEN: 'default',
  ASSIGNED: 'blue',
  PICKED_UP: 'processing',
  IN_TRANSIT: 'geekblue',
  DELIVERED: 'success',
  CANCELED: 'error',
};

export function DeliveryStatusTag({ status }: { status: DeliveryOrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`delivery.status.${status}`)}</Tag>;
}

const place = (address: { name: string; city: string }) => `${address.name}, ${address.city}`;

/** The order's own fields (section 3 'Delivery order'). */
export function DeliveryOrderCard({ order }: { order: DeliveryOrderDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const empty = t('common.empty');
  const time = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : empty);
  const transits = [...order.transits].sort((a, b) => a.sequence - b.sequence);

  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: t('deliveryDetail.order.status'),
      children: (
        <Flex gap={4} wrap>
          <DeliveryStatusTag status={order.status.name} />
          {order.is_load_adjusted && <Tag color="orange">{t('deliveryDetail.order.loadAdjusted')}</Tag>}
          {order.is_from_vendor_request && (
            <Tag color="purple">{t('deliveryDetail.order.fromVendorRequest')}</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'shipmentType',
      label: t('deliveryDetail.order.shipmentType'),
      children: t(`deliveryDetail.shipmentType.${order.shipment_type}`),
    },
    { key: 'customer', label: t('deliveryDetail.order.customer'), children: order.customer.name },
    {
      key: 'billedCustomer',
      label: t('deliveryDetail.order.billedCustomer'),
      children: order.billed_customer?.name ?? empty,
    },
    { key: 'origin', label: t('deliveryDetail.order.origin'), children: place(order.origin_address) },
    {
      key: 'destination',
      label: t('deliveryDetail.order.destination'),
      children: place(order.destination_address),
    },
    {
      key: 'transits',
      label: t('deliveryDetail.order.transits'),
      children:
        transits.length === 0 ? (
          t('deliveryDetail.order.noTransits')
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {transits.map((transit) => (
              <li key={`${transit.sequence}-${transit.id}`}>{place(transit)}</li>
            ))}
          </ol>
        ),
    },
    {
      key: 'expectedPickup',
      label: t('deliveryDetail.order.expectedPickup'),
      children: time(order.expected_pickup_on),
    },
    {
      key: 'expectedDelivered',
      label: t('deliveryDetail.order.expectedDelivered'),
      children: time(order.expected_delivered_on),
    },
    {
      key: 'shipmentNumber',
      label: t('deliveryDetail.order.shipmentNumber'),
      children: order.shipment_number ?? empty,
    },
    {
      key: 'referenceNumber',
      label: t('deliveryDetail.order.referenceNumber'),
      children: order.reference_number ?? empty,
    },
    {
      key: 'externalReferenceNumber',
      label: t('deliveryDetail.order.externalReferenceNumber'),
      children: order.external_reference_number ?? empty,
    },
    {
      key: 'totalWeight',
      label: t('deliveryDetail.order.totalWeight'),
      children: formatWeight(order.load_weight, language),
    },
    {
      key: 'totalVolume',
      label: t('deliveryDetail.order.totalVolume'),
      children: formatVolume(order.load_volume, language),
    },
    { key: 'note', label: t('deliveryDetail.order.note'), children: order.note ?? empty },
    { key: 'createdOn', label: t('deliveryDetail.order.createdOn'), children: time(order.created_on) },
    { key: 'updatedOn', label: t('deliveryDetail.order.updatedOn'), children: time(order.updated_on) },
  ];

  return (
    <Card title={t('deliveryDetail.order.title')}>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />
    </Card>
  );
}
