import type { ListSort } from '@armada/domain';
import { Button, Flex, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../LoadError';
import { ListGrid } from './ListGrid';
import { ListToolbar, useFilterPanel } from './ListToolbar';
import type { ListState } from './list-state';
import type { ListTableColumn } from './table-parts';
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
  /** False for a list whose API has no text search: no search box then. */
  searchable?: boolean;
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
  const { t } = useTranslation();
  const { page, loading, state, onStateChange } = props;
  const selection = useRowSelection(state);
  const filterPanel = useFilterPanel(state);
  useStayWithinPages(page, loading, state, onStateChange);

  return (
    <Flex vertical gap={12}>
      <ListToolbar
        state={state}
        onStateChange={onStateChange}
        searchPlaceholder={props.searchPlaceholder}
        searchable={props.searchable ?? true}
        filterPanel={props.filters ? filterPanel : null}
        actions={props.actions}
      />
      {props.filters && filterPanel.open && <div id={filterPanel.panelId}>{props.filters}</div>}
      {props.selection && selection.keys.length > 0 && (
        <SelectionBar selection={{ keys: selection.keys, clear: selection.clear }}>
          {props.selection.actions({ keys: selection.keys, clear: selection.clear })}
        </SelectionBar>
      )}
      {props.error && (
        <LoadError title={t('listTable.loadError')} message={props.error.message} onRetry={props.onRetry} />
      )}
      <ListGrid<Row>
        caption={props.caption}
        columns={props.columns}
        rowKey={props.rowKey}
        // Undefined while the first page loads (a skeleton); empty after a failed first load.
        rows={page?.rows ?? (loading ? undefined : [])}
        total={page?.total ?? 0}
        loading={loading}
        state={state}
        onStateChange={onStateChange}
        defaultSort={props.defaultSort}
        selection={
          props.selection && {
            keys: selection.keys,
            onChange: selection.set,
            rowLabel: props.selection.rowLabel,
          }
        }
      />
    </Flex>
  );
}

/** After a delete or a narrower filter the page may lie past the end: show the last one instead. */
function useStayWithinPages(
  page: ListPage<unknown> | undefined,
  loading: boolean,
  state: ListState,
  onStateChange: ListStateChange,
) {
  const lastPage = Math.max(1, Math.ceil((page?.total ?? 0) / state.limit));
  useEffect(() => {
    if (!loading && page && page.rows.length === 0 && state.page > lastPage) {
      onStateChange({ ...state, page: lastPage }, { replace: true });
    }
  }, [loading, page, state, lastPage, onStateChange]);
}

function SelectionBar({ selection, children }: { selection: ListSelection; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} align="center" data-testid="list-selection">
      <Typography.Text role="status">
        {t('listTable.selected', { count: selection.keys.length })}
      </Typography.Text>
      {children}
      <Button type="link" onClick={selection.clear}>
        {t('listTable.clearSelection')}
      </Button>
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
