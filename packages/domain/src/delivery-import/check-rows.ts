import type { ShipmentType } from '../delivery-order';
import { MAX_BULK_DELIVERY_ORDERS } from '../delivery-order-rules';
import { zonedTimeOfCell } from '../import/cells';
import {
  checkImportSheetFor,
  importColumnOf,
  importColumnOfField,
  importColumnsOfHeaders,
  importNamesFor,
  importProblemsOfBulkErrorsFor,
  importRowCheckerFor,
  importSheetProblems,
} from '../import/check';
import type { ImportDefinition, ImportRowReader, ImportSheet, NamedReference } from '../import/definition';
import { type CreateDeliveryOrderRequest, createDeliveryOrderRequestSchema } from '../schemas/delivery-order';
import {
  DELIVERY_FIELD_COLUMNS,
  IMPORT_COLUMNS,
  type ImportColumnKey,
  REQUIRED_IMPORT_COLUMNS,
  TRANSIT_SEPARATOR,
} from './columns';

export type { ImportProblem, ImportSheet, ImportSheetRow } from '../import/definition';

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

function timeOf(row: ImportRowReader<ImportColumnKey>, column: ImportColumnKey): string | undefined {
  if (row.text(column) === '') return undefined;
  const time = zonedTimeOfCell(row.cell(column), row.timeZone);
  if (time === null) row.report(column, 'invalid-format');
  return time ?? undefined;
}

/**
 * The delivery-order import (issue 13 item 2) as one definition of the generic import: one row is
 * one order of `POST /delivery-order/bulk` with at most one load; transit stops share a cell.
 */
export const DELIVERY_ORDER_IMPORT: ImportDefinition<ImportColumnKey, CreateDeliveryOrderRequest> = {
  name: 'delivery-order',
  sheetName: 'Pengiriman',
  templateFileName: 'template-impor-pengiriman.xlsx',
  columns: IMPORT_COLUMNS,
  required: REQUIRED_IMPORT_COLUMNS,
  maxRows: MAX_BULK_DELIVERY_ORDERS,
  references: {
    customer: 'customers',
    billed_customer: 'customers',
    origin: 'addresses',
    destination: 'addresses',
    transits: 'addresses',
    product: 'products',
  },
  separators: { transits: TRANSIT_SEPARATOR },
  schema: createDeliveryOrderRequestSchema,
  fieldColumns: DELIVERY_FIELD_COLUMNS,
  candidateOf(row) {
    const transitIds = row.idsOf('transits');
    const typed = row.text('shipment_type').toUpperCase();
    const hasTransits = row
      .text('transits')
      .split(TRANSIT_SEPARATOR)
      .some((name) => name.trim() !== '');
    const shipmentType: ShipmentType | string = typed !== '' ? typed : hasTransits ? 'TRANSIT' : 'DIRECT';
    const productId = row.idOf('product');
    const quantity = row.numberOf('quantity');
    const hasLoad = productId !== undefined || row.text('product') !== '' || quantity !== undefined;
    return {
      shipment_type: shipmentType,
      customer_id: row.idOf('customer'),
      billed_customer_id: row.idOf('billed_customer'),
      origin_address_id: row.idOf('origin'),
      destination_address_id: row.idOf('destination'),
      transit_address_ids: transitIds.length > 0 ? transitIds : undefined,
      expected_pickup_on: timeOf(row, 'expected_pickup_on'),
      expected_delivered_on: timeOf(row, 'expected_delivered_on'),
      shipment_number: row.optional('shipment_number'),
      reference_number: row.optional('reference_number'),
      external_reference_number: row.optional('external_reference_number'),
      note: row.optional('note'),
      loads: hasLoad ? [{ product_id: productId, quantity }] : undefined,
    };
  },
};

/* The delivery import's names from before the mechanism was made generic (issue 14 item 3). */

export const importColumn = (key: ImportColumnKey) => importColumnOf(DELIVERY_ORDER_IMPORT, key);
export const columnsOfHeaders = (headers: readonly string[]) =>
  importColumnsOfHeaders(DELIVERY_ORDER_IMPORT, headers);
export const columnOfField = (field: string) => importColumnOfField(DELIVERY_ORDER_IMPORT, field);
export const sheetProblems = (sheet: ImportSheet) => importSheetProblems(DELIVERY_ORDER_IMPORT, sheet);
export const importNamesOf = (sheet: ImportSheet) =>
  importNamesFor(DELIVERY_ORDER_IMPORT, sheet) as unknown as ImportNames;
export const importRowChecker = (sheet: ImportSheet, references: ImportReferences, timeZone: string) =>
  importRowCheckerFor(DELIVERY_ORDER_IMPORT, sheet, { ...references }, timeZone);
export const checkImportSheet = (sheet: ImportSheet, references: ImportReferences, timeZone: string) =>
  checkImportSheetFor(DELIVERY_ORDER_IMPORT, sheet, { ...references }, timeZone);
export const importProblemsOfBulkErrors = (
  errors: readonly { field: string; code: string }[],
  rows: readonly number[],
) => importProblemsOfBulkErrorsFor(DELIVERY_ORDER_IMPORT, errors, rows);
