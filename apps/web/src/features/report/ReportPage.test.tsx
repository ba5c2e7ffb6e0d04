import type { OperationsReport } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { ReportPage } from './ReportPage';

const report: OperationsReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  time_zone: 'Asia/Jakarta',
  punctuality: [
    {
      day: '2026-11-01',
      departures: 2,
      on_time_departures: 1,
      departure_rate: 50,
      arrivals: 2,
      on_time_arrivals: 1,
      arrival_rate: 50,
    },
    {
      day: '2026-11-02',
      departures: 1,
      on_time_departures: 1,
      departure_rate: 100,
      arrivals: 0,
      on_time_arrivals: 0,
      arrival_rate: null,
    },
  ],
  vehicles: [
    {
      vehicle_id: 1,
      license_plate: 'B 1001 UJI',
      tasks: 2,
      distance_km: 1234.5,
      load_weight: 150,
      load_volume: 2,
    },
  ],
  drivers: [
    {
      driver_id: 3,
      driver_name: 'Budi Santoso',
      tasks: 2,
      distance_km: 28.9,
      load_weight: 130,
      load_volume: 1.5,
    },
  ],
  customers: [],
  driver_alerts: [{ driver_id: 3, driver_name: 'Budi Santoso', alerts: 2, urgent: 1, false_alerts: 1 }],
};

/** jsdom's Blob has neither text() nor arrayBuffer(); FileReader reads it as the browser would. */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** What the page hands to the browser's download: the blob behind each clicked link. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:report-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

let calls: ReturnType<typeof stubApi>['calls'];
beforeEach(() => {
  ({ calls } = stubApi({ 'GET /report/v1/operations': () => json({ data: report }) }));
});
afterEach(() => vi.restoreAllMocks());

const renderReport = (path = '/report/?from=2026-11-01&to=2026-11-02') =>
  renderPage(<ReportPage />, { user: buildUser('dispatcher'), path });

describe('ReportPage', () => {
  it('asks for the range in the address and shows each report as a table', async () => {
    renderReport();
    const vehicles = await screen.findByTestId('report-vehicles');
    expect(calls[0]?.path).toBe('/report/v1/operations?from=2026-11-01&to=2026-11-02');
    expect(within(vehicles).getAllByText('Jarak, Penugasan dan Muatan per Kendaraan').length).toBeGreaterThan(
      0,
    );
    const row = within(vehicles).getByRole('row', { name: /B 1001 UJI/ });
    expect(row).toHaveTextContent('1.234,5');
    // A day without arrivals has no rate rather than 0 %.
    const day = within(screen.getByTestId('report-punctuality')).getByRole('row', { name: /2026-11-02/ });
    expect(day).toHaveTextContent('–');
  });

  it('opens on the last seven days when the address names no range', async () => {
    renderReport('/report/');
    await screen.findByTestId('report-vehicles');
    const query = new URLSearchParams(calls[0]?.path.split('?')[1]);
    const days = (Date.parse(query.get('to') ?? '') - Date.parse(query.get('from') ?? '')) / 86_400_000;
    expect(days).toBe(6);
  });

  it('refuses a range whose end is before its start without calling the server', async () => {
    renderReport('/report/?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText(/Rentang tanggal tidak valid/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('exports a report to CSV with the table headers and every row', async () => {
    const saved = captureDownloads();
    renderReport();
    await screen.findByTestId('report-drivers');
    await userEvent.click(screen.getByRole('button', { name: 'Ekspor Peringatan per Pengemudi ke CSV' }));
    expect(saved[0]?.name).toBe('laporan-driverAlerts-2026-11-01-2026-11-02.csv');
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(await readBlob(saved[0]?.blob as Blob)));
    expect(parsed.data).toEqual([
      ['Pengemudi', 'Peringatan', 'Darurat', 'Peringatan Palsu'],
      ['Budi Santoso', '2', '1', '1'],
    ]);
  });

  it('exports a report to XLSX', async () => {
    const saved = captureDownloads();
    renderReport();
    await screen.findByTestId('report-vehicles');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ekspor Jarak, Penugasan dan Muatan per Kendaraan ke XLSX' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    const { Workbook } = (await import('exceljs')).default;
    const workbook = new Workbook();
    await workbook.xlsx.load(await readBlob(saved[0]?.blob as Blob));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Kendaraan',
      'Penugasan',
      'Jarak (km)',
      'Berat Muatan (kg)',
      'Volume Muatan (m³)',
    ]);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'B 1001 UJI', 2, 1234.5, 150, 2]);
  }, 30_000);

  it('disables the exports of an empty report and says there is no data', async () => {
    renderReport();
    const customers = await screen.findByTestId('report-customers');
    expect(within(customers).getByRole('button', { name: /ke CSV/ })).toBeDisabled();
    expect(within(customers).getAllByText('Tidak ada data pada rentang ini').length).toBeGreaterThan(0);
  });
});
