import type { z } from 'zod';
import type { FieldErrorCode, MessageParams } from '../errors';
import type { CellValue } from './cells';

/**
 * A spreadsheet import (issue 13 item 2, issue 14 item 3) is one `ImportDefinition`: the columns of
 * its template, how a row becomes the body of one record, the names it looks up, and the schema the
 * server validates each record with. The checker (check.ts), the web page and the template are the
 * same for every definition.
 */
export interface ImportColumn<Key extends string = string> {
  key: Key;
  /** The Indonesian header of the template; a file is matched on it, case and spaces aside. */
  header: string;
  example: string;
  /** The rule, as the template's 'Petunjuk' sheet explains it. */
  hint: string;
}

/** A parsed file: its header row and its data rows, each with its row number in the sheet. */
export interface ImportSheet {
  headers: readonly string[];
  rows: readonly ImportSheetRow[];
}

export interface ImportSheetRow {
  /** As the spreadsheet numbers it: the header is row 1, so the first record is usually row 2. */
  number: number;
  cells: Readonly<Record<string, CellValue>>;
}

/** One problem of the file: its row and column (null for the file as a whole) and a catalogue code. */
export interface ImportProblem<Key extends string = string> {
  row: number | null;
  column: Key | null;
  code: FieldErrorCode;
  params?: MessageParams;
}

export interface NamedReference {
  id: number;
  name: string;
}

/** The company's records a file names, by kind ('customers', 'garages'...), as the lookup answers. */
export type ImportReferenceSet = Readonly<Record<string, readonly NamedReference[]>>;
/** The names a file uses, by kind: the body of the lookup. */
export type ImportNameSet = Record<string, string[]>;

export interface CheckedImportRow<Item = unknown> {
  row: number;
  item: Item;
}

/** What a definition's `candidateOf` reads a row through; problems it reports land on the row. */
export interface ImportRowReader<Key extends string> {
  cell(key: Key): CellValue;
  /** The cell as trimmed text ('' when blank). */
  text(key: Key): string;
  /** The text, or undefined when blank (an absent optional field). */
  optional(key: Key): string | undefined;
  /** The text, or null when blank (a cleared nullable field). */
  nullable(key: Key): string | null;
  /** The id the cell names among the references of its kind; a name not found is reported. */
  idOf(key: Key): number | undefined;
  /** The ids of a cell holding several names (its column's separator). */
  idsOf(key: Key): number[];
  /** A number typed or stored in the cell; anything else is reported as not a number. */
  numberOf(key: Key): number | undefined;
  /** 'Ya'/'Tidak' (also yes/no, true/false, 1/0); anything else is reported. */
  booleanOf(key: Key): boolean | undefined;
  report(key: Key, code: FieldErrorCode, params?: MessageParams): void;
  timeZone: string;
}

export interface ImportDefinition<Key extends string = string, Item = unknown> {
  /** The resource ('delivery-order', 'vehicle'...). */
  name: string;
  /** The first sheet of the template. */
  sheetName: string;
  templateFileName: string;
  columns: readonly ImportColumn<Key>[];
  /** Columns a file must have; the others may be left out of the file altogether. */
  required: readonly Key[];
  maxRows: number;
  /** The columns holding names, and the kind of record each name is looked up among. */
  references: Readonly<Partial<Record<Key, string>>>;
  /** Columns holding several names, and what separates them. */
  separators?: Readonly<Partial<Record<Key, string>>>;
  /**
   * Columns whose values must differ from row to row (a plate, an IMEI): compared on the value the
   * schema stores, so 'b 1234 xyz' and 'B 1234 XYZ' are the same plate.
   */
  unique?: readonly { column: Key; field: string }[];
  /** A row as the create body, before validation; problems of its cells go through `report`. */
  candidateOf(row: ImportRowReader<Key>): Record<string, unknown>;
  /** The create schema the server validates each record with. */
  schema: z.ZodType<Item>;
  /** Where a field of the body (`customer_id`, `loads.0.quantity`) shows in the sheet; first wins. */
  fieldColumns: readonly (readonly [RegExp, Key])[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of different row types.
export type AnyImportDefinition = ImportDefinition<any, any>;
