import {
  DEFAULT_PAGE_SIZE,
  type FilterOperator,
  type ListFilter,
  type ListSort,
  PAGE_SIZE_OPTIONS,
  parseFilter,
  parseSort,
} from '@armada/domain';

/**
 * What a list shows: the page, its size, the search text, the sorts and the filters. It lives in the
 * URL query string under the API's own names (`page`, `limit`, `search`, repeatable `sorts` and
 * `filters`), so a reload, the back button or a link brings the same list back.
 */
export interface ListState {
  page: number;
  limit: number;
  search: string;
  sorts: ListSort[];
  filters: ListFilter[];
}

export const INITIAL_LIST_STATE: ListState = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  search: '',
  sorts: [],
  filters: [],
};

const LIST_KEYS = ['page', 'limit', 'search', 'sorts', 'filters'] as const;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

/** A hand-edited or outdated URL falls back to the defaults instead of breaking the page. */
export function readListState(params: URLSearchParams): ListState {
  const limit = positiveInteger(params.get('limit'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit:
      limit !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    search: params.get('search')?.trim() ?? '',
    sorts: params.getAll('sorts').flatMap((raw) => parseSort(raw) ?? []),
    filters: params.getAll('filters').flatMap((raw) => parseFilter(raw) ?? []),
  };
}

export const sortExpression = (sort: ListSort) => `${sort.field} ${sort.direction}`;
export const filterExpression = (filter: ListFilter) => `${filter.field} ${filter.operator} ${filter.value}`;

/**
 * Writes the state into `base` (other query values of the page are kept). Default values are left
 * out so that the plain list keeps its plain address.
 */
export function writeListState(state: ListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of LIST_KEYS) params.delete(key);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  if (state.search !== '') params.set('search', state.search);
  for (const sort of state.sorts) params.append('sorts', sortExpression(sort));
  for (const filter of state.filters) params.append('filters', filterExpression(filter));
  return params;
}

/**
 * The list call's query string: limit and page always, search and sorts only when not empty
 * (fleet-task-planning.md section 7), one `sorts` and one `filters` value per expression.
 */
export function toApiQuery(state: ListState): string {
  const params = new URLSearchParams();
  params.set('limit', String(state.limit));
  params.set('page', String(state.page));
  if (state.search !== '') params.set('search', state.search);
  for (const sort of state.sorts) params.append('sorts', sortExpression(sort));
  for (const filter of state.filters) params.append('filters', filterExpression(filter));
  return params.toString();
}

/** The value of the filter on `field` with `operator`, if the list has one. */
export function filterValue(state: ListState, field: string, operator: FilterOperator): string | undefined {
  return state.filters.find((filter) => filter.field === field && filter.operator === operator)?.value;
}

/**
 * Sets (or, with null or '', removes) the filter on `field` with `operator`. A new filter shows a
 * different set of rows, so the list goes back to its first page.
 */
export function withFilter(
  state: ListState,
  field: string,
  operator: FilterOperator,
  value: string | null,
): ListState {
  const others = state.filters.filter((filter) => !(filter.field === field && filter.operator === operator));
  const filters = value === null || value === '' ? others : [...others, { field, operator, value }];
  return { ...state, filters, page: 1 };
}

export function withSearch(state: ListState, search: string): ListState {
  return { ...state, search: search.trim(), page: 1 };
}

export function withoutFilters(state: ListState): ListState {
  return { ...state, filters: [], page: 1 };
}
