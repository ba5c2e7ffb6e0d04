import { DomainError, type ListQuery, listQuerySchema } from '@armada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { buildAddress, buildCompany } from '../seed/builders/builders';
import type { DatabaseHandle } from './database';
import { type ListDefinition, listResponse, runListQuery } from './list-query';

let handle: DatabaseHandle;
let companyId: number;
let otherCompanyId: number;

const definition: ListDefinition = {
  fields: {
    id: { expression: sql.ref('addresses.id'), type: 'number' },
    name: { expression: sql.ref('addresses.name'), type: 'text' },
    city: { expression: sql.ref('addresses.city'), type: 'text' },
    is_garage: { expression: sql.ref('addresses.is_garage'), type: 'boolean' },
    created_on: { expression: sql.ref('addresses.created_on'), type: 'timestamp' },
    'geolocation.latitude': { expression: sql.ref('addresses.latitude'), type: 'number', sortable: false },
  },
  search: [sql.ref('addresses.name'), sql.ref('addresses.full_name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('addresses.id'),
};

const list = (request: Record<string, unknown>) => {
  const query: ListQuery = listQuerySchema.parse(request);
  const base = handle.db
    .selectFrom('addresses')
    .select(['addresses.id', 'addresses.name', 'addresses.city', 'addresses.is_garage'])
    .where('addresses.company_id', '=', companyId);
  return runListQuery(handle.db, base, definition, query);
};

const refusal = async (request: Record<string, unknown>) => {
  try {
    await list(request);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the list was not refused');
};

beforeAll(async () => {
  handle = await createTestDatabase();
  companyId = (await buildCompany(handle.db)).id;
  otherCompanyId = (await buildCompany(handle.db)).id;
  const rows: [string, string, boolean, number][] = [
    ['Garasi Cakung', 'Jakarta Timur', true, -6.18],
    ['Garasi Cikarang', 'Bekasi', true, -6.3],
    ['Gudang 50% Diskon', 'Bandung', false, -6.91],
    ['Toko Sumber Rejeki', 'Surabaya', false, -7.25],
    ['Gudang Semarang_Barat', 'Semarang', false, -6.98],
  ];
  for (const [name, city, isGarage, latitude] of rows) {
    await buildAddress(handle.db, { company_id: companyId, name, city, is_garage: isGarage, latitude });
  }
  await buildAddress(handle.db, {
    company_id: otherCompanyId,
    name: 'Garasi Perusahaan Lain',
    is_garage: true,
  });
});
afterAll(() => handle.close());

describe('list query engine', () => {
  it('sorts by the default sort and counts every matching row', async () => {
    const { rows, total } = await list({});
    expect(total).toBe(5);
    expect(rows.map((row) => row.name)).toEqual([
      'Garasi Cakung',
      'Garasi Cikarang',
      'Gudang 50% Diskon',
      'Gudang Semarang_Barat',
      'Toko Sumber Rejeki',
    ]);
  });

  it('keeps to the base query, so another company never leaks in', async () => {
    const { rows } = await list({ search: 'Lain' });
    expect(rows).toEqual([]);
  });

  it('filters a boolean field', async () => {
    const { rows, total } = await list({ filters: 'is_garage eq true' });
    expect(total).toBe(2);
    expect(rows.every((row) => row.is_garage)).toBe(true);
  });

  it('filters and sorts by a boolean field written as a bare SQL comparison', async () => {
    const comparisons: ListDefinition = {
      ...definition,
      fields: {
        ...definition.fields,
        in_java_south: { expression: sql`addresses.latitude < -6.5`, type: 'boolean' },
        is_cakung: { expression: sql`addresses.name = 'Garasi Cakung'`, type: 'boolean' },
        no_note: { expression: sql`addresses.full_name is null`, type: 'boolean' },
      },
    };
    const listBy = (request: Record<string, unknown>) =>
      runListQuery(
        handle.db,
        handle.db
          .selectFrom('addresses')
          .select(['addresses.id', 'addresses.name'])
          .where('addresses.company_id', '=', companyId),
        comparisons,
        listQuerySchema.parse(request),
      );
    const south = await listBy({ filters: ['in_java_south eq true'] });
    expect(south.rows.map((row) => row.name)).toEqual([
      'Gudang 50% Diskon',
      'Gudang Semarang_Barat',
      'Toko Sumber Rejeki',
    ]);
    const notCakung = await listBy({ filters: ['is_cakung ne true'] });
    expect(notCakung.total).toBe(4);
    const withName = await listBy({ filters: ['no_note eq false'] });
    expect(withName.total).toBe(5);
    const sorted = await listBy({ sorts: ['is_cakung desc', 'name asc'] });
    expect(sorted.rows[0]?.name).toBe('Garasi Cakung');
  });

  it('combines repeated filters with AND and takes comma-separated values for in', async () => {
    const { rows } = await list({ filters: ['city in Bandung,Surabaya,Bekasi', 'is_garage eq false'] });
    expect(rows.map((row) => row.city).sort()).toEqual(['Bandung', 'Surabaya']);
  });

  it('compares numbers and timestamps', async () => {
    expect((await list({ filters: 'geolocation.latitude lt -6.9' })).total).toBe(3);
    expect((await list({ filters: 'created_on gte 2000-01-01' })).total).toBe(5);
    expect((await list({ filters: 'created_on lt 2000-01-01T00:00:00.000+07:00' })).total).toBe(0);
  });

  it('searches case-insensitively and treats % and _ as plain characters', async () => {
    expect((await list({ search: 'gudang' })).total).toBe(2);
    expect((await list({ search: '50%' })).rows.map((row) => row.name)).toEqual(['Gudang 50% Diskon']);
    // With _ as a wildcard 'k_ng' would match 'Cakung'.
    expect((await list({ search: 'k_ng' })).total).toBe(0);
  });

  it('sorts by several keys and pages without overlap', async () => {
    const first = await list({ sorts: ['is_garage desc', 'name desc'], limit: 2, page: 1 });
    const second = await list({ sorts: ['is_garage desc', 'name desc'], limit: 2, page: 2 });
    const third = await list({ sorts: ['is_garage desc', 'name desc'], limit: 2, page: 3 });
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.name)).toEqual([
      'Garasi Cikarang',
      'Garasi Cakung',
      'Toko Sumber Rejeki',
      'Gudang Semarang_Barat',
      'Gudang 50% Diskon',
    ]);
    expect(third.total).toBe(5);
  });

  it('answers an empty page past the end with the total still counted', async () => {
    const { rows, total } = await list({ limit: 10, page: 9 });
    expect(rows).toEqual([]);
    expect(total).toBe(5);
  });

  it.each([
    ['an unknown field', { filters: 'password eq x' }, 'invalid/invalid-list-filter', 'unknown-field'],
    ['an unknown operator', { filters: 'name like Garasi' }, 'invalid/invalid-list-filter', 'invalid-value'],
    [
      'an operator the type does not take',
      { filters: 'is_garage gt true' },
      'invalid/invalid-list-filter',
      'invalid-value',
    ],
    [
      'a number that is not a number',
      { filters: 'id eq satu' },
      'invalid/invalid-list-filter',
      'invalid-value',
    ],
    [
      'a boolean that is not a boolean',
      { filters: 'is_garage eq ya' },
      'invalid/invalid-list-filter',
      'invalid-value',
    ],
    [
      'a malformed date',
      { filters: 'created_on gte kemarin' },
      'invalid/invalid-list-filter',
      'invalid-value',
    ],
    ['a filter without a value', { filters: 'name eq' }, 'invalid/invalid-list-filter', 'invalid-value'],
    ['SQL in a field name', { filters: 'name;drop eq x' }, 'invalid/invalid-list-filter', 'unknown-field'],
    ['an unknown sort key', { sorts: 'password asc' }, 'invalid/invalid-list-sort', 'unknown-field'],
    [
      'a field that cannot be sorted',
      { sorts: 'geolocation.latitude asc' },
      'invalid/invalid-list-sort',
      'invalid-value',
    ],
    ['a bad direction', { sorts: 'name sideways' }, 'invalid/invalid-list-sort', 'invalid-value'],
  ])('refuses %s with a 400 code naming the list parameter', async (_case, request, code, fieldCode) => {
    const error = await refusal(request);
    expect(error.code).toBe(code);
    expect(error.fields[0]?.code).toBe(fieldCode);
  });

  it('passes a value with SQL in it as data, never as SQL', async () => {
    const { total } = await list({ filters: "name eq x' or '1'='1" });
    expect(total).toBe(0);
    expect((await list({})).total).toBe(5);
  });

  it('returns the same page whichever columns the page joins, in the sort order, counted whole', async () => {
    // The page's ids are chosen first and only they are read with the base's select list: a select
    // list with a join and a subquery must still answer the rows a single statement would.
    const joined = (request: Record<string, unknown>) =>
      runListQuery(
        handle.db,
        handle.db
          .selectFrom('addresses')
          .leftJoin('companies', 'companies.id', 'addresses.company_id')
          .select((eb) => [
            'addresses.id',
            'addresses.name',
            'companies.name as company_name',
            eb
              .selectFrom('addresses as same_city')
              .select(eb.fn.countAll<number>().as('count'))
              .whereRef('same_city.city', '=', 'addresses.city')
              .where('same_city.company_id', '=', companyId)
              .as('same_city_count'),
          ])
          .where('addresses.company_id', '=', companyId),
        definition,
        listQuerySchema.parse(request),
      );
    const names: string[] = [];
    for (const page of [1, 2, 3]) {
      const { rows, total } = await joined({ limit: 2, page, sorts: ['is_garage desc', 'city asc'] });
      expect(total).toBe(5);
      for (const row of rows)
        expect([row.company_name, Number(row.same_city_count)]).toEqual([expect.any(String), 1]);
      names.push(...rows.map((row) => row.name));
    }
    expect(names).toEqual([
      'Garasi Cikarang',
      'Garasi Cakung',
      'Gudang 50% Diskon',
      'Gudang Semarang_Barat',
      'Toko Sumber Rejeki',
    ]);
  });

  it('counts and pages the scope of a list source, and reads only the page rows through its row query', async () => {
    // The row query alone would list all five; the scope keeps the three that are not garages.
    const scope = handle.db
      .selectFrom('addresses')
      .where('addresses.company_id', '=', companyId)
      .where('addresses.is_garage', '=', false);
    const rows = handle.db
      .selectFrom('addresses')
      .innerJoin('companies', 'companies.id', 'addresses.company_id')
      .select(['addresses.id', 'addresses.name', 'companies.name as company_name']);
    const names: string[] = [];
    for (const page of [1, 2]) {
      const found = await runListQuery(
        handle.db,
        { scope, rows },
        definition,
        listQuerySchema.parse({ limit: 2, page, sorts: ['city desc'] }),
      );
      expect(found.total).toBe(3);
      for (const row of found.rows) expect(row.company_name).toEqual(expect.any(String));
      names.push(...found.rows.map((row) => row.name));
    }
    expect(names).toEqual(['Toko Sumber Rejeki', 'Gudang Semarang_Barat', 'Gudang 50% Diskon']);
  });

  const sameCity = (padding: number): ListDefinition => ({
    ...definition,
    searchRelated: [
      {
        column: sql.ref('addresses.id'),
        // Ids no address has, to pass the engine's bound on related ids sent as values.
        ids: (pattern) => sql`select same.id from addresses same where same.city ilike ${pattern}
          union all select -n from generate_series(1, ${padding}) as n`,
      },
    ],
  });
  const relatedBase = () =>
    handle.db
      .selectFrom('addresses')
      .select(['addresses.id', 'addresses.name'])
      .where('addresses.company_id', '=', companyId);

  it.each([
    ['a few related rows, sent as values', 0],
    ['more related rows than are sent as values', 600],
  ])(
    'matches a search on related rows as on the row itself, page and total alike: %s',
    async (_case, padding) => {
      const related = sameCity(padding);
      const query = listQuerySchema.parse({ search: 'surabaya' });
      const found = await runListQuery(handle.db, relatedBase(), related, query);
      expect([found.rows.map((row) => row.name), found.total]).toEqual([['Toko Sumber Rejeki'], 1]);
      const both = await runListQuery(
        handle.db,
        relatedBase(),
        related,
        listQuerySchema.parse({ search: 'garasi' }),
      );
      expect(both.total).toBe(2);
    },
  );

  it('leaves a related search out when it matches no related row', async () => {
    const found = await runListQuery(
      handle.db,
      relatedBase(),
      sameCity(0),
      listQuerySchema.parse({ search: 'tidak ada di mana pun' }),
    );
    expect(found).toEqual({ rows: [], total: 0 });
  });

  it('builds the response of the API contract', () => {
    const query = listQuerySchema.parse({ limit: '25', page: '2' });
    expect(listResponse([{ id: 7 }], (row) => row.id, query, 31)).toEqual({
      data: { paginated_result: [{ id: 7 }], ids: [7] },
      metadata: { page: 2, limit: 25, total_count: 31 },
    });
  });
});
