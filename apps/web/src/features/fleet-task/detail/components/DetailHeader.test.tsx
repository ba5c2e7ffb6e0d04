import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDetail, stubApi } from '../../../../test/detail-page';
import { buildFleetTask, inStatus } from '../../../../test/fleet-task.factory';
import { json } from '../../../../test/http';
import { buildUser } from '../../../../test/user.factory';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const admin = buildUser('admin');

async function openOtherOptions() {
  await userEvent.click(await screen.findByRole('button', { name: 'Opsi lainnya' }));
  return screen.findByRole('menu');
}

describe('fleet task header', () => {
  it('shows Cancel and Save, and no other-options menu, while creating', async () => {
    stubApi(inStatus('TEMPORARY'));
    renderDetail(admin);
    expect(await screen.findByRole('button', { name: 'Simpan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kembali' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opsi lainnya' })).not.toBeInTheDocument();
  });

  it('shows Back to navsource otherwise', async () => {
    stubApi(buildFleetTask());
    const { router } = renderDetail(admin, `/fleet-task/${buildFleetTask().id}?navsource=fleet-task`);
    await userEvent.click(await screen.findByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet-task/'));
    expect(screen.queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
  });

  it('hides the print option in Draf but offers the task history', async () => {
    stubApi(inStatus('DRAFT'));
    renderDetail(admin);
    const menu = await openOtherOptions();
    expect(within(menu).queryByText('Cetak Surat Perintah Jalan')).not.toBeInTheDocument();
    expect(within(menu).getByText('Riwayat Penugasan')).toBeInTheDocument();
  });

  it.each(['WAITING_FOR_VENDOR', 'ACCEPTED_BY_VENDOR', 'REJECTED_BY_VENDOR', 'CANCELED'] as const)(
    'hides the print option in %s',
    async (status) => {
      stubApi(inStatus(status));
      renderDetail(admin);
      const menu = await openOtherOptions();
      expect(within(menu).queryByText('Cetak Surat Perintah Jalan')).not.toBeInTheDocument();
    },
  );

  it('prints the order from Dijadwalkan: the PDF is fetched with the token and opened in a new window', async () => {
    localStorage.setItem('armada.token', 'token-123');
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:pdf-1');
    URL.revokeObjectURL = vi.fn();
    const api = stubApi(inStatus('SCHEDULED'), (call) =>
      call.url.pathname.endsWith('/pdf')
        ? new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } })
        : undefined,
    );
    renderDetail(admin);
    const menu = await openOtherOptions();
    await userEvent.click(within(menu).getByText('Cetak Surat Perintah Jalan'));
    await waitFor(() => expect(popup.location.href).toBe('blob:pdf-1'));
    const pdfCall = api.calls.find((call) => call.url.pathname.endsWith('/pdf'));
    expect(pdfCall?.url.pathname).toBe(`/api/fleet-planning/v1/fleet-task/${buildFleetTask().id}/pdf`);
    const headers = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/pdf'))?.[1]?.headers;
    expect(new Headers(headers).get('Authorization')).toBe('Bearer token-123');
  });

  it("shows 'Lacak Kendaraan' only in Perjalanan without a vendor", async () => {
    stubApi(inStatus('STARTED'));
    const first = renderDetail(admin);
    expect(await screen.findByRole('button', { name: /Lacak Kendaraan/ })).toBeInTheDocument();
    first.unmount();

    stubApi(inStatus('STARTED', { vendor_id: 1, vendor: { id: 1, name: 'PT Mitra' }, send_by: 'VENDOR' }));
    const second = renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.queryByText('Lacak Kendaraan')).not.toBeInTheDocument();
    second.unmount();

    stubApi(inStatus('SCHEDULED'));
    renderDetail(admin);
    await screen.findByTestId('detail-card');
    expect(screen.queryByText('Lacak Kendaraan')).not.toBeInTheDocument();
  });

  it("opens the live map of the task from 'Lacak Kendaraan', beside the page rather than over it", async () => {
    const task = inStatus('STARTED');
    const track = {
      task: {
        id: task.id,
        number: task.number,
        status: { name: 'STARTED', raw_type: 'STARTED' },
        vehicle: { id: 4, license_plate: 'B 9123 KXT' },
        driver_user: { id: 6, name: 'Budi Santoso' },
        is_trackable: true,
        tracked_device: { kind: 'vehicle', id: 4 },
      },
      last_position: { latitude: -6.45, longitude: 107.3, recorded_on: '2026-11-21T10:55:00.000+07:00' },
      points: [],
    };
    const api = stubApi(task, (call) =>
      call.url.pathname.endsWith(`/fleet-task/track/${task.id}`) ? json({ data: track }) : undefined,
    );
    renderDetail(admin);
    await userEvent.click(await screen.findByRole('button', { name: /Lacak Kendaraan/ }));
    const popup = await screen.findByRole('dialog', { name: `Lacak Kendaraan ${task.number}` });
    expect(popup).toHaveAttribute('aria-modal', 'false');
    expect(await within(popup).findByRole('button', { name: 'B 9123 KXT' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname.endsWith(`/fleet-task/track/${task.id}`))).toBe(true);
    // The page stays usable behind it.
    expect(screen.getByRole('button', { name: 'Opsi lainnya' })).toBeEnabled();
  });

  it('shows origin and destination cities, totals in Kg and Cbm, and the last update as a time when today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T15:00:00+07:00'));
    stubApi(buildFleetTask());
    renderDetail(admin);
    expect(await screen.findByTestId('info-origin')).toHaveTextContent('Jakarta Timur');
    expect(screen.getByTestId('info-destination')).toHaveTextContent('Bandung');
    expect(screen.getByTestId('info-weight')).toHaveTextContent('1.250,50 Kg');
    expect(screen.getByTestId('info-volume')).toHaveTextContent('3,250 Cbm');
    expect(screen.getByTestId('info-updated')).toHaveTextContent(/^Terakhir diperbarui10:05$/);
  });

  it('shows the date and time of a last update before today, and a dash for an unknown city', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00+07:00'));
    stubApi(buildFleetTask({ origin_city: null }));
    renderDetail(admin);
    expect(await screen.findByTestId('info-updated')).toHaveTextContent('20 Nov 2026 10:05');
    expect(screen.getByTestId('info-origin')).toHaveTextContent('Kota Asal-');
  });

  it("tells 'Disimpan' with 'Otomatis disimpan' and the last save in its tooltip", async () => {
    stubApi(buildFleetTask());
    renderDetail(admin);
    const indicator = await screen.findByTestId('autosave-indicator');
    expect(indicator).toHaveTextContent('Disimpan');
    await userEvent.hover(indicator);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Otomatis disimpan');
    expect(tooltip).toHaveTextContent('Terakhir disimpan');
  });

  it('has no autosave indicator on a task that cannot be changed', async () => {
    stubApi(inStatus('ENDED'));
    renderDetail(admin);
    await screen.findByTestId('detail-read-only');
    expect(screen.queryByTestId('autosave-indicator')).not.toBeInTheDocument();
  });
});
