import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import {
  type ActivityMenuAction,
  formatVolume,
  formatWeight,
  type Language,
  type MovementDirection,
  type SequenceActivityResponse,
  type SequencePointResponse,
} from '@armada/domain';
import { Button, Flex, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { deliveryDetailPath } from '../../../shared/paths/delivery';
import { ActivityRowMenu } from './ActivityRowMenu';
import type { ActivityColumnKey } from './activity-columns';

export interface CellContext {
  t: TFunction;
  language: Language;
  timeZone: string;
  point: SequencePointResponse;
  /** Different orders on the task (the only one cannot be transferred or removed). */
  orderCount: number;
  movePending: boolean;
  formatTime: (value: string | null) => string;
  onMove: (
    point: SequencePointResponse,
    activity: SequenceActivityResponse,
    direction: MovementDirection,
  ) => void;
  onMenu: (
    action: ActivityMenuAction,
    point: SequencePointResponse,
    activity: SequenceActivityResponse,
  ) => void;
}

type Row = SequenceActivityResponse;
type Cell = Omit<ColumnType<Row>, 'key'>;

const orEmpty = (value: string | null) => (value === null || value === '' ? '-' : value);

export function MoveArrows({ context, row }: { context: CellContext; row: Row }) {
  const { t, point, onMove, movePending } = context;
  const number = row.delivery_order.number;
  // Section 4: a direction is offered only when the row's movements list has it.
  const arrow = (direction: MovementDirection) => (
    <Button
      size="small"
      type="text"
      icon={direction === 'UP' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
      aria-label={t(
        direction === 'UP' ? 'fleetTaskSequence.table.moveUp' : 'fleetTaskSequence.table.moveDown',
        {
          number,
        },
      )}
      disabled={movePending || !row.movements.includes(direction)}
      onClick={() => onMove(point, row, direction)}
    />
  );
  return (
    <Space size={0}>
      {arrow('UP')}
      {arrow('DOWN')}
    </Space>
  );
}

type OrderColumn =
  | 'doNumber'
  | 'activity'
  | 'shipmentNumber'
  | 'reference'
  | 'orderReference'
  | 'customer'
  | 'target';

/** What the row says about its order: number, kind, references, customer and target time. */
function orderCells({ t, formatTime }: CellContext): Record<OrderColumn, Cell> {
  return {
    doNumber: {
      title: t('fleetTaskSequence.table.doNumber'),
      render: (_, row) => (
        <Flex gap={4} align="center" wrap={false}>
          <Link to={deliveryDetailPath(row.delivery_order.id)}>{row.delivery_order.number}</Link>
          {row.delivery_order.is_transit && <Tag color="purple">{t('fleetTaskSequence.table.transit')}</Tag>}
        </Flex>
      ),
    },
    activity: {
      title: t('fleetTaskSequence.table.activity'),
      render: (_, row) =>
        row.type === 'PICKUP' ? (
          <Tag color="blue">{t('fleetTaskSequence.table.pickup')}</Tag>
        ) : (
          <Tag color="green">{t('fleetTaskSequence.table.drop')}</Tag>
        ),
    },
    shipmentNumber: {
      title: t('fleetTaskSequence.table.shipmentNumber'),
      render: (_, row) => orEmpty(row.delivery_order.shipment_number),
    },
    reference: {
      title: t('fleetTaskSequence.table.reference'),
      render: (_, row) => orEmpty(row.delivery_order.reference_number),
    },
    orderReference: {
      title: t('fleetTaskSequence.table.orderReference'),
      render: (_, row) => orEmpty(row.delivery_order.external_reference_number),
    },
    customer: {
      title: t('fleetTaskSequence.table.customer'),
      render: (_, row) => row.delivery_order.customer.name,
    },
    target: {
      title: t('fleetTaskSequence.table.target'),
      render: (_, row) =>
        formatTime(
          row.type === 'PICKUP'
            ? row.delivery_order.expected_pickup_on
            : row.delivery_order.expected_delivered_on,
        ),
    },
  };
}

/** What the row says about the work at this point: order, progress, load, actions. */
function workCells(context: CellContext): Record<Exclude<ActivityColumnKey, OrderColumn>, Cell> {
  const { t, language, point } = context;
  return {
    move: {
      title: t('fleetTaskSequence.table.move'),
      render: (_, row) => <MoveArrows context={context} row={row} />,
    },
    status: {
      title: t('fleetTaskSequence.table.status'),
      render: (_, row) =>
        row.status.raw_type === 'COMPLETED' ? (
          <Tag color="success">{t('fleetTaskSequence.table.done')}</Tag>
        ) : (
          <Tag>{t('fleetTaskSequence.table.pending')}</Tag>
        ),
    },
    location: { title: t('fleetTaskSequence.table.location'), render: () => point.address?.name ?? '-' },
    actualTime: {
      title: t('fleetTaskSequence.table.actualTime'),
      render: (_, row) => context.formatTime(row.completed_on),
    },
    weight: {
      title: t('fleetTaskSequence.table.weight'),
      align: 'right',
      render: (_, row) => formatWeight(row.delivery_order.current_total_weight, language),
    },
    volume: {
      title: t('fleetTaskSequence.table.volume'),
      align: 'right',
      render: (_, row) => formatVolume(row.delivery_order.current_total_volume, language),
    },
    actions: {
      title: t('fleetTaskSequence.table.actions'),
      align: 'right',
      // Issue 26 item 1: the actions stay on screen however wide the row is.
      fixed: 'right',
      render: (_, row) => (
        <ActivityRowMenu
          activity={row}
          orderCount={context.orderCount}
          onChoose={(action) => context.onMenu(action, point, row)}
        />
      ),
    },
  };
}

/** The cell of each column; which ones show is activityColumnKeys' choice. */
export function activityCells(context: CellContext): Record<ActivityColumnKey, Cell> {
  return { ...orderCells(context), ...workCells(context) };
}
