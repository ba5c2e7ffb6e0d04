import { type ListSort, PAGE_SIZE_OPTIONS } from '@armada/domain';
import { Empty, Skeleton, Table, type TableProps } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../useNumberFormat';
import type { ListState } from './list-state';
import { type ListTableColumn, sortFromSorter, toAntdColumns, useLabelledTable } from './table-parts';
import type { ListStateChange } from './useUrlListState';

export interface ListGridProps<Row extends object> {
  caption: string;
  columns: ListTableColumn<Row>[];
  rowKey: (row: Row) => string;
  rows: Row[] | undefined;
  total: number;
  loading: boolean;
  state: ListState;
  onStateChange: ListStateChange;
  defaultSort?: ListSort;
  /** Row checkboxes; absent for a list without bulk actions. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void; rowLabel: (row: Row) => string };
}

/** The antd table of a ListTable: sort icons, pagination and checkboxes driven by the list state. */
export function ListGrid<Row extends object>(props: ListGridProps<Row>) {
  const { caption, columns, rows, total, loading, state, onStateChange, selection } = props;
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  const components = useLabelledTable(caption);

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      onStateChange({ ...state, sorts: sortFromSorter(sorter, columns), page: 1 });
    } else if (extra.action === 'paginate') {
      const limit = pagination.pageSize ?? state.limit;
      onStateChange({ ...state, limit, page: limit === state.limit ? (pagination.current ?? 1) : 1 });
    }
  };

  const filtered = state.search !== '' || state.filters.length > 0;
  const emptyText = !rows ? (
    <Skeleton active title={false} paragraph={{ rows: 4 }} />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('listTable.emptyFiltered') : t('listTable.empty')}
    />
  );

  return (
    <Table<Row>
      components={components}
      columns={toAntdColumns(columns, state.sorts[0] ?? props.defaultSort)}
      dataSource={rows ?? []}
      rowKey={props.rowKey}
      // The first load shows the skeleton; later loads keep the rows under a spinner.
      loading={loading && rows !== undefined}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      showSorterTooltip={false}
      onChange={onChange}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys: Key[]) => selection.onChange(keys.map(String)),
          // Rows chosen on one page stay chosen while the user pages through the list.
          preserveSelectedRowKeys: true,
          getTitleCheckboxProps: () => ({ 'aria-label': t('listTable.selectPage') }),
          getCheckboxProps: (row: Row) => ({
            'aria-label': t('listTable.selectRow', { row: selection.rowLabel(row) }),
          }),
        }
      }
      pagination={{
        current: state.page,
        pageSize: state.limit,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
        showTotal: (count, [from, to]) =>
          t('listTable.range', {
            from: formatNumber(count === 0 ? 0 : from),
            to: formatNumber(to),
            total: formatNumber(count),
          }),
      }}
    />
  );
}
