import { listQuerySchema } from '@armada/domain';
import { describe, expect, it } from 'vitest';
import {
  filterValue,
  INITIAL_LIST_STATE,
  type ListState,
  readListState,
  toApiQuery,
  withFilter,
  withSearch,
  writeListState,
} from './list-state';

const state: ListState = {
  page: 3,
  limit: 25,
  search: 'FO-26',
  sorts: [{ field: 'created_on', direction: 'asc' }],
  filters: [
    { field: 'status.name', operator: 'in', value: 'DRAFT,SCHEDULED' },
    { field: 'created_on', operator: 'gte', value: '2026-11-01T00:00:00+07:00' },
  ],
};

describe('list state in the URL', () => {
  it('reads page 1, 10 rows, no search, no sorts and no filters from an empty query', () => {
    expect(readListState(new URLSearchParams())).toEqual(INITIAL_LIST_STATE);
    expect(INITIAL_LIST_STATE.limit).toBe(10);
  });

  it('reads back what it wrote, keeping repeatable sorts and filters', () => {
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('keeps the other values of the query string and leaves out the defaults', () => {
    const params = writeListState(
      { ...INITIAL_LIST_STATE, filters: [{ field: 'vehicle.id', operator: 'eq', value: '4' }] },
      new URLSearchParams('navsource=home&page=4&search=old'),
    );
    expect(params.get('navsource')).toBe('home');
    expect(params.has('page')).toBe(false);
    expect(params.has('limit')).toBe(false);
    expect(params.has('search')).toBe(false);
    expect(params.getAll('filters')).toEqual(['vehicle.id eq 4']);
  });

  it('falls back to the defaults for a page size outside 10/25/50/100 and a page that is not a number', () => {
    const read = readListState(new URLSearchParams('limit=7&page=abc&sorts=%20&filters=broken'));
    expect(read.limit).toBe(10);
    expect(read.page).toBe(1);
    expect(read.sorts).toEqual([]);
    expect(read.filters).toEqual([]);
    expect(readListState(new URLSearchParams('limit=100&page=0')).limit).toBe(100);
    expect(readListState(new URLSearchParams('page=0')).page).toBe(1);
  });
});

describe('list state to the API query', () => {
  it('sends limit, page, search, one sorts and one filters value per expression', () => {
    const params = new URLSearchParams(toApiQuery(state));
    expect(params.get('limit')).toBe('25');
    expect(params.get('page')).toBe('3');
    expect(params.get('search')).toBe('FO-26');
    expect(params.getAll('sorts')).toEqual(['created_on asc']);
    expect(params.getAll('filters')).toEqual([
      'status.name in DRAFT,SCHEDULED',
      'created_on gte 2026-11-01T00:00:00+07:00',
    ]);
  });

  it('leaves out search and sorts when they are empty but always sends limit and page', () => {
    const params = new URLSearchParams(toApiQuery(INITIAL_LIST_STATE));
    expect([...params.keys()]).toEqual(['limit', 'page']);
  });

  it("is read by the server's list schema as it was meant", () => {
    const params = new URLSearchParams(toApiQuery(state));
    const parsed = listQuerySchema.parse({
      limit: params.get('limit'),
      page: params.get('page'),
      search: params.get('search'),
      sorts: params.getAll('sorts'),
      filters: params.getAll('filters'),
    });
    expect(parsed).toEqual({
      limit: 25,
      page: 3,
      search: 'FO-26',
      sorts: ['created_on asc'],
      filters: ['status.name in DRAFT,SCHEDULED', 'created_on gte 2026-11-01T00:00:00+07:00'],
    });
  });
});

describe('list state changes', () => {
  it('a new filter replaces the one on the same field and operator and goes back to page 1', () => {
    const next = withFilter(state, 'status.name', 'in', 'ENDED');
    expect(next.page).toBe(1);
    expect(filterValue(next, 'status.name', 'in')).toBe('ENDED');
    expect(next.filters.filter((filter) => filter.field === 'status.name')).toHaveLength(1);
    expect(filterValue(next, 'created_on', 'gte')).toBe('2026-11-01T00:00:00+07:00');
  });

  it('an empty value removes the filter', () => {
    const next = withFilter(state, 'created_on', 'gte', null);
    expect(filterValue(next, 'created_on', 'gte')).toBeUndefined();
    expect(withFilter(state, 'status.name', 'in', '').filters).toHaveLength(1);
  });

  it('a new search is trimmed and goes back to page 1', () => {
    expect(withSearch(state, '  B 1234  ')).toMatchObject({ search: 'B 1234', page: 1 });
  });
});
