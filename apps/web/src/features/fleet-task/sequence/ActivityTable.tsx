import {
  type ActivityMenuAction,
  formatDateTime,
  formatVolume,
  formatWeight,
  type MovementDirection,
  type SequenceActivityResponse,
  type SequencePointResponse,
} from '@armada/domain';
import { Card, Descriptions, Empty, Flex, Grid, Table, theme } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useLabelledTable } from '../../../shared/ListTable/table-parts';
import { ActivityRowMenu } from './ActivityRowMenu';
import { activityCells, type CellContext, MoveArrows } from './activity-cells';
import type { ActivityColumnKey } from './activity-columns';

export interface ActivityTableProps {
  point: SequencePointResponse;
  /** Different orders on the task: its only one cannot be transferred or removed. */
  orderCount: number;
  /** The columns to show (activityColumnKeys), the same for every point of the sequence. */
  columnKeys: readonly ActivityColumnKey[];
  timeZone: string;
  /** The activity named by the route hash: the one just moved. */
  highlightedId: string | null;
  movePending: boolean;
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

function sum(rows: readonly SequenceActivityResponse[], pick: (row: SequenceActivityResponse) => number) {
  return rows.reduce((total, row) => total + pick(row), 0);
}

/** Below antd's `md` breakpoint (a phone) each activity is a card, not a table row. */
export const useActivityCards = () => Grid.useBreakpoint().md === false;

const CARD_HIDDEN: readonly ActivityColumnKey[] = ['move', 'actions', 'location'];

/**
 * At phone width each row is a card (issue 26 item 1): the same cells as the table's columns, one
 * under the other, and the row's actions at the bottom, all on screen without scrolling sideways.
 */
function ActivityCards(props: ActivityTableProps & { context: CellContext }) {
  const { point, columnKeys, context, highlightedId } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const cells = activityCells(context);
  if (point.activities.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listTable.empty')} />;
  }
  return (
    <Flex
      vertical
      gap={8}
      role="list"
      aria-label={t('fleetTaskSequence.table.caption', { name: point.address?.name ?? '-' })}
    >
      {point.activities.map((row, index) => (
        <Card
          key={row.id}
          id={row.id}
          size="small"
          role="listitem"
          data-testid="activity-card"
          style={row.id === highlightedId ? { background: token.colorPrimaryBg } : undefined}
        >
          <Descriptions
            size="small"
            column={1}
            items={columnKeys
              .filter((key) => !CARD_HIDDEN.includes(key))
              .map((key) => ({
                key,
                label: cells[key].title as React.ReactNode,
                children: cells[key].render?.(undefined, row, index) as React.ReactNode,
              }))}
          />
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
            {columnKeys.includes('move') ? <MoveArrows context={context} row={row} /> : <span />}
            {columnKeys.includes('actions') && (
              <ActivityRowMenu
                activity={row}
                orderCount={props.orderCount}
                onChoose={(action) => props.onMenu(action, point, row)}
              />
            )}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/** Section 2, 'Activity table per point': the point's pickups and drops, totals in the footer. */
export function ActivityTable(props: ActivityTableProps) {
  const { point, columnKeys, highlightedId } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const caption = t('fleetTaskSequence.table.caption', { name: point.address?.name ?? '-' });
  const components = useLabelledTable(caption);
  const context: CellContext = {
    t,
    language,
    timeZone: props.timeZone,
    point,
    orderCount: props.orderCount,
    movePending: props.movePending,
    onMove: props.onMove,
    onMenu: props.onMenu,
    formatTime: (value) => (value ? formatDateTime(value, props.timeZone, language) : '-'),
  };
  const asCards = useActivityCards();
  const cells = activityCells(context);
  if (asCards) return <ActivityCards {...props} context={context} />;
  const columns: ColumnType<SequenceActivityResponse>[] = columnKeys.map((key) => ({ key, ...cells[key] }));
  const weightIndex = columnKeys.indexOf('weight');

  // Wider than the card, the table scrolls sideways in a box of its own rather than through the
  // table's scroll.x: that measures every column's width after mounting, a forced layout of the
  // whole page per table, which for 50 stops made the sequence's rendering the page's longest task.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<SequenceActivityResponse>
        style={{ minWidth: 'max-content' }}
        components={components}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={point.activities}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listTable.empty')} />,
        }}
        // The DOM id lets the route hash (#activity-id) find the row, as the spec's moved-row scroll does.
        onRow={(row) => ({
          id: row.id,
          style: row.id === highlightedId ? { background: token.colorPrimaryBg } : undefined,
        })}
        summary={(rows) =>
          rows.length === 0 ? null : (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={weightIndex}>
                <strong>{t('fleetTaskSequence.table.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={weightIndex} align="right">
                <strong>
                  {formatWeight(
                    sum(rows, (row) => row.delivery_order.current_total_weight),
                    language,
                  )}
                </strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={weightIndex + 1} align="right">
                <strong>
                  {formatVolume(
                    sum(rows, (row) => row.delivery_order.current_total_volume),
                    language,
                  )}
                </strong>
              </Table.Summary.Cell>
              {columnKeys.includes('actions') && <Table.Summary.Cell index={weightIndex + 2} />}
            </Table.Summary.Row>
          )
        }
      />
    </div>
  );
}
