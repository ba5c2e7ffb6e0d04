import Papa from 'papaparse';
import type { ReportColumnTitle, ReportSection } from './sections';

export interface ExportTable {
  headers: string[];
  rows: (string | number | null)[][];
}

/** A section's rows as the table shows them, one header per column. */
export function exportTable<R>(
  section: ReportSection<R>,
  rows: R[],
  title: (key: ReportColumnTitle) => string,
): ExportTable {
  return {
    headers: section.columns.map((column) => title(column.title)),
    rows: rows.map((row) => section.columns.map((column) => column.value(row))),
  };
}

export const exportFileName = (section: string, from: string, to: string, extension: 'csv' | 'xlsx') =>
  `laporan-${section}-${from}-${to}.${extension}`;

export function csvText(table: ExportTable): string {
  return Papa.unparse({
    fields: table.headers,
    data: table.rows.map((row) => row.map((value) => value ?? '')),
  });
}

/** exceljs is loaded only when a workbook is made, so the page's chunk stays small. */
export async function xlsxBuffer(table: ExportTable, sheetName: string): Promise<ArrayBuffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  // Excel allows 31 characters and no []:*?/\ in a sheet name.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.columns = table.headers.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows) sheet.addRow(row);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export function saveFile(content: BlobPart, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later revoke keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';
