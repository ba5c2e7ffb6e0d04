import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { storeToken } from '../../../platform/session/token-storage';
import { type Call, json, operationOf, stubFetch } from '../../../test/http';
import { startLiveServer } from '../../../test/live-server';
import { buildRawAlert } from '../../../test/raw-alert.factory';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { AlertCenterLiveProvider } from '../live/AlertCenterLiveProvider';
import type { LogAlert } from './log-api';
import { NotificationPage } from './NotificationPage';

// Two cores shared by several test runs: a first render can take seconds, not the default one.
configure({ asyncUtilTimeout: 10_000 });

const ok = (operation: string, value: unknown) =>
  json({
    data: {
      [operation]: {
        isSuccessful: true,
        errorCode: null,
        message: null,
        status: 200,
        fieldErrors: [],
        [operation]: value,
      },
    },
  });

const logAlert = (overrides: Partial<LogAlert> = {}): LogAlert => ({
  ...buildRawAlert(),
  alertFlag: null,
  alertData: '92|80|75',
  vehicleId: 4,
  latitude: -6.2,
  longitude: 106.85,
  foNumber: null,
  foId: null,
  userLogs: [],
  ...overrides,
});

const filterOf = (call: Call) =>
  (call.body as { variables: { filter: Record<string, unknown> } }).variables.filter;

/** `/api/graphql` answering the log's pages from `rows` as the server pages them. */
function stubLog(rows: LogAlert[], total = rows.length) {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/vehicle-management/v1/vehicle')
      return json({
        data: { paginated_result: [{ id: 4, license_plate: 'B 9001 LOG' }], ids: [4] },
        metadata: { page: 1, limit: 100, total_count: 1 },
      });
    if (call.url.pathname !== '/api/graphql' || operationOf(call) !== 'NotificationLog') return undefined;
    const { page, show } = filterOf(call) as { page: number; show: number };
    const data = rows.slice((page - 1) * show, page * show);
    return ok('rawAlerts', { data, pagination: { page, show, total, actualTotal: data.length } });
  });
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as the browser would. */
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const logCalls = (calls: Call[]) => calls.filter((call) => operationOf(call) === 'NotificationLog');

describe('NotificationLogPage', () => {
  beforeEach(() => storeToken('token-admin'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the log with e1j-log-notification:read', async () => {
    stubLog([logAlert({ licensePlate: 'B 1 LOG' })]);
    renderPage(<NotificationPage />, { user: buildUser('admin'), path: '/notification/' });
    expect(await screen.findByRole('heading', { name: 'Log Notifikasi' })).toBeVisible();
    expect(await screen.findByText('B 1 LOG')).toBeVisible();
  });

  it('shows the simpler centre without e1j-log-notification:read', async () => {
    const server = await startLiveServer();
    vi.stubEnv('VITE_LIVE_URL', server.url);
    stubLog([]);
    // The simpler centre lives inside the app's one live provider, as the layout mounts it.
    renderPage(
      <AlertCenterLiveProvider sounds={{ play: () => {} }}>
        <NotificationPage />
      </AlertCenterLiveProvider>,
      { user: withoutScope(buildUser('admin'), 'e1j-log-notification:read'), path: '/notification/' },
    );
    expect(await screen.findByRole('heading', { name: 'Notifikasi' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Log Notifikasi' })).toBeNull();
    vi.unstubAllEnvs();
    await server.close();
  }, 30_000);

  it('sends the URL filters, page, size and sort to rawAlerts', async () => {
    const calls = stubLog([]);
    const filters = [
      'created_on gte 2026-11-01T00:00:00+07:00',
      'created_on lte 2026-11-07T23:59:59+07:00',
      'urgency eq important',
      'alert_code eq 9',
      'vehicle.id eq 4',
      'is_resolved eq true',
      'is_false_alert eq false',
    ];
    const query = new URLSearchParams([
      ['page', '2'],
      ['limit', '25'],
      ['sorts', 'created_on asc'],
      ...filters.map((filter) => ['filters', filter]),
    ]);
    renderPage(<NotificationPage />, { user: buildUser('admin'), path: `/notification/?${query}` });
    await waitFor(() => expect(logCalls(calls)).toHaveLength(1));
    expect(filterOf(logCalls(calls)[0] as Call)).toEqual({
      page: 2,
      show: 25,
      orderBy: 'createdOn asc',
      startDate: '2026-11-01T00:00:00+07:00',
      endDate: '2026-11-07T23:59:59+07:00',
      isUrgent: false,
      isImportant: true,
      alertCode: 9,
      vehicleId: 4,
      isResolved: true,
      isFalseAlert: false,
    });
  });

  it('asks for resolved alerts only once the resolved filter is set to Ya', async () => {
    const calls = stubLog([logAlert({ isResolved: true, licensePlate: 'B 2 LOG' })]);
    const user = userEvent.setup();
    renderPage(<NotificationPage />, { user: buildUser('admin'), path: '/notification/' });
    await screen.findByText('B 2 LOG');
    expect(filterOf(logCalls(calls)[0] as Call)).toEqual({ page: 1, show: 10, orderBy: 'createdOn desc' });

    await user.click(screen.getByRole('combobox', { name: 'Selesai' }));
    await user.click(await screen.findByTitle('Ya'));
    await waitFor(() => expect(filterOf(logCalls(calls).at(-1) as Call)).toMatchObject({ isResolved: true }));
  });

  it('links each row to its detail and shows its flags', async () => {
    const alert = logAlert({ isRead: true, isResolved: true, licensePlate: 'B 3 LOG' });
    stubLog([alert]);
    renderPage(<NotificationPage />, { user: buildUser('admin'), path: '/notification/' });
    const row = (await screen.findByText('B 3 LOG')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: /Kecepatan berlebih B 3 LOG/ })).toHaveAttribute(
      'href',
      `/notification/${alert.id}`,
    );
    expect(within(row).getByText('Dibaca')).toBeVisible();
    expect(within(row).getByText('Selesai')).toBeVisible();
    expect(within(row).getByText('Penting')).toBeVisible();
  });

  it('shows the empty state when no alert matches', async () => {
    stubLog([]);
    renderPage(<NotificationPage />, {
      user: buildUser('admin'),
      path: '/notification/?filters=is_resolved+eq+true',
    });
    expect(await screen.findByText('Tidak ada data yang cocok dengan pencarian atau filter')).toBeVisible();
  });

  it('exports every filtered row, page after page of 100, into one XLSX sheet', async () => {
    const rows = Array.from({ length: 150 }, (_, index) =>
      logAlert({ licensePlate: `B ${index + 1} EXP`, isResolved: true }),
    );
    const calls = stubLog(rows);
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the download hands its file here instead.
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      Object.assign(URL, objectUrls);
    });
    const user = userEvent.setup();
    renderPage(<NotificationPage />, {
      user: buildUser('admin'),
      path: '/notification/?filters=is_resolved+eq+true',
    });
    await screen.findByText('B 1 EXP');
    await user.click(screen.getByRole('button', { name: /Ekspor XLSX/ }));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });

    const exportCalls = logCalls(calls).filter((call) => filterOf(call).show === 100);
    expect(exportCalls.map((call) => filterOf(call))).toEqual([
      { page: 1, show: 100, orderBy: 'createdOn desc', isResolved: true },
      { page: 2, show: 100, orderBy: 'createdOn desc', isResolved: true },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(blobs[0] as Blob));
    const sheet = workbook.getWorksheet('Log Notifikasi');
    expect(sheet?.rowCount).toBe(151);
    expect(sheet?.getRow(1).getCell(6).value).toBe('Plat Nomor');
    expect(sheet?.getRow(151).getCell(6).value).toBe('B 150 EXP');
    expect(sheet?.getRow(2).getCell(10).value).toBe('Ya');
    expect(await screen.findByText('150 baris diekspor')).toBeVisible();
  }, 20_000);
});
