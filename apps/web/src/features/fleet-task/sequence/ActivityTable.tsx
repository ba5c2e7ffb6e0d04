import {
  type ActivityMenuAction,
  formatDateTime,
  formatVolume,
  formatWeight,
  type MovementDirection,
  type SequenceActivityResponse,
  type SequencePointResponse,
} from '@armada/domain';
import { Empty, Table, theme } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useLabelledTable } from '../../../shared/ListTable/table-parts';
import { activityCells, type CellContext } from './activity-cells';
import type { ActivityColumnKey } from './activity-columns';

export interface ActivityTableProps {
  point: SequencePointResponse;
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
    movePending: props.movePending,
    onMove: props.onMove,
    onMenu: props.onMenu,
    formatTime: (value) => (value ? formatDateTime(value, props.timeZone, language) : '-'),
  };
  const cells = activityCells(context);
  const columns: ColumnType<SequenceActivityResponse>[] = columnKeys.map((key) => ({ key, ...cells[key] }));
  const weightIndex = columnKeys.indexOf('weight');

  return (
    <Table<SequenceActivityResponse>
      components={components}
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={point.activities}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fleetTaskSequence.table.empty')} />
        ),
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
  );
}
