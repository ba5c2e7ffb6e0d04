import type { CellValue, ImportSheet, ImportSheetRow } from '@armada/domain';
import Papa from 'papaparse';

/** What a file of the import turns into; plain data, so it also runs in Node (the benchmark). */
export type SheetKind = 'csv' | 'xlsx';

export function sheetKindOf(fileName: string): SheetKind | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

const isBlankRow = (cells: readonly CellValue[]) =>
  cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');

/** Rows as arrays, the first non-blank one the header; blank rows are skipped but keep the numbering. */
function sheetOfRows(rows: readonly { number: number; cells: readonly CellValue[] }[]): ImportSheet {
  const filled = rows.filter((row) => !isBlankRow(row.cells));
  const [header, ...data] = filled;
  if (!header) return { headers: [], rows: [] };
  const headers = header.cells.map((cell) =>
    cell === null || cell === undefined ? '' : String(cell).trim(),
  );
  const toRow = (row: (typeof data)[number]): ImportSheetRow => {
    const cells: Record<string, CellValue> = {};
    headers.forEach((name, index) => {
      if (name !== '') cells[name] = row.cells[index];
    });
    return { number: row.number, cells };
  };
  return { headers, rows: data.map(toRow) };
}

/**
 * A CSV file's text. The delimiter is detected: Excel in an Indonesian locale saves with ';'.
 * A byte-order mark before the first header is dropped.
 */
export function sheetOfCsv(text: string): ImportSheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return sheetOfRows(parsed.data.map((cells, index) => ({ number: index + 1, cells })));
}

type ExcelValue = import('exceljs').CellValue;

/** A workbook cell as text, number, date or boolean: rich text joined, a formula's last result. */
function plainValue(value: ExcelValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return plainValue(value.result as ExcelValue);
  return null;
}

/** The first worksheet of an XLSX workbook. exceljs is loaded only when a workbook is read. */
export async function sheetOfWorkbook(data: ArrayBuffer): Promise<ImportSheet> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  await workbook.xlsx.load(data);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) return { headers: [], rows: [] };
  const rows: { number: number; cells: CellValue[] }[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: CellValue[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(plainValue(row.getCell(column).value));
    }
    rows.push({ number, cells });
  });
  return sheetOfRows(rows);
}
