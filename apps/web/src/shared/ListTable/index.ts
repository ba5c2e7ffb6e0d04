export { BulkDeleteButton, type BulkDeleteButtonProps } from './BulkDeleteButton';
export { DateRangeFilter, fromZonedFilterValue, toZonedFilterValue } from './filters/DateRangeFilter';
export { FILTER_COLUMN, FilterGrid } from './filters/FilterGrid';
export { NumberRangeFilter } from './filters/NumberRangeFilter';
export { SelectFilter, type SelectFilterOption } from './filters/SelectFilter';
export {
  type ListPage,
  type ListSelection,
  ListTable,
  type ListTableProps,
  type ListTableSelection,
} from './ListTable';
export { fromListQuery, toListPage } from './list-response';
export * from './list-state';
export type { ListTableColumn } from './table-parts';
export { type ListStateChange, type ListStateChangeOptions, useUrlListState } from './useUrlListState';
