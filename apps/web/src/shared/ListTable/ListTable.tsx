import { ReloadOutlined } from '@ant-design/icons';
import { type ListSort, PAGE_SIZE_OPTIONS } from '@armada/domain';
import { Alert, Button, Empty, Flex, Skeleton, Table, type TableProps, Typography } from 'antd';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../useNumberFormat';
import { ListSearch } from './ListSearch';
import { type ListState, withSearch } from './list-state';
import { type ListTableColumn, sortFromSorter, toAntdColumns, useCaptionedTable } from './table-parts';
import type { ListStateChange } from './useUrlListState';

/** One page of a list answer: its rows and the total over all pages (metadata.total_count). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export interface ListSelection {
  keys: string[];
  clear: () => void;
}

export interface ListTableSelection<Row> {
  /** Names a row for its checkbox ('Pilih FO-2611-00001'). */
  rowLabel: (row: Row) => string;
  /** The bulk actions shown while rows are selected (a BulkDeleteButton, ...). */
  actions: (selection: ListSelection) => ReactNode;
}

export interface ListTableProps<Row extends object> {
  /** Names the table for screen readers. */
  caption: string;
  columns: ListTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Undefined until the first answer. */
  page: ListPage<Row> | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  state: ListState;
  onStateChange: ListStateChange;
  /** The server's order when no sort is chosen; shown on its column's sort icon, never sent. */
  defaultSort?: ListSort;
  searchPlaceholder?: string;
  /** Filter controls under the search box. */
  filters?: ReactNode;
  /** Beside the search box, for example the create button. */
  actions?: ReactNode;
  /** Row checkboxes with select-all, and the bulk actions for the selected rows. */
  selection?: ListTableSelection<Row>;
}

/**
 * The spec's generic list table (alert-center-and-platform.md section 2, 'Shared widgets'): search,
 * filters, sort icons, pages of 10/25/50/100 with 'x - y dari total', select-all and row checkboxes,
 * bulk actions, create button, loading, empty and error states. The state is the caller's (usually
 * the URL through useUrlListState); rows come from the caller's query.
 */
export function ListTable<Row extends object>(props: ListTableProps<Row>) {
  const { caption, columns, rowKey, page, loading, error, onRetry, state, onStateChange } = props;
  const { t } = useTranslation();
  const formatNumber = useNumberFormat();
  const components = useCaptionedTable(caption);
  const selection = useRowSelection(state);
  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;

  // After a delete or a narrower filter the page may lie past the end: show the last one instead.
  const lastPage = Math.max(1, Math.ceil(total / state.limit));
  useEffect(() => {
    if (!loading && page && page.rows.length === 0 && state.page > lastPage) {
      onStateChange({ ...state, page: lastPage }, { replace: true });
    }
  }, [loading, page, state, lastPage, onStateChange]);

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      onStateChange({ ...state, sorts: sortFromSorter(sorter, columns), page: 1 });
    } else if (extra.action === 'paginate') {
      const limit = pagination.pageSize ?? state.limit;
      onStateChange({ ...state, limit, page: limit === state.limit ? (pagination.current ?? 1) : 1 });
    }
  };

  const filtered = state.search !== '' || state.filters.length > 0;
  const emptyText =
    loading && !page ? (
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={filtered ? t('listTable.emptyFiltered') : t('listTable.empty')}
      />
    );

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <ListSearch
          value={state.search}
          onSearch={(search) => onStateChange(withSearch(state, search), { replace: true })}
          label={t('listTable.searchLabel')}
          placeholder={props.searchPlaceholder ?? t('listTable.searchPlaceholder')}
        />
        {props.actions && (
          <Flex wrap gap={8}>
            {props.actions}
          </Flex>
        )}
      </Flex>
      {props.filters}
      {props.selection && selection.keys.length > 0 && (
        <Flex wrap gap={8} align="center" data-testid="list-selection">
          <Typography.Text role="status">
            {t('listTable.selected', { count: selection.keys.length })}
          </Typography.Text>
          {props.selection.actions({ keys: selection.keys, clear: selection.clear })}
          <Button type="link" onClick={selection.clear}>
            {t('listTable.clearSelection')}
          </Button>
        </Flex>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('listTable.loadError')}
          description={error.message}
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      <Table<Row>
        components={components}
        columns={toAntdColumns(columns, state.sorts[0] ?? props.defaultSort)}
        dataSource={rows}
        rowKey={rowKey}
        loading={loading && page !== undefined}
        locale={{ emptyText }}
        scroll={{ x: 'max-content' }}
        showSorterTooltip={false}
        onChange={onChange}
        rowSelection={
          props.selection
            ? {
                selectedRowKeys: selection.keys,
                onChange: (keys: Key[]) => selection.set(keys.map(String)),
                // Rows chosen on one page stay chosen while the user pages through the list.
                preserveSelectedRowKeys: true,
                getTitleCheckboxProps: () => ({ 'aria-label': t('listTable.selectPage') }),
                getCheckboxProps: (row: Row) => ({
                  'aria-label': t('listTable.selectRow', { row: props.selection?.rowLabel(row) }),
                }),
              }
            : undefined
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
    </Flex>
  );
}

/**
 * The selected row keys. A new search or filter shows other rows, so the selection made for the
 * previous ones is dropped rather than deleting rows the user no longer sees.
 */
function useRowSelection(state: ListState) {
  const identity = JSON.stringify([state.search, state.filters]);
  const [stored, setStored] = useState<{ identity: string; keys: string[] }>({ identity, keys: [] });
  const keys = stored.identity === identity ? stored.keys : [];
  return {
    keys,
    set: (next: string[]) => setStored({ identity, keys: next }),
    clear: () => setStored({ identity, keys: [] }),
  };
}
