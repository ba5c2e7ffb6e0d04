import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/http';
import { buildDriver, listAnswer } from '../../../test/master-data.factory';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { MasterDataPage } from '../MasterDataPage';

const DRIVER = '/api/vehicle-management/v1/driver';
const BUDI = buildDriver({ licence_expiry: '2027-03-31', device_id: 'android-budi-01' });

/** The first page renders antd's table and styles: slow on a shared machine. */
const SLOW = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

/** antd's confirm is found by its question; the newest one (an earlier one may still be closing). */
const confirmation = async () =>
  (await screen.findAllByText('Tinggalkan halaman?', {}, SLOW)).at(-1)?.closest('.ant-modal') as HTMLElement;

function renderTab(user = buildUser('admin')) {
  return renderRoutes([{ path: '/master/:entity', element: <MasterDataPage /> }], {
    user,
    path: '/master/driver',
  });
}

describe("'Pengemudi' tab", { timeout: 60_000 }, () => {
  it("checks the phone with the schema, then puts the server's duplicate device id on its field", async () => {
    const calls = stubFetch((call) => {
      if (call.url.pathname === DRIVER && call.method === 'POST') {
        return json(
          {
            code: 'conflict/duplicate',
            message: 'Data dengan nilai yang sama sudah ada.',
            errors: [{ field: 'device_id', code: 'invalid-value', message: 'Nilai tidak valid' }],
          },
          409,
        );
      }
      if (call.url.pathname === DRIVER) return json(listAnswer([BUDI]));
      return undefined;
    });
    renderTab();
    const row = (await screen.findByRole('button', { name: 'Ubah Budi Santoso' }, SLOW)).closest('tr');
    expect(row).toHaveTextContent('31 Mar 2027');
    expect(row).toHaveTextContent('android-budi-01');

    await userEvent.click(screen.getByRole('button', { name: 'Tambah Pengemudi' }));
    const form = await screen.findByRole('form', { name: 'Tambah Pengemudi' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field('Nama Pengemudi'), { target: { value: 'Slamet Riyadi' } });
    fireEvent.change(field('Email'), { target: { value: 'slamet@contoh.id' } });
    fireEvent.change(field('Nomor Telepon'), { target: { value: '0812' } });
    fireEvent.change(field('ID Perangkat Smart Driver'), { target: { value: 'android-budi-01' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field('Nomor Telepon')).toHaveAccessibleDescription('Format tidak valid'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(field('Nomor Telepon'), { target: { value: '+6281298765432' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(field('ID Perangkat Smart Driver')).toHaveAccessibleDescription(
        'ID Perangkat Smart Driver sudah terdaftar.',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Slamet Riyadi',
      email: 'slamet@contoh.id',
      phone_no: '+6281298765432',
      device_id: 'android-budi-01',
      is_active: true,
    });
  });

  it('offers neither create nor delete without those scopes, and opens a driver read-only', async () => {
    stubFetch((call) => (call.url.pathname === DRIVER ? json(listAnswer([BUDI])) : undefined));
    const user = withoutScope(
      withoutScope(withoutScope(buildUser('admin'), 'master-data:create'), 'master-data:delete'),
      'master-data:update',
    );
    renderTab(user);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah Budi Santoso' }, SLOW));
    expect(screen.queryByRole('button', { name: 'Tambah Pengemudi' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    const form = await screen.findByRole('form', { name: 'Budi Santoso' });
    expect(within(form).getByText('Anda hanya dapat melihat data ini.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(within(form).getByLabelText('Nama Pengemudi')).toBeDisabled();
  });

  it('asks before a form with unsaved changes is closed', async () => {
    stubFetch((call) => (call.url.pathname === DRIVER ? json(listAnswer([BUDI])) : undefined));
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Pengemudi' }, SLOW));
    const form = await screen.findByRole('form', { name: 'Tambah Pengemudi' });
    fireEvent.change(within(form).getByLabelText('Nama Pengemudi'), { target: { value: 'Slamet' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Batal' }));
    const ask = await confirmation();
    await userEvent.click(within(ask).getByRole('button', { name: 'Tetap di Sini' }));
    expect(within(form).getByLabelText('Nama Pengemudi')).toHaveValue('Slamet');
    await userEvent.click(within(form).getByRole('button', { name: 'Batal' }));
    const again = await confirmation();
    await userEvent.click(within(again).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Tambah Pengemudi' })).toBeNull());
  });
});
