import { formatDateTime, type Language } from '@armada/domain';
import type { TFunction } from 'i18next';
import type { LogAlert } from './log-api';
import type { LogFilter } from './log-query';

/**
 * The most rows one export holds: the count `rawAlerts` gives (it stops at 10,000). A real month of a
 * large fleet can hold more; the user narrows the dates then, and the dialog says so.
 */
export const EXPORT_ROW_CAP = 10_000;
/** The largest page `rawAlerts` answers. */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  fetched: number;
  total: number;
}

type FetchPage = (
  filter: LogFilter,
  page: number,
  show: number,
  signal?: AbortSignal,
) => Promise<{ data: LogAlert[]; pagination: { total: number } }>;

/**
 * Every row of the filter, page after page of 100 in the list's order, up to EXPORT_ROW_CAP;
 * `onProgress` after each page. Aborting the signal stops between pages (the caller's Cancel).
 */
export async function fetchAllRows(
  fetchPage: FetchPage,
  filter: LogFilter,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ rows: LogAlert[]; capped: boolean }> {
  const rows: LogAlert[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const answer = await fetchPage(filter, page, EXPORT_PAGE_SIZE, signal);
    total = Math.min(answer.pagination.total, EXPORT_ROW_CAP);
    rows.push(...answer.data.slice(0, EXPORT_ROW_CAP - rows.length));
    onProgress({ fetched: rows.length, total });
    if (answer.data.length < EXPORT_PAGE_SIZE || rows.length >= EXPORT_ROW_CAP) break;
  }
  return { rows, capped: total >= EXPORT_ROW_CAP };
}

export interface ExportContext {
  t: TFunction;
  language: Language;
  timeZone: string;
}

const yesNo = (value: boolean, t: TFunction) => (value ? t('notificationLog.yes') : t('notificationLog.no'));

/** The sheet's columns: what the table shows, one fact a cell, plus the value and the FO number. */
export function exportColumns({ t, language, timeZone }: ExportContext) {
  return [
    {
      header: t('notificationLog.columns.time'),
      width: 20,
      value: (row: LogAlert) => formatDateTime(row.createdOn, timeZone, language),
    },
    { header: t('notificationLog.columns.code'), width: 8, value: (row: LogAlert) => row.alertCode },
    {
      header: t('notificationLog.columns.name'),
      width: 32,
      value: (row: LogAlert) => (language === 'id' ? row.descriptionIdn : row.descriptionEng),
    },
    {
      header: t('notificationLog.columns.value'),
      width: 32,
      value: (row: LogAlert) => row.formattedAlertData ?? '',
    },
    {
      header: t('notificationLog.columns.urgency'),
      width: 12,
      value: (row: LogAlert) =>
        t(row.isUrgent ? 'notificationLog.urgency.urgent' : 'notificationLog.urgency.important'),
    },
    {
      header: t('notificationLog.columns.plate'),
      width: 14,
      value: (row: LogAlert) => row.licensePlate ?? '',
    },
    {
      header: t('notificationLog.columns.driver'),
      width: 20,
      value: (row: LogAlert) => row.driver?.fullname ?? '',
    },
    { header: t('notificationLog.columns.address'), width: 48, value: (row: LogAlert) => row.address ?? '' },
    { header: t('notificationLog.flags.read'), width: 10, value: (row: LogAlert) => yesNo(row.isRead, t) },
    {
      header: t('notificationLog.flags.resolved'),
      width: 10,
      value: (row: LogAlert) => yesNo(row.isResolved, t),
    },
    {
      header: t('notificationLog.flags.falseAlert'),
      width: 12,
      value: (row: LogAlert) => yesNo(row.isFalseAlert, t),
    },
    {
      header: t('notificationLog.columns.foNumber'),
      width: 18,
      value: (row: LogAlert) => row.foNumber ?? '',
    },
  ];
}

/** The XLSX file of the rows. exceljs is loaded here only, so the list's own chunk stays small. */
export async function buildWorkbook(rows: readonly LogAlert[], context: ExportContext): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(context.t('notificationLog.sheetName'));
  const columns = exportColumns(context);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
