import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Grid } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from './ListSearch';
import { type ListState, withSearch } from './list-state';
import type { ListStateChange } from './useUrlListState';

/**
 * The filter panel is open on a tablet or wider; on a phone it would push the rows below the fold,
 * so there it opens on demand (or when a filter is already set). The user's own choice wins.
 */
export function useFilterPanel(state: ListState) {
  const screens = Grid.useBreakpoint();
  const panelId = useId();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? (screens.md !== false || state.filters.length > 0);
  return { open, panelId, toggle: () => setChosen(!open) };
}

export type FilterPanel = ReturnType<typeof useFilterPanel>;

function FilterToggle({ state, panel }: { state: ListState; panel: FilterPanel }) {
  const { t } = useTranslation();
  // A range is two expressions on one field but one filter to the user.
  const active = new Set(state.filters.map((filter) => filter.field)).size;
  return (
    <Badge count={active} size="small">
      <Button
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={panel.open}
        aria-controls={panel.panelId}
        aria-label={t('listTable.filters', { count: active })}
        onClick={panel.toggle}
      />
    </Badge>
  );
}

interface ListToolbarProps {
  state: ListState;
  onStateChange: ListStateChange;
  searchPlaceholder?: string;
  searchable: boolean;
  /** The filter toggle shows only when the list has filters. */
  filterPanel: FilterPanel | null;
  actions?: ReactNode;
}

/** Search box and filter toggle on the left, the list's actions (create, ...) on the right. */
export function ListToolbar({
  state,
  onStateChange,
  searchPlaceholder,
  searchable,
  filterPanel,
  actions,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} justify="space-between" align="center">
      <Flex gap={8} align="center" style={{ flex: '1 1 280px', maxWidth: 480 }}>
        {searchable && (
          <ListSearch
            value={state.search}
            // Typing replaces the history entry: one back-step undoes the search, not each pause.
            onSearch={(search) => onStateChange(withSearch(state, search), { replace: true })}
            label={t('listTable.searchLabel')}
            placeholder={searchPlaceholder ?? t('listTable.searchPlaceholder')}
          />
        )}
        {filterPanel && <FilterToggle state={state} panel={filterPanel} />}
      </Flex>
      {actions && (
        <Flex wrap gap={8}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
