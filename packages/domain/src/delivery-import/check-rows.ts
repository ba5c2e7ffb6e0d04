import type { ShipmentType } from '../delivery-order';
import { MAX_BULK_DELIVERY_ORDERS } from '../delivery-order-rules';
import {
  FIELD_ERROR_CATALOGUE,
  type FieldErrorCode,
  fieldProblemsFromZodIssues,
  type MessageParams,
} from '../errors';
import { type CreateDeliveryOrderRequest, createDeliveryOrderRequestSchema } from '../schemas/delivery-order';
import { type CellValue, cellText, numberOfCell, zonedTimeOfCell } from './cells';
import {
  columnOfField,
  columnsOfHeaders,
  IMPORT_COLUMNS,
  type ImportColumnKey,
  REQUIRED_IMPORT_COLUMNS,
  TRANSIT_SEPARATOR,
} from './columns';

/** A parsed file: its header row and its data rows, each with its row number in the sheet. */
export interface ImportSheet {
  headers: readonly string[];
  rows: readonly ImportSheetRow[];
}
export interface ImportSheetRow {
  /** As the spreadsheet numbers it: the header is row 1, so the first order is usually row 2. */
  number: number;
  cells: Readonly<Record<string, CellValue>>;
}

/** One problem of the file: its row and column (null for the file as a whole) and a catalogue code. */
export interface ImportProblem {
  row: number | null;
  column: ImportColumnKey | null;
  code: FieldErrorCode;
  params?: MessageParams;
}

export interface NamedReference {
  id: number;
  name: string;
}
/** The company's records whose names the file uses (POST /delivery-order/import-references). */
export interface ImportReferences {
  customers: readonly NamedReference[];
  addresses: readonly NamedReference[];
  products: readonly NamedReference[];
}
export interface ImportNames {
  customers: string[];
  addresses: string[];
  products: string[];
}

export interface CheckedImportRow {
  row: number;
  item: CreateDeliveryOrderRequest;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Problems of the file as a whole: a required column missing, no rows, more rows than one import. */
export function sheetProblems(sheet: ImportSheet): ImportProblem[] {
  const columns = columnsOfHeaders(sheet.headers);
  const problems: ImportProblem[] = REQUIRED_IMPORT_COLUMNS.filter((key) => !columns.has(key)).map(
    (column) => ({ row: null, column, code: 'missing-column' }),
  );
  if (sheet.rows.length === 0) problems.push({ row: null, column: null, code: 'no-rows' });
  if (sheet.rows.length > MAX_BULK_DELIVERY_ORDERS) {
    problems.push({
      row: null,
      column: null,
      code: 'too-many-rows',
      params: { max: MAX_BULK_DELIVERY_ORDERS },
    });
  }
  return problems;
}

type CellsOf = (row: ImportSheetRow, key: ImportColumnKey) => CellValue;

function cellReader(sheet: ImportSheet): CellsOf {
  const columns = columnsOfHeaders(sheet.headers);
  return (row, key) => {
    const header = columns.get(key);
    return header === undefined ? undefined : row.cells[header];
  };
}

const transitNames = (value: CellValue) =>
  cellText(value)
    .split(TRANSIT_SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** Every distinct name the rows use, by kind: what to look up before the rows can be checked. */
export function importNamesOf(sheet: ImportSheet): ImportNames {
  const cell = cellReader(sheet);
  const customers = new Set<string>();
  const addresses = new Set<string>();
  const products = new Set<string>();
  const add = (set: Set<string>, value: CellValue) => {
    const text = cellText(value);
    if (text !== '') set.add(text);
  };
  for (const row of sheet.rows) {
    add(customers, cell(row, 'customer'));
    add(customers, cell(row, 'billed_customer'));
    add(addresses, cell(row, 'origin'));
    add(addresses, cell(row, 'destination'));
    for (const name of transitNames(cell(row, 'transits'))) addresses.add(name);
    add(products, cell(row, 'product'));
  }
  return { customers: [...customers], addresses: [...addresses], products: [...products] };
}

type Resolved = { id: number } | { problem: FieldErrorCode; name: string };

function nameIndex(records: readonly NamedReference[]) {
  const byName = new Map<string, number[]>();
  for (const record of records) {
    const key = normalName(record.name);
    byName.set(key, [...(byName.get(key) ?? []), record.id]);
  }
  return (name: string): Resolved => {
    const ids = byName.get(normalName(name)) ?? [];
    if (ids.length === 1) return { id: ids[0] as number };
    return { problem: ids.length === 0 ? 'name-not-found' : 'name-ambiguous', name };
  };
}

const optional = (value: CellValue) => {
  const text = cellText(value);
  return text === '' ? undefined : text;
};

/**
 * The row check of an import (issue 13 item 2): maps a sheet row to the body of one order of
 * `POST /delivery-order/bulk`, resolving names to the company's records, and validates it with the
 * very schema the server uses, so a row that passes here is refused by the server only if the data
 * changed meanwhile. Built once per file; call it on each row (in chunks, to show progress).
 */
export function importRowChecker(sheet: ImportSheet, references: ImportReferences, timeZone: string) {
  const cell = cellReader(sheet);
  const customer = nameIndex(references.customers);
  const address = nameIndex(references.addresses);
  const product = nameIndex(references.products);

  return (row: ImportSheetRow): { item: CreateDeliveryOrderRequest | null; problems: ImportProblem[] } => {
    const problems: ImportProblem[] = [];
    const report = (column: ImportColumnKey, code: FieldErrorCode, params?: MessageParams) => {
      problems.push({ row: row.number, column, code, ...(params ? { params } : {}) });
    };
    const idOf = (column: ImportColumnKey, lookup: (name: string) => Resolved): number | undefined => {
      const name = cellText(cell(row, column));
      if (name === '') return undefined;
      const found = lookup(name);
      if ('id' in found) return found.id;
      report(column, found.problem, { name: found.name });
      return undefined;
    };
    const timeOf = (column: ImportColumnKey): string | undefined => {
      const text = cellText(cell(row, column));
      if (text === '') return undefined;
      const time = zonedTimeOfCell(cell(row, column), timeZone);
      if (time === null) report(column, 'invalid-format');
      return time ?? undefined;
    };

    const transitIds = transitNames(cell(row, 'transits')).flatMap((name) => {
      const found = address(name);
      if ('id' in found) return [found.id];
      report('transits', found.problem, { name });
      return [];
    });
    const typed = cellText(cell(row, 'shipment_type')).toUpperCase();
    const shipmentType: ShipmentType | string =
      typed !== '' ? typed : transitNames(cell(row, 'transits')).length > 0 ? 'TRANSIT' : 'DIRECT';
    const productId = idOf('product', product);
    const quantityCell = cell(row, 'quantity');
    const quantity = numberOfCell(quantityCell);
    if (quantity === null && cellText(quantityCell) !== '') report('quantity', 'not-a-number');
    const hasLoad = productId !== undefined || cellText(cell(row, 'product')) !== '' || quantity !== null;

    const candidate = {
      shipment_type: shipmentType,
      customer_id: idOf('customer', customer),
      billed_customer_id: idOf('billed_customer', customer),
      origin_address_id: idOf('origin', address),
      destination_address_id: idOf('destination', address),
      transit_address_ids: transitIds.length > 0 ? transitIds : undefined,
      expected_pickup_on: timeOf('expected_pickup_on'),
      expected_delivered_on: timeOf('expected_delivered_on'),
      shipment_number: optional(cell(row, 'shipment_number')),
      reference_number: optional(cell(row, 'reference_number')),
      external_reference_number: optional(cell(row, 'external_reference_number')),
      note: optional(cell(row, 'note')),
      loads: hasLoad ? [{ product_id: productId, quantity: quantity ?? undefined }] : undefined,
    };
    const parsed = createDeliveryOrderRequestSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const problem of fieldProblemsFromZodIssues(parsed.error.issues, candidate)) {
        const column = columnOfField(problem.field);
        if (column) report(column, problem.code as FieldErrorCode, problem.params);
      }
    }
    const unique = firstPerColumn(problems);
    return { item: parsed.success && unique.length === 0 ? parsed.data : null, problems: unique };
  };
}

/** A cell that names nothing also fails the schema; the user needs its first, most precise problem. */
function firstPerColumn(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<ImportColumnKey | null>();
  const order = (problem: ImportProblem) =>
    IMPORT_COLUMNS.findIndex((column) => column.key === problem.column);
  return problems
    .filter((problem) => {
      if (seen.has(problem.column)) return false;
      seen.add(problem.column);
      return true;
    })
    .sort((a, b) => order(a) - order(b));
}

/** The whole check in one go (tests, the benchmark); the page runs `importRowChecker` in chunks. */
export function checkImportSheet(
  sheet: ImportSheet,
  references: ImportReferences,
  timeZone: string,
): { items: CheckedImportRow[]; problems: ImportProblem[] } {
  const problems = sheetProblems(sheet);
  if (problems.length > 0) return { items: [], problems };
  const check = importRowChecker(sheet, references, timeZone);
  const items: CheckedImportRow[] = [];
  for (const row of sheet.rows) {
    const result = check(row);
    problems.push(...result.problems);
    if (result.item) items.push({ row: row.number, item: result.item });
  }
  return { items, problems };
}

/**
 * The bulk API's field errors (`items.3.customer_id`, when the data changed after the check) as
 * problems of the sheet: item 3 is the fourth checked row.
 */
export function importProblemsOfBulkErrors(
  errors: readonly { field: string; code: string }[],
  rows: readonly number[],
): ImportProblem[] {
  return errors.map((error) => {
    const match = /^items\.(\d+)\.(.+)$/.exec(error.field);
    const row = match ? (rows[Number(match[1])] ?? null) : null;
    const column = match ? columnOfField(match[2] as string) : null;
    const code = Object.hasOwn(FIELD_ERROR_CATALOGUE, error.code)
      ? (error.code as FieldErrorCode)
      : 'invalid-value';
    return { row, column, code };
  });
}
