import {
  DomainError,
  type FilterOperator,
  type ListFilter,
  type ListQuery,
  type ListSort,
  parseFilter,
  parseSort,
  splitListValues,
} from '@armada/domain';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

export type ListFieldType = 'text' | 'number' | 'boolean' | 'timestamp' | 'uuid' | 'enum';

/** One field a list can be filtered or sorted by, named as the spec names it ('status.name'). */
export interface ListField {
  /** What the field reads: `sql.ref('vehicles.license_plate')` or any SQL expression. */
  expression: Expression<unknown>;
  type: ListFieldType;
  /** The allowed values of an enum field. */
  values?: readonly string[];
  filterable?: boolean;
  sortable?: boolean;
}

/**
 * A search on rows related to the listed one: the listed row's column that names them, and the ids
 * of the related rows a search's ILIKE pattern matches (a one-column select).
 */
export interface RelatedSearch {
  column: Expression<unknown>;
  ids: (pattern: string) => Expression<unknown>;
}

export interface ListDefinition {
  fields: Record<string, ListField>;
  /** Text expressions matched case-insensitively by `search`. */
  search: Expression<unknown>[];
  /** What else a search matches: rows related to the listed one (a task's orders by their DO number). */
  searchRelated?: RelatedSearch[];
  defaultSorts: ListSort[];
  /** A unique expression, added last to every sort so that pages never overlap or skip rows. */
  id: Expression<unknown>;
}

const OPERATOR_SQL: Record<FilterOperator, '=' | '<>' | '>' | '>=' | '<' | '<=' | 'in'> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  in: 'in',
};

const OPERATORS_BY_TYPE: Record<ListFieldType, readonly FilterOperator[]> = {
  text: ['eq', 'ne', 'in'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in'],
  boolean: ['eq', 'ne'],
  timestamp: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
  uuid: ['eq', 'ne', 'in'],
  enum: ['eq', 'ne', 'in'],
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Date only, or date and time with an optional offset: what a date-range filter sends.
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The definition's field of a name from a request: an own property only, so '__proto__',
 * 'constructor' or 'toString' name no field instead of reaching Object.prototype.
 */
function fieldNamed(definition: ListDefinition, name: string): ListField | undefined {
  return Object.hasOwn(definition.fields, name) ? definition.fields[name] : undefined;
}

/** Number filters compare with integer and numeric columns; beyond PostgreSQL's integer they match nothing useful. */
const MAX_FILTER_NUMBER = 2_147_483_647;

function refuseFilter(expression: string, code: 'unknown-field' | 'invalid-value'): never {
  throw new DomainError('invalid/invalid-list-filter', {
    params: { filter: expression },
    fields: [{ field: 'filters', code }],
  });
}

function typedValue(field: ListField, raw: string, expression: string): string | number | boolean {
  switch (field.type) {
    case 'number': {
      const number = Number(raw);
      if (raw === '' || !Number.isFinite(number) || Math.abs(number) > MAX_FILTER_NUMBER)
        refuseFilter(expression, 'invalid-value');
      return number;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') refuseFilter(expression, 'invalid-value');
      return raw === 'true';
    case 'timestamp':
      if (!TIMESTAMP_PATTERN.test(raw) || Number.isNaN(Date.parse(raw)))
        refuseFilter(expression, 'invalid-value');
      return raw;
    case 'uuid':
      if (!UUID_PATTERN.test(raw)) refuseFilter(expression, 'invalid-value');
      return raw;
    case 'enum':
      if (!field.values?.includes(raw)) refuseFilter(expression, 'invalid-value');
      return raw;
    default:
      return raw;
  }
}

interface CheckedFilter {
  field: ListField;
  filter: ListFilter;
  value: string | number | boolean | (string | number | boolean)[];
}

function checkFilter(definition: ListDefinition, expression: string): CheckedFilter {
  const filter = parseFilter(expression);
  if (!filter) refuseFilter(expression, 'invalid-value');
  const field = fieldNamed(definition, filter.field);
  if (!field || field.filterable === false) refuseFilter(expression, 'unknown-field');
  if (!OPERATORS_BY_TYPE[field.type].includes(filter.operator)) refuseFilter(expression, 'invalid-value');
  const value =
    filter.operator === 'in'
      ? splitListValues(filter.value).map((part) => typedValue(field, part, expression))
      : typedValue(field, filter.value, expression);
  if (Array.isArray(value) && value.length === 0) refuseFilter(expression, 'invalid-value');
  return { field, filter, value };
}

function checkSort(definition: ListDefinition, expression: string): { field: ListField; sort: ListSort } {
  const sort = parseSort(expression);
  const field = sort ? fieldNamed(definition, sort.field) : undefined;
  if (!sort || !field || field.sortable === false) {
    throw new DomainError('invalid/invalid-list-sort', {
      params: { sort: expression },
      fields: [{ field: 'sorts', code: sort && !field ? 'unknown-field' : 'invalid-value' }],
    });
  }
  return { field, sort };
}

/**
 * A field's expression in parentheses. A field may be a bare comparison (`task.id is null`,
 * `status = 'PENDING'`), and PostgreSQL neither chains `=` nor binds `is` tighter than it, so
 * `a = b = true` or `x is null = true` would fail as SQL instead of filtering.
 */
const grouped = (expression: Expression<unknown>) => sql`(${expression})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A list's rows in two parts, for a list whose fields, search and sorts read the listed table alone:
 * the scope (the table, scoped to the caller's company, nothing joined) is what is filtered, counted
 * and paged, and `rows` adds the row's joins and select list for the page's rows only. Counting
 * through a base with joins costs the table's heap: PostgreSQL drops an unread left join, but only
 * after it has chosen to read the join's column, so the count cannot stay within an index.
 */
export interface ListSource<O> {
  // biome-ignore lint/suspicious/noExplicitAny: the engine works on any list's query builder.
  scope: SelectQueryBuilder<any, any, any>;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  rows: SelectQueryBuilder<any, any, O>;
}

/**
 * Applies a list request (filters, search, sorts, page) to a base query that already selects the
 * row and scopes it to the caller's company (or to a `ListSource`). Every field name, operator and
 * value is checked against the list's definition before it reaches SQL, so bad input answers 400 and
 * never a database error.
 */
export async function runListQuery<O>(
  // biome-ignore lint/suspicious/noExplicitAny: the engine works on any list's query builder.
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  source: SelectQueryBuilder<any, any, O> | ListSource<O>,
  definition: ListDefinition,
  query: ListQuery,
): Promise<{ rows: O[]; total: number }> {
  const { scope: base, rows: rowsOf } = 'scope' in source ? source : { scope: source, rows: source };
  const filters = query.filters.map((expression) => checkFilter(definition, expression));
  const sorts =
    query.sorts.length > 0 ? query.sorts.map((expression) => checkSort(definition, expression)) : null;

  let filtered = base;
  for (const { field, filter, value } of filters) {
    filtered = filtered.where(grouped(field.expression), OPERATOR_SQL[filter.operator], value);
  }
  const related = definition.searchRelated ?? [];
  if (query.search && (definition.search.length > 0 || related.length > 0)) {
    const pattern = `%${escapeLike(query.search)}%`;
    const relatedMatches = await matchRelated(db, related, pattern);
    filtered = filtered.where((eb) =>
      eb.or([
        ...definition.search.map((expression) => eb(sql`${expression}::text`, 'ilike', pattern)),
        ...relatedMatches,
      ]),
    );
  }

  // The page is chosen on the ids alone, and only its rows are then read with the base's select
  // list: joins the filters, search and sorts do not name are left out of the counting and sorting
  // (PostgreSQL drops an unread left join on a unique key), and the select list's subqueries run
  // for the page's rows, not for every row the sort passes over.
  const ids = filtered.clearSelect().clearOrderBy().select(sql`${definition.id}`.as('list_id'));
  const effectiveSorts =
    sorts ??
    definition.defaultSorts.map((sort) => ({ sort, field: definition.fields[sort.field] as ListField }));
  // biome-ignore lint/suspicious/noExplicitAny: the sort is the same on the ids and on the rows.
  const sorted = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q => {
    let ordered = query;
    for (const { field, sort } of effectiveSorts) {
      ordered = ordered.orderBy(grouped(field.expression), (order) =>
        sort.direction === 'desc' ? order.desc().nullsLast() : order.asc().nullsFirst(),
      ) as Q;
    }
    return ordered.orderBy(definition.id) as Q;
  };

  const pageIds = sorted(ids)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // The count does not wait for the page: on PostgreSQL they run side by side on two of the pool's
  // connections (on PGlite's one connection, one after the other).
  const [counted, rows] = await Promise.all([
    db
      .selectFrom(ids.as('list'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    // `= any(array(…))` makes the page's ids one value, computed first and looked up by key: one
    // statement, where `in (select …)` would be planned as a semi-join after the base's joins over
    // every row, the cost this shape is here to avoid.
    sorted(rowsOf.clearOrderBy().where(sql<SqlBool>`${definition.id} = any(array(${pageIds}))`)).execute(),
  ]);
  return { rows, total: Number(counted.total) };
}

/**
 * More ids than this and a related search stays a subquery: a short search ('a') can match most
 * related rows, and thousands of values would cost more to send than the subquery costs to run.
 */
const MAX_RELATED_IDS = 500;

/**
 * The conditions of a search on related rows. Their ids are read first, in one statement, each
 * through its own (trigram) index, and go into the list's conditions as values: PostgreSQL then
 * knows how many rows a search matches, and finds a number that matches a few tasks through the
 * indexes of those rows instead of walking every task of the company in the sort's order.
 */
async function matchRelated(
  // biome-ignore lint/suspicious/noExplicitAny: the engine works on any list's database.
  db: Kysely<any>,
  related: RelatedSearch[],
  pattern: string,
): Promise<Expression<SqlBool>[]> {
  if (related.length === 0) return [];
  const found = await db
    .selectNoFrom(
      related.map((search, index) =>
        // As JSON, which both drivers read back as an array whatever the ids' type.
        sql<unknown[]>`to_json(array(select distinct related.id from (${search.ids(pattern)}) as related (id)
          limit ${MAX_RELATED_IDS + 1}))`.as(`related_${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  return related.flatMap((search, index) => {
    const ids = (found as Record<string, unknown[]>)[`related_${index}`] ?? [];
    if (ids.length === 0) return [];
    if (ids.length > MAX_RELATED_IDS) return [sql<SqlBool>`${search.column} in (${search.ids(pattern)})`];
    return [sql<SqlBool>`${search.column} in (${sql.join(ids)})`];
  });
}

/** The list answer of the API contract. */
export function listResponse<R>(
  rows: R[],
  idOf: (row: R) => string | number,
  query: ListQuery,
  total: number,
) {
  return {
    data: { paginated_result: rows, ids: rows.map(idOf) },
    metadata: { page: query.page, limit: query.limit, total_count: total },
  };
}
