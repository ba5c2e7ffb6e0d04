import type { ListSort } from '@armada/domain';
import type { TableProps } from 'antd';
import type { ColumnType, SorterResult, SortOrder } from 'antd/es/table/interface';
import { type ComponentProps, useMemo } from 'react';

/** An antd column; `sortKey` is the API's sort field ('created_on') and makes the column sortable. */
export interface ListTableColumn<Row> extends Omit<ColumnType<Row>, 'sorter' | 'sortOrder'> {
  sortKey?: string;
}

function sortOrderOf(sortKey: string | undefined, sort: ListSort | undefined): SortOrder {
  if (!sortKey || sort?.field !== sortKey) return null;
  return sort.direction === 'asc' ? 'ascend' : 'descend';
}

/**
 * The antd columns with the sort icons following the list state. `shownSort` is the sort in effect:
 * the chosen one, else the server's default, so the icon tells the user how the rows are ordered.
 */
export function toAntdColumns<Row>(
  columns: ListTableColumn<Row>[],
  shownSort: ListSort | undefined,
): NonNullable<TableProps<Row>['columns']> {
  return columns.map(({ sortKey, ...column }) => ({
    ...column,
    // antd reports a sort by column key; a sortable column without one is keyed by its sort field.
    key: column.key ?? sortKey,
    ...(sortKey
      ? { sorter: true, sortOrder: sortOrderOf(sortKey, shownSort), sortDirections: ['ascend', 'descend'] }
      : {}),
  }));
}

/** The sort a click on a column header asks for: none when the user turns the sort off. */
export function sortFromSorter<Row>(
  sorter: SorterResult<Row> | SorterResult<Row>[],
  columns: ListTableColumn<Row>[],
): ListSort[] {
  const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!chosen?.order || chosen.columnKey === undefined) return [];
  const column = columns.find((candidate) => (candidate.key ?? candidate.sortKey) === chosen.columnKey);
  if (!column?.sortKey) return [];
  return [{ field: column.sortKey, direction: chosen.order === 'ascend' ? 'asc' : 'desc' }];
}

/**
 * antd's table takes no name of its own; a screen reader names the table by this label. (A visually
 * hidden <caption> would be absolutely positioned outside the table's scroll box and widen the page
 * on a phone.) Memoised by the label because a new component type on each render would remount the
 * whole table body.
 */
export function useLabelledTable(label: string) {
  return useMemo(() => {
    function LabelledTable(props: ComponentProps<'table'>) {
      return <table {...props} aria-label={label} />;
    }
    return { table: LabelledTable };
  }, [label]);
}
