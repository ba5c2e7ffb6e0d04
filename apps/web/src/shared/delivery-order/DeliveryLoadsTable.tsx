import {
  currentLoadQuantity,
  type DeliveryLoadResponse,
  deliveryLoadTotals,
  formatVolume,
  formatWeight,
} from '@armada/domain';
import { Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useLabelledTable } from '../ListTable/table-parts';
import { LongText } from '../LongText';
import { useNumberFormat } from '../useNumberFormat';

export interface DeliveryLoadsTableProps {
  loads: readonly DeliveryLoadResponse[];
  loading?: boolean;
  /** The table's accessible name. */
  label: string;
}

/** A quantity with its unit, or '-' while the stop has not recorded one. */
function useQuantity() {
  const format = useNumberFormat();
  const { t } = useTranslation();
  return (value: number | null, uom: string) =>
    value === null ? t('common.empty') : `${format(value)} ${uom}`;
}

function ProductCell({ load }: { load: DeliveryLoadResponse }) {
  return (
    <Flex vertical>
      <LongText text={load.product.name} />
      <Typography.Text type="secondary">{load.product.product_type.name}</Typography.Text>
    </Flex>
  );
}

/** A load's weight and volume at its current quantity, so the rows add up to the order's total. */
const currentTotals = (load: DeliveryLoadResponse) =>
  deliveryLoadTotals({ ...load, quantity: currentLoadQuantity(load) });

/**
 * An order's loads: the plan against what was picked up and delivered, with the marks of a load
 * adjustment (section 3 'Delivery load'). Used by the delivery page and the 'Lihat Muatan' modal.
 */
export function DeliveryLoadsTable({ loads, loading, label }: DeliveryLoadsTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const quantity = useQuantity();
  const components = useLabelledTable(label);
  const columns: TableColumnsType<DeliveryLoadResponse> = [
    {
      key: 'product',
      title: t('fleetTaskActivity.loads.product'),
      render: (_, load) => <ProductCell load={load} />,
    },
    {
      key: 'planned',
      title: t('fleetTaskActivity.loads.planned'),
      align: 'right',
      render: (_, load) => quantity(load.quantity, load.uom),
    },
    {
      key: 'picked',
      title: t('fleetTaskActivity.loads.picked'),
      align: 'right',
      render: (_, load) => (
        <Flex vertical align="end" gap={2}>
          {quantity(load.quantity_picked, load.uom)}
          {load.is_adjusted_picked && <Tag color="orange">{t('fleetTaskActivity.loads.adjustedPicked')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'delivered',
      title: t('fleetTaskActivity.loads.delivered'),
      align: 'right',
      render: (_, load) => (
        <Flex vertical align="end" gap={2}>
          {quantity(load.quantity_delivered, load.uom)}
          {load.is_adjusted_delivered && (
            <Tag color="orange">{t('fleetTaskActivity.loads.adjustedDelivered')}</Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'weight',
      title: t('fleetTaskActivity.loads.weight'),
      align: 'right',
      render: (_, load) => formatWeight(currentTotals(load).weight, language),
    },
    {
      key: 'volume',
      title: t('fleetTaskActivity.loads.volume'),
      align: 'right',
      render: (_, load) => formatVolume(currentTotals(load).volume, language),
    },
  ];
  return (
    <Table<DeliveryLoadResponse>
      components={components}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...loads]}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleetTaskActivity.loads.empty')} />
        ),
      }}
    />
  );
}
