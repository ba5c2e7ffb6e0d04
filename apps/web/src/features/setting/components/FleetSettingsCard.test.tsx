import { GPS_AUTOCOMPLETE_SCOPES } from '@armada/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { ADDRESS, buildSettings, GARAGES, listOf, SETTING } from '../test-setting-api';
import { FleetSettingsCard } from './FleetSettingsCard';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const admin = buildUser('admin');
const STORED = buildSettings({ updated_on: '2026-11-20T09:15:00.000+07:00', updated_by: 1 });

/** The settings API: GET answers `stored`, PATCH answers `save(body)`. */
function stubSettings(save: (body: unknown) => Response, stored = STORED) {
  return stubFetch((call) => {
    if (call.url.pathname === SETTING && call.method === 'GET') return json({ data: stored });
    if (call.url.pathname === SETTING && call.method === 'PATCH') return save(call.body);
    if (call.url.pathname === ADDRESS) return json(listOf(GARAGES));
    return undefined;
  });
}

async function chooseStartGarage(name: string) {
  await userEvent.click(await screen.findByLabelText('Garasi Awal Default'));
  const dropdown = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open).not.toBeNull();
    return open as HTMLElement;
  });
  await userEvent.click(await within(dropdown).findByText(name));
}

describe('fleet settings card', () => {
  it('saves the default start garage with its toggle and says so', async () => {
    const calls = stubSettings((body) =>
      json({
        data: buildSettings({
          ...(body as object),
          start_address: { id: 1, name: 'Pool Pulogadung' },
          updated_on: '2026-11-21T10:00:00.000+07:00',
        }),
      }),
    );
    renderPage(<FleetSettingsCard />, { user: admin });
    const toggle = await screen.findByRole('checkbox', { name: /garasi awal penugasan baru/ });
    expect(toggle).toBeDisabled();

    await chooseStartGarage('Pool Pulogadung');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Pengaturan berhasil disimpan')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      start_address_default: 1,
      start_address_toggle: true,
      end_address_default: null,
      end_address_toggle: false,
      is_autocomplete_on: false,
      autocomplete_source: 'GPS Kendaraan',
      is_driver_load_adjustment_on: false,
      updated_on: STORED.updated_on,
    });
    expect(await screen.findByText('Terakhir diubah 21 Nov 2026 10:00')).toBeInTheDocument();
  });

  it("shows 'Gagal menyimpan pengaturan.' when the save fails, with the server's reason", async () => {
    stubSettings(() =>
      errorBody(
        409,
        'conflict/stale-update',
        'Data telah diubah oleh pengguna lain. Muat ulang untuk melihat perubahan terbaru.',
      ),
    );
    renderPage(<FleetSettingsCard />, { user: admin });
    await userEvent.click(await screen.findByRole('radio', { name: 'Otomatis' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Gagal menyimpan pengaturan.')).toBeInTheDocument();
    expect(within(screen.getByTestId('fleet-settings')).getByRole('alert')).toHaveTextContent(
      'Data telah diubah oleh pengguna lain.',
    );
    expect(screen.queryByText('Pengaturan berhasil disimpan')).not.toBeInTheDocument();
  });

  it("shows 'Gagal mengambil pengaturan.' when the settings cannot be read, and tries again", async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.url.pathname !== SETTING) return undefined;
      return fail
        ? errorBody(503, 'service-unavailable', 'Layanan sedang tidak tersedia.')
        : json({ data: STORED });
    });
    renderPage(<FleetSettingsCard />, { user: admin });
    expect(await screen.findByText('Gagal mengambil pengaturan.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByLabelText('Garasi Awal Default')).toBeInTheDocument();
  });

  it('offers the source once the DO status change is automatic, and only with all four scopes', async () => {
    stubSettings(() => json({ data: STORED }));
    const { unmount } = renderPage(<FleetSettingsCard />, { user: admin });
    await userEvent.click(await screen.findByRole('radio', { name: 'Otomatis' }));
    const source = screen.getByRole('radiogroup', { name: 'Sumber Data' });
    expect(within(source).getByRole('radio', { name: 'GPS Kendaraan' })).toBeChecked();
    expect(within(source).getByRole('radio', { name: 'Smart Driver' })).not.toBeChecked();
    unmount();

    for (const scope of GPS_AUTOCOMPLETE_SCOPES) {
      renderPage(<FleetSettingsCard />, { user: withoutScope(admin, scope) });
      await screen.findByLabelText('Garasi Awal Default');
      expect(screen.queryByText('Perubahan Status DO')).not.toBeInTheDocument();
      screen.getByTestId('fleet-settings').remove();
    }
  });

  it('lets drivers adjust loads once the switch is saved, and shows it on again after the save', async () => {
    const calls = stubSettings((body) =>
      json({ data: buildSettings({ ...(body as object), updated_on: '2026-11-21T10:00:00.000+07:00' }) }),
    );
    renderPage(<FleetSettingsCard />, { user: admin });
    const allowed = await screen.findByRole('switch', { name: 'Pengemudi boleh menyesuaikan muatan' });
    expect(allowed).not.toBeChecked();
    expect(screen.getByText(/pengemudi dapat mengubah kuantitas/)).toBeInTheDocument();

    await userEvent.click(allowed);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Pengaturan berhasil disimpan')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ is_driver_load_adjustment_on: true, updated_on: STORED.updated_on });
    expect(await screen.findByText('Terakhir diubah 21 Nov 2026 10:00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pengemudi boleh menyesuaikan muatan' })).toBeChecked();
  });

  it('shows the settings without a way to change them to a user without setting:update', async () => {
    stubSettings(() => json({ data: STORED }));
    renderPage(<FleetSettingsCard />, { user: withoutScope(admin, 'setting:update') });
    expect(await screen.findByText(/Anda hanya dapat melihat pengaturan ini/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Otomatis' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Pengemudi boleh menyesuaikan muatan' })).toBeDisabled();
  });
});
