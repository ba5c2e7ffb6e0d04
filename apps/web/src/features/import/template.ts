import type { AnyImportDefinition } from '@armada/domain';

const GUIDE_SHEET = 'Petunjuk';

/**
 * The import template, made on demand from a definition's columns (no binary in the repository, so it
 * never drifts from what the checker reads): the first sheet holds the headers to fill under, the
 * second explains each column with an example.
 */
export async function templateWorkbook(definition: AnyImportDefinition): Promise<ArrayBuffer> {
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(definition.sheetName);
  sheet.columns = definition.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(16, column.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const guide = workbook.addWorksheet(GUIDE_SHEET);
  guide.columns = [
    { header: 'Kolom', width: 28 },
    { header: 'Wajib', width: 8 },
    { header: 'Contoh', width: 22 },
    { header: 'Keterangan', width: 80 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const column of definition.columns) {
    const required = definition.required.includes(column.key) ? 'Ya' : '';
    guide.addRow([column.header, required, column.example, column.hint]);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

/** Saves the template through the browser's download. */
export async function downloadTemplate(definition: AnyImportDefinition): Promise<void> {
  const blob = new Blob([await templateWorkbook(definition)], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = definition.templateFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; the object URL is not needed after that.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
