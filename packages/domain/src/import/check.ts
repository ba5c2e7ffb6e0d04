import type { ZodType } from 'zod';
import {
  FIELD_ERROR_CATALOGUE,
  type FieldErrorCode,
  fieldProblemsFromZodIssues,
  type MessageParams,
} from '../errors';
import { type CellValue, cellText, numberOfCell } from './cells';
import type {
  CheckedImportRow,
  ImportColumn,
  ImportDefinition,
  ImportNameSet,
  ImportProblem,
  ImportReferenceSet,
  ImportRowReader,
  ImportSheet,
  ImportSheetRow,
  NamedReference,
} from './definition';

/*
 * The checker every import shares (issue 14 item 3): the file's columns, the names to look up, each
 * row mapped by its definition and validated with the schema the server uses, so a file that passes
 * here is refused by the server only if the data changed in between.
 */

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function importColumnOf<Key extends string>(
  definition: ImportDefinition<Key>,
  key: Key,
): ImportColumn<Key> {
  return definition.columns.find((column) => column.key === key) as ImportColumn<Key>;
}

/** The column each header of a file stands for; headers the definition does not know are ignored. */
export function importColumnsOfHeaders<Key extends string>(
  definition: ImportDefinition<Key>,
  headers: readonly string[],
): Map<Key, string> {
  const found = new Map<Key, string>();
  for (const header of headers) {
    const column = definition.columns.find((candidate) => normal(candidate.header) === normal(header));
    if (column && !found.has(column.key)) found.set(column.key, header);
  }
  return found;
}

export function importColumnOfField<Key extends string>(
  definition: ImportDefinition<Key>,
  field: string,
): Key | null {
  return definition.fieldColumns.find(([pattern]) => pattern.test(field))?.[1] ?? null;
}

/** Problems of the file as a whole: a required column missing, no rows, more rows than one import. */
export function importSheetProblems<Key extends string>(
  definition: ImportDefinition<Key>,
  sheet: ImportSheet,
): ImportProblem<Key>[] {
  const columns = importColumnsOfHeaders(definition, sheet.headers);
  const problems: ImportProblem<Key>[] = definition.required
    .filter((key) => !columns.has(key))
    .map((column) => ({ row: null, column, code: 'missing-column' }));
  if (sheet.rows.length === 0) problems.push({ row: null, column: null, code: 'no-rows' });
  if (sheet.rows.length > definition.maxRows) {
    problems.push({ row: null, column: null, code: 'too-many-rows', params: { max: definition.maxRows } });
  }
  return problems;
}

function cellReader<Key extends string>(definition: ImportDefinition<Key>, sheet: ImportSheet) {
  const columns = importColumnsOfHeaders(definition, sheet.headers);
  return (row: ImportSheetRow, key: Key): CellValue => {
    const header = columns.get(key);
    return header === undefined ? undefined : row.cells[header];
  };
}

function namesIn<Key extends string>(definition: ImportDefinition<Key>, key: Key, value: CellValue) {
  const text = cellText(value);
  const separator = definition.separators?.[key];
  const names = separator === undefined ? [text] : text.split(separator).map((name) => name.trim());
  return names.filter((name) => name !== '');
}

/** Every distinct name the rows use, by kind: what to look up before the rows can be checked. */
export function importNamesFor<Key extends string>(
  definition: ImportDefinition<Key>,
  sheet: ImportSheet,
): ImportNameSet {
  const cell = cellReader(definition, sheet);
  const sets = new Map<string, Set<string>>();
  const referring = Object.entries(definition.references) as [Key, string][];
  for (const [, kind] of referring) sets.set(kind, new Set());
  for (const row of sheet.rows) {
    for (const [key, kind] of referring) {
      const set = sets.get(kind) as Set<string>;
      for (const name of namesIn(definition, key, cell(row, key))) set.add(name);
    }
  }
  return Object.fromEntries([...sets].map(([kind, names]) => [kind, [...names]]));
}

type Resolved = { id: number } | { problem: FieldErrorCode };

function nameIndex(records: readonly NamedReference[]) {
  const byName = new Map<string, number[]>();
  for (const record of records) {
    const key = normal(record.name);
    byName.set(key, [...(byName.get(key) ?? []), record.id]);
  }
  return (name: string): Resolved => {
    const ids = byName.get(normal(name)) ?? [];
    if (ids.length === 1) return { id: ids[0] as number };
    return { problem: ids.length === 0 ? 'name-not-found' : 'name-ambiguous' };
  };
}

const TRUE_WORDS = new Set(['ya', 'y', 'yes', 'true', '1']);
const FALSE_WORDS = new Set(['tidak', 'tdk', 'no', 'false', '0']);

/** A cell that names nothing also fails the schema; the user needs its first, most precise problem. */
function firstPerColumn<Key extends string>(
  definition: ImportDefinition<Key>,
  problems: ImportProblem<Key>[],
): ImportProblem<Key>[] {
  const seen = new Set<Key | null>();
  const order = (problem: ImportProblem<Key>) =>
    definition.columns.findIndex((column) => column.key === problem.column);
  return problems
    .filter((problem) => {
      if (seen.has(problem.column)) return false;
      seen.add(problem.column);
      return true;
    })
    .sort((a, b) => order(a) - order(b));
}

/**
 * The value a unique column stores: from the parsed row, or when another cell of the row failed, from
 * that one field's own schema, so a duplicate is told together with the row's other problems.
 */
function uniqueValueOf(
  definition: ImportDefinition<string>,
  parsed: { success: boolean; data?: unknown },
  candidate: Record<string, unknown>,
  field: string,
): unknown {
  if (parsed.success) return (parsed.data as Record<string, unknown>)[field];
  const shape = (definition.schema as { shape?: Record<string, ZodType> }).shape;
  const own = shape?.[field]?.safeParse(candidate[field]);
  return own?.success ? own.data : undefined;
}

type Lookup = (name: string) => Resolved;

/** The reader a definition maps one row through; its problems go to `report`. */
function rowReader<Key extends string>(
  definition: ImportDefinition<Key>,
  cellOf: (key: Key) => CellValue,
  lookups: ReadonlyMap<string, Lookup>,
  report: ImportRowReader<Key>['report'],
  timeZone: string,
): ImportRowReader<Key> {
  const resolve = (key: Key, name: string): number | undefined => {
    const found = lookups.get(definition.references[key] as string)?.(name) ?? { problem: 'name-not-found' };
    if ('id' in found) return found.id;
    report(key, found.problem, { name });
    return undefined;
  };
  const text = (key: Key) => cellText(cellOf(key));
  return {
    cell: cellOf,
    text,
    optional: (key) => text(key) || undefined,
    nullable: (key) => text(key) || null,
    idOf: (key) => (text(key) === '' ? undefined : resolve(key, text(key))),
    idsOf: (key) =>
      namesIn(definition, key, cellOf(key)).flatMap((name) => {
        const id = resolve(key, name);
        return id === undefined ? [] : [id];
      }),
    numberOf: (key) => {
      const value = numberOfCell(cellOf(key));
      if (value === null && text(key) !== '') report(key, 'not-a-number');
      return value ?? undefined;
    },
    booleanOf: (key) => {
      const word = text(key).toLowerCase();
      if (word === '') return undefined;
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      report(key, 'invalid-value');
      return undefined;
    },
    report,
    timeZone,
  };
}

/**
 * The row check of an import: maps a sheet row to the body of one record, resolving names to the
 * company's records, and validates it with the schema the server uses. Built once per file; call it
 * on each row in order (in chunks, to show progress): it remembers the unique values seen so far.
 */
export function importRowCheckerFor<Key extends string, Item>(
  definition: ImportDefinition<Key, Item>,
  sheet: ImportSheet,
  references: ImportReferenceSet,
  timeZone: string,
) {
  const cell = cellReader(definition, sheet);
  const lookups = new Map(
    Object.entries(references).map(([kind, records]) => [kind, nameIndex(records as NamedReference[])]),
  );
  const seen = new Map<string, number>();
  return (row: ImportSheetRow): { item: Item | null; problems: ImportProblem<Key>[] } => {
    const problems: ImportProblem<Key>[] = [];
    const report = (column: Key, code: FieldErrorCode, params?: MessageParams) => {
      problems.push({ row: row.number, column, code, ...(params ? { params } : {}) });
    };
    const candidate = definition.candidateOf(
      rowReader(definition, (key) => cell(row, key), lookups, report, timeZone),
    );
    const parsed = definition.schema.safeParse(candidate);
    if (!parsed.success) {
      for (const problem of fieldProblemsFromZodIssues(parsed.error.issues, candidate)) {
        const column = importColumnOfField(definition, problem.field);
        if (column) report(column, problem.code as FieldErrorCode, problem.params);
      }
    }
    for (const { column, field } of definition.unique ?? []) {
      const value = uniqueValueOf(definition, parsed, candidate, field);
      if (value === null || value === undefined) continue;
      const key = `${field}\u0000${normal(String(value))}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.number);
      else report(column, 'duplicate-in-file', { row: first });
    }
    const unique = firstPerColumn(definition, problems);
    return { item: parsed.success && unique.length === 0 ? parsed.data : null, problems: unique };
  };
}

/** The whole check in one go (tests, the benchmark); the page runs `importRowCheckerFor` in chunks. */
export function checkImportSheetFor<Key extends string, Item>(
  definition: ImportDefinition<Key, Item>,
  sheet: ImportSheet,
  references: ImportReferenceSet,
  timeZone: string,
): { items: CheckedImportRow<Item>[]; problems: ImportProblem<Key>[] } {
  const problems = importSheetProblems(definition, sheet);
  if (problems.length > 0) return { items: [], problems };
  const check = importRowCheckerFor(definition, sheet, references, timeZone);
  const items: CheckedImportRow<Item>[] = [];
  for (const row of sheet.rows) {
    const result = check(row);
    problems.push(...result.problems);
    if (result.item) items.push({ row: row.number, item: result.item });
  }
  return { items, problems };
}

/**
 * The bulk API's field errors (`items.3.license_plate`, when the data changed after the check) as
 * problems of the sheet: item 3 is the fourth checked row.
 */
export function importProblemsOfBulkErrorsFor<Key extends string>(
  definition: ImportDefinition<Key>,
  errors: readonly { field: string; code: string }[],
  rows: readonly number[],
): ImportProblem<Key>[] {
  return errors.map((error) => {
    const match = /^items\.(\d+)\.(.+)$/.exec(error.field);
    const row = match ? (rows[Number(match[1])] ?? null) : null;
    const column = match ? importColumnOfField(definition, match[2] as string) : null;
    const code = Object.hasOwn(FIELD_ERROR_CATALOGUE, error.code)
      ? (error.code as FieldErrorCode)
      : 'invalid-value';
    return { row, column, code };
  });
}
