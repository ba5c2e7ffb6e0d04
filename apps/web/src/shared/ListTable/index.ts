export { BulkDeleteButton, type BulkDeleteButtonProps } from './BulkDeleteButton';
export {
  type ListPage,
  type ListSelection,
  ListTable,
  type ListTableProps,
  type ListTableSelection,
} from './ListTable';
export * from './list-state';
export type { ListTableColumn } from './table-parts';
export { type ListStateChange, type ListStateChangeOptions, useUrlListState } from './useUrlListState';
