import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/http';
import { giveMapsASize } from '../../../test/map-size';
import { buildAddress, listAnswer } from '../../../test/master-data.factory';
import { renderRoutes } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { MasterDataPage } from '../MasterDataPage';

const ADDRESS = '/api/vehicle-management/v1/address';
const POOL = buildAddress();
const SHOP = buildAddress({ id: 12, name: 'Toko Bandung', is_garage: false, geofence_radius_m: null });
const IN_USE = 'Data Pool Pulogadung tidak dapat dihapus karena masih dipakai oleh kendaraan B 9123 KXT.';

let restore: () => void;
beforeAll(() => {
  restore = giveMapsASize();
});
afterAll(() => restore());
afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  return renderRoutes([{ path: '/master/:entity', element: <MasterDataPage /> }], {
    user: buildUser('admin'),
    path: '/master/address',
  });
}

describe("'Alamat' tab", { timeout: 60_000 }, () => {
  it('lists the addresses with the garages marked, and shows why a used address is not deleted', async () => {
    const calls = stubFetch((call) => {
      if (call.url.pathname === ADDRESS) return json(listAnswer([POOL, SHOP]));
      if (call.url.pathname === `${ADDRESS}/delete`) {
        return json({ code: 'master-data/in-use', message: IN_USE }, 409);
      }
      return undefined;
    });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Daftar alamat' });
    const pool = (await within(table).findByRole('button', { name: 'Ubah Pool Pulogadung' })).closest('tr');
    expect(pool).toHaveTextContent('Garasi');
    expect(
      within(table).getByRole('button', { name: 'Ubah Toko Bandung' }).closest('tr'),
    ).not.toHaveTextContent('Garasi');
    expect(screen.getByRole('button', { name: /Impor/ })).toBeInTheDocument();

    await userEvent.click(within(pool as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Hapus/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(IN_USE);
    const sent = calls.find((call) => call.url.pathname === `${ADDRESS}/delete`);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({ ids: [POOL.id] });
  });

  it("refuses an empty form with the schema's messages, then sends the place clicked on the map", async () => {
    const calls = stubFetch((call) => {
      if (call.url.pathname === ADDRESS && call.method === 'POST') {
        return json({ data: buildAddress({ id: 13, name: 'Garasi Cakung' }) }, 201);
      }
      if (call.url.pathname === ADDRESS) return json(listAnswer([POOL]));
      return undefined;
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Alamat' }));
    const form = await screen.findByRole('form', { name: 'Tambah Alamat' });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    const name = within(form).getByLabelText('Nama Alamat');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Wajib diisi'));
    expect(within(form).getByLabelText('Latitude')).toHaveAccessibleDescription('Wajib diisi');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Garasi Cakung' } });
    fireEvent.change(within(form).getByLabelText('Alamat Lengkap'), {
      target: { value: 'Jl. Raya Cakung 5' },
    });
    fireEvent.change(within(form).getByLabelText('Kota'), { target: { value: 'Jakarta Timur' } });
    fireEvent.change(within(form).getByLabelText('Provinsi'), { target: { value: 'DKI Jakarta' } });
    await userEvent.click(within(form).getByRole('switch'));
    fireEvent.click(document.querySelector('.leaflet-container') as HTMLElement, {
      clientX: 400,
      clientY: 240,
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Garasi Cakung',
      full_name: 'Jl. Raya Cakung 5',
      is_garage: true,
      geofence_radius_m: null,
    });
    const { geolocation } = (post?.body ?? {}) as { geolocation: { latitude: number; longitude: number } };
    expect(geolocation.latitude).toBeCloseTo(-2.5, 1);
    expect(geolocation.longitude).toBeCloseTo(118, 1);
    expect(await screen.findByText('Garasi Cakung berhasil ditambahkan')).toBeInTheDocument();
  });
});
