import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../platform/session/token-storage';
import { type Call, graphqlAnswer, json, operationOf, stubFetch } from '../../test/http';
import { broadcast, startLiveServer, type TestLiveServer } from '../../test/live-server';
import { buildRawAlert } from '../../test/raw-alert.factory';
import { renderPage } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { AlertCenterLiveProvider } from './live/AlertCenterLiveProvider';
import type { AlertSoundPlayer } from './live/alert-sounds';
import { NotificationCentrePage } from './NotificationCentrePage';
import type { RawAlert } from './raw-alert';

const page = (alerts: RawAlert[], total = alerts.length) => ({
  data: alerts,
  pagination: { page: 1, show: 20, total, actualTotal: alerts.length },
});

interface Lists {
  urgent?: RawAlert[];
  important?: RawAlert[];
  counts?: { urgent: number; important: number };
}

const filterOf = (call: Call) =>
  (call.body as { variables: { filter: Record<string, unknown> } }).variables.filter;

/** `/api/graphql` at the network boundary, answering by operation. */
function stubCentre(lists: Lists, action?: (call: Call) => Response) {
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    switch (operationOf(call)) {
      case 'RawAlerts':
        return graphqlAnswer(
          'rawAlerts',
          page(filterOf(call).isUrgent ? (lists.urgent ?? []) : (lists.important ?? [])),
        );
      case 'UnresolvedAlertCounts':
        return graphqlAnswer('unresolvedAlertCounts', lists.counts ?? { urgent: 0, important: 0 });
      case 'UpsertRawAlertsAction':
        return action?.(call);
      default:
        return undefined;
    }
  });
}

const silent: AlertSoundPlayer = { play: () => {} };

/** The page as the layout mounts it: inside the app's one live side. */
function Centre({ sounds = silent }: { sounds?: AlertSoundPlayer }) {
  return (
    <AlertCenterLiveProvider sounds={sounds}>
      <NotificationCentrePage />
    </AlertCenterLiveProvider>
  );
}

const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('NotificationCentrePage', () => {
  let server: TestLiveServer;

  beforeEach(async () => {
    storeToken('token-admin');
    server = await startLiveServer();
    vi.stubEnv('VITE_LIVE_URL', server.url);
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    await server.close();
  });

  it('opens the urgent list first, with the unresolved counts as badges (99+ above 99)', async () => {
    const calls = stubCentre({
      urgent: [
        buildRawAlert({
          isUrgent: true,
          licensePlate: 'B 9 URG',
          createdOn: recent(2),
          descriptionIdn: 'Tombol darurat',
        }),
      ],
      counts: { urgent: 3, important: 120 },
    });
    renderPage(<Centre />, { user: buildUser('admin') });

    const list = await screen.findByRole('list', { name: 'Mendesak' });
    expect(within(list).getByText(/Tombol darurat/)).toBeInTheDocument();
    expect(within(list).getByText(/B 9 URG/)).toBeInTheDocument();
    expect(within(list).getByText('2 menit yang lalu')).toBeInTheDocument();
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();

    const listCall = calls.find((call) => operationOf(call) === 'RawAlerts');
    expect(filterOf(listCall as Call)).toMatchObject({
      page: 1,
      show: 20,
      isUrgent: true,
      orderBy: 'createdOn desc',
    });
    // The first window is the last 2 days, whole days in the company's zone.
    const { startDate, endDate } = filterOf(listCall as Call) as { startDate: string; endDate: string };
    expect(startDate).toMatch(/T00:00:00\+07:00$/);
    expect(endDate).toMatch(/T23:59:59\+07:00$/);
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(2 * 86_400_000 - 1000);
  });

  it('without the urgent scope shows the coming-soon banner and the important list', async () => {
    stubCentre({ important: [buildRawAlert({ descriptionIdn: 'Kecepatan berlebih' })] });
    renderPage(<Centre />, {
      user: withoutScope(buildUser('admin'), 'e4e-alert-center-urgent:read'),
    });

    expect(await screen.findByText('Notifikasi mendesak segera hadir untuk akun Anda.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Penting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mendesak/ })).not.toBeInTheDocument();
  });

  it('shows the empty state, and the error with a retry', async () => {
    let fail = true;
    stubFetch((call) => {
      if (operationOf(call) !== 'RawAlerts')
        return call.url.pathname === '/api/graphql'
          ? graphqlAnswer('unresolvedAlertCounts', { urgent: 0, important: 0 })
          : undefined;
      if (fail) {
        fail = false;
        return json({
          data: {
            rawAlerts: {
              isSuccessful: false,
              errorCode: 'service-unavailable',
              message: 'Layanan sedang tidak tersedia.',
              status: 503,
              rawAlerts: null,
            },
          },
        });
      }
      return graphqlAnswer('rawAlerts', page([]));
    });
    renderPage(<Centre />, { user: buildUser('admin') });

    expect(await screen.findByText('Notifikasi gagal dimuat')).toBeInTheDocument();
    expect(screen.getByText('Layanan sedang tidak tersedia.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByText('Tidak ada notifikasi pada rentang tanggal ini')).toBeInTheDocument();
  });

  it('puts a live alert on top of its list and counts it, then applies a resolve from the socket', async () => {
    const old = buildRawAlert({ isUrgent: true, descriptionIdn: 'Lama', createdOn: recent(30) });
    stubCentre({ urgent: [old], counts: { urgent: 1, important: 0 } });
    renderPage(<Centre />, { user: buildUser('admin') });
    const list = await screen.findByRole('list', { name: 'Mendesak' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Langsung'), { timeout: 5000 });

    const arriving = buildRawAlert({ isUrgent: true, descriptionIdn: 'Baru masuk', createdOn: recent(0) });
    broadcast(server, 'alert-center-new', arriving);

    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article')
          .map((row) => row.getAttribute('aria-labelledby')),
      ).toEqual([`alert-${arriving.id}-title`, `alert-${old.id}-title`]),
    );
    expect(await screen.findByLabelText('2 belum selesai')).toBeInTheDocument();

    broadcast(server, 'alert-center-resolve', {
      actionType: 'Resolve',
      revert: false,
      count: 1,
      selectionMode: 'Selection',
      rawAlertIds: [arriving.id],
    });
    const row = screen.getByRole('article', { name: /Baru masuk/ });
    await waitFor(() => expect(within(row).getByText('Selesai')).toBeInTheDocument());
  });

  it('counts and lists an alert that is both urgent and important as urgent only', async () => {
    stubCentre({ counts: { urgent: 0, important: 0 } });
    renderPage(<Centre />, { user: buildUser('admin') });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Langsung'), { timeout: 5000 });
    expect(await screen.findAllByLabelText('0 belum selesai')).toHaveLength(2);

    const both = buildRawAlert({
      isUrgent: true,
      isImportant: true,
      descriptionIdn: 'Keduanya',
      createdOn: recent(0),
    });
    broadcast(server, 'alert-center-new', both);

    const list = await screen.findByRole('list', { name: 'Mendesak' });
    await within(list).findByRole('article', { name: /Keduanya/ });
    // The urgent badge counts it; the important one stays at 0.
    expect(await screen.findByLabelText('1 belum selesai')).toBeInTheDocument();
    expect(screen.getAllByLabelText('0 belum selesai')).toHaveLength(1);
  });

  it('plays the urgent sound for a new urgent alert and the important sound for an important one', async () => {
    stubCentre({});
    const played: string[] = [];
    renderPage(<Centre sounds={{ play: (urgency) => played.push(urgency) }} />, { user: buildUser('admin') });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Langsung'), { timeout: 5000 });

    broadcast(server, 'alert-center-new', buildRawAlert({ isUrgent: true, createdOn: recent(0) }));
    await waitFor(() => expect(played).toEqual(['urgent']));
    broadcast(server, 'alert-center-new', buildRawAlert({ isImportant: true, createdOn: recent(0) }));
    await waitFor(() => expect(played).toEqual(['urgent', 'important']));
    // An alert that arrives already resolved, or an update, is not news: no sound.
    broadcast(server, 'alert-center-new', buildRawAlert({ isUrgent: true, isResolved: true }));
    broadcast(server, 'alert-center-update', buildRawAlert({ isUrgent: true, createdOn: recent(0) }));
    broadcast(server, 'alert-center-new', buildRawAlert({ isImportant: true, createdOn: recent(0) }));
    await waitFor(() => expect(played).toEqual(['urgent', 'important', 'important']));
  });

  it('moves an updated alert out of a list whose urgency it no longer has, and drops malformed events', async () => {
    const staying = buildRawAlert({ isUrgent: true, descriptionIdn: 'Tetap', createdOn: recent(5) });
    const moving = buildRawAlert({ isUrgent: true, descriptionIdn: 'Pindah', createdOn: recent(3) });
    stubCentre({ urgent: [moving, staying] });
    renderPage(<Centre />, { user: buildUser('admin') });
    const list = await screen.findByRole('list', { name: 'Mendesak' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Langsung'), { timeout: 5000 });

    broadcast(server, 'alert-center-new', { id: 42, note: 'not an alert' });
    broadcast(server, 'alert-center-update', { ...moving, isUrgent: false, isImportant: true });

    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: /Pindah/ })).not.toBeInTheDocument(),
    );
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('article', { name: /Tetap/ })).toBeInTheDocument();
  });

  it('reads the lists and counts again 300 ms after the browser is back online', async () => {
    const calls = stubCentre({
      urgent: [buildRawAlert({ isUrgent: true, descriptionIdn: 'Tombol darurat' })],
    });
    renderPage(<Centre />, { user: buildUser('admin') });
    await screen.findByRole('article', { name: /Tombol darurat/ });
    const reads = () => calls.filter((call) => operationOf(call) === 'RawAlerts').length;
    const before = reads();

    window.dispatchEvent(new Event('online'));

    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('resolves one alert with Yes and shows it resolved', async () => {
    const alert = buildRawAlert({ isUrgent: true, descriptionIdn: 'Tombol darurat', createdOn: recent(1) });
    const calls = stubCentre({ urgent: [alert], counts: { urgent: 1, important: 0 } }, () =>
      graphqlAnswer('upsertRawAlertsAction', { count: 1, rawAlertIds: [alert.id] }),
    );
    renderPage(<Centre />, { user: buildUser('admin') });
    const row = await screen.findByRole('article', { name: /Tombol darurat/ });

    await userEvent.click(within(row).getByRole('button', { name: 'Selesaikan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));

    await waitFor(() => expect(within(row).getByText('Selesai')).toBeInTheDocument());
    const sent = calls.find((call) => operationOf(call) === 'UpsertRawAlertsAction');
    expect(sent?.body).toEqual({
      query: expect.any(String),
      variables: {
        input: { actionType: 'Resolve', rawAlertId: [alert.id], selectionMode: 'Selection' },
      },
    });
    expect(within(row).queryByRole('button', { name: 'Selesaikan' })).not.toBeInTheDocument();
    // A resolved alert is no longer 'unresolved', so it cannot be flagged false either (section 4).
    expect(within(row).queryByRole('button', { name: 'Alarm palsu' })).not.toBeInTheDocument();
  });

  it("shows the server's message when an action is refused", async () => {
    const alert = buildRawAlert({ isUrgent: true, descriptionIdn: 'Tombol darurat', createdOn: recent(1) });
    stubCentre({ urgent: [alert] }, () =>
      json({
        data: {
          upsertRawAlertsAction: {
            isSuccessful: false,
            errorCode: 'raw-alert/not-found',
            message: 'Notifikasi tidak ditemukan.',
            status: 404,
            upsertRawAlertsAction: null,
          },
        },
      }),
    );
    renderPage(<Centre />, { user: buildUser('admin') });
    const row = await screen.findByRole('article', { name: /Tombol darurat/ });

    await userEvent.click(within(row).getByRole('button', { name: 'Tandai dibaca' }));

    expect(await screen.findByText('Notifikasi tidak ditemukan.')).toBeInTheDocument();
    expect(within(row).getByText('Belum dibaca')).toBeInTheDocument();
  });

  it('flags an alert false with a reason checked as the user types', async () => {
    const alert = buildRawAlert({ isUrgent: true, descriptionIdn: 'Tombol darurat', createdOn: recent(1) });
    const calls = stubCentre({ urgent: [alert] }, () =>
      graphqlAnswer('upsertRawAlertsAction', { count: 1, rawAlertIds: [alert.id] }),
    );
    renderPage(<Centre />, { user: buildUser('admin') });
    const row = await screen.findByRole('article', { name: /Tombol darurat/ });

    await userEvent.click(within(row).getByRole('button', { name: 'Alarm palsu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai sebagai alarm palsu' });
    const reason = within(dialog).getByRole('textbox', { name: 'Alasan' });

    await userEvent.type(reason, 'x');
    await userEvent.clear(reason);
    expect(await within(dialog).findByText('Alasan lainnya wajib diisi.')).toBeInTheDocument();

    await userEvent.click(reason);
    await userEvent.paste('a'.repeat(301));
    expect(await within(dialog).findByText('Alasan maksimal 300 karakter.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(calls.some((call) => operationOf(call) === 'UpsertRawAlertsAction')).toBe(false);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Sensor tertutup debu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(within(row).getByText('Alarm palsu')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((call) => operationOf(call) === 'UpsertRawAlertsAction');
    expect(sent?.body).toMatchObject({
      variables: {
        input: { actionType: 'FalseAlert', rawAlertId: [alert.id], data: 'Sensor tertutup debu' },
      },
    });
    // Typing and pasting 300 characters into antd's counted text area takes long on a busy machine.
  }, 60_000);

  it("puts the server's refusal of the reason on the reason, not in a toast", async () => {
    const alert = buildRawAlert({ isUrgent: true, descriptionIdn: 'Tombol darurat', createdOn: recent(1) });
    stubCentre({ urgent: [alert] }, () =>
      json({
        data: {
          upsertRawAlertsAction: {
            isSuccessful: false,
            errorCode: 'alert/false-alert-reason-too-long',
            message: 'Alasan maksimal 300 karakter.',
            status: 400,
            fieldErrors: [],
            upsertRawAlertsAction: null,
          },
        },
      }),
    );
    renderPage(<Centre />, { user: buildUser('admin') });
    const row = await screen.findByRole('article', { name: /Tombol darurat/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Alarm palsu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandai sebagai alarm palsu' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Alasan' }), 'Keliru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await within(dialog).findByText('Alasan maksimal 300 karakter.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Alasan' })).toHaveAttribute('aria-invalid', 'true');
    // Once, on the field: no toast repeats it.
    expect(screen.getAllByText('Alasan maksimal 300 karakter.')).toHaveLength(1);
    // Typing and pasting 300 characters into antd's counted text area takes long on a busy machine.
  }, 60_000);

  it('fits a 390 px phone: filters and list render without the side layout', async () => {
    window.innerWidth = 390;
    stubCentre({ urgent: [buildRawAlert({ isUrgent: true, descriptionIdn: 'Tombol darurat' })] });
    renderPage(<Centre />, { user: buildUser('admin') });

    expect(await screen.findByRole('article', { name: /Tombol darurat/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Status notifikasi' })).toBeInTheDocument();
  });
});
