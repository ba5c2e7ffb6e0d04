import { formatDateTime, formatVolume, formatWeight, type VendorRequestDetail } from '@armada/domain';
import { Card, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';

type Order = VendorRequestDetail['delivery_orders'][number];
type Load = Order['loads'][number];

function LoadsTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const columns: TableProps<Load>['columns'] = [
    {
      key: 'product',
      title: t('vendorRequest.detail.load.product'),
      render: (_, load) => `${load.product.name} (${load.product.product_type.name})`,
    },
    {
      key: 'quantity',
      title: t('vendorRequest.detail.load.quantity'),
      align: 'right',
      render: (_, load) =>
        `${load.quantity.toLocaleString(language === 'id' ? 'id-ID' : 'en-US')} ${load.uom}`,
    },
    {
      key: 'weight',
      title: t('vendorRequest.detail.load.weight'),
      align: 'right',
      render: (_, load) => formatWeight(load.total_weight, language),
    },
    {
      key: 'volume',
      title: t('vendorRequest.detail.load.volume'),
      align: 'right',
      render: (_, load) => formatVolume(load.total_volume, language),
    },
  ];
  return (
    <Table<Load>
      size="small"
      caption={t('vendorRequest.detail.loads', { number: order.number })}
      columns={columns}
      dataSource={order.loads}
      rowKey={(load) => `${load.product.name}-${load.uom}-${load.quantity}`}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

/** The orders of the request with their places, times and loads; never a price. */
export function RequestOrdersCard({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const timeZone = useCurrentUser().company.time_zone;
  const time = (value: string | null) => (value ? formatDateTime(value, timeZone, language) : '-');
  const columns: TableProps<Order>['columns'] = [
    { key: 'number', title: t('vendorRequest.detail.order.number'), render: (_, order) => order.number },
    {
      key: 'customer',
      title: t('vendorRequest.detail.order.customer'),
      render: (_, order) => order.customer.name,
    },
    {
      key: 'origin',
      title: t('vendorRequest.detail.order.origin'),
      render: (_, order) => <span title={order.origin_address.full_name}>{order.origin_address.name}</span>,
    },
    {
      key: 'destination',
      title: t('vendorRequest.detail.order.destination'),
      render: (_, order) => (
        <span title={order.destination_address.full_name}>{order.destination_address.name}</span>
      ),
    },
    {
      key: 'pickup',
      title: t('vendorRequest.detail.order.pickup'),
      render: (_, order) => time(order.expected_pickup_on),
    },
    {
      key: 'delivery',
      title: t('vendorRequest.detail.order.delivery'),
      render: (_, order) => time(order.expected_delivered_on),
    },
    {
      key: 'weight',
      title: t('vendorRequest.detail.order.weight'),
      align: 'right',
      render: (_, order) => formatWeight(order.load_weight, language),
    },
    {
      key: 'volume',
      title: t('vendorRequest.detail.order.volume'),
      align: 'right',
      render: (_, order) => formatVolume(order.load_volume, language),
    },
  ];
  return (
    <Card title={t('vendorRequest.detail.orders')}>
      <Table<Order>
        caption={t('vendorRequest.detail.ordersCaption')}
        columns={columns}
        dataSource={orders}
        rowKey={(order) => order.number}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (order) => <LoadsTable order={order} />,
          rowExpandable: (order) => order.loads.length > 0,
          defaultExpandAllRows: orders.length <= 3,
        }}
      />
    </Card>
  );
}
