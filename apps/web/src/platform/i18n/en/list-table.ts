import type { Translation } from '../id';

export const listTable: Translation['listTable'] = {
  searchLabel: 'Search',
  searchPlaceholder: 'Search',
  range: '{{from}} - {{to}} of {{total}}',
  empty: 'No data yet',
  emptyFiltered: 'Nothing matches the search or the filters',
  loadError: 'Could not load the data',
  selectPage: 'Select every row on this page',
  selectRow: 'Select {{row}}',
  selected: '{{count}} selected',
  clearSelection: 'Clear selection',
  delete: 'Delete',
  deleteSelected: 'Delete ({{count}})',
  deleteTitle: 'Delete data',
  deleteConfirm: 'Delete the {{count}} selected items?',
  deleted: '{{count}} items deleted',
  deleteFailed: 'Could not delete the data.',
  cancel: 'Cancel',
  filters: 'Filters ({{count}} active)',
  resetFilters: 'Clear filters',
};
