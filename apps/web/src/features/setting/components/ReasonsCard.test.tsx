import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { buildReason, listOf, REASON } from '../test-setting-api';
import { ReasonsCard } from './ReasonsCard';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const admin = buildUser('admin');
const CUSTOMER = buildReason();
const WEATHER = buildReason({ id: 2, reason: 'Cuaca buruk', updated_on: '2026-11-05T14:00:00.000+07:00' });

function stubReasons(remove: () => Response = () => json({ data: { id: 1 } })) {
  return stubFetch((call) => {
    if (call.url.pathname === REASON && call.method === 'GET') return json(listOf([WEATHER, CUSTOMER]));
    if (call.url.pathname === REASON && call.method === 'POST')
      return json({ data: buildReason({ id: 3, reason: (call.body as { reason: string }).reason }) }, 201);
    if (call.url.pathname.startsWith(`${REASON}/`) && call.method === 'PATCH')
      return json({ data: { ...CUSTOMER, ...(call.body as object) } });
    if (call.url.pathname.startsWith(`${REASON}/`) && call.method === 'DELETE') return remove();
    return undefined;
  });
}

const table = () => screen.findByRole('table', { name: 'Daftar alasan pembatalan' });

describe('cancel reasons card', () => {
  it('lists the CANCELED reasons of the company', async () => {
    const calls = stubReasons();
    renderPage(<ReasonsCard />, { user: admin });
    expect(await within(await table()).findByText('Cuaca buruk')).toBeInTheDocument();
    expect(within(await table()).getByText('02 Nov 2026 10:30')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.getAll('filters')).toEqual(['type eq CANCELED']);
  });

  it("says 'Gagal menghapus data.' when a delete fails, after asking first", async () => {
    const calls = stubReasons(() => errorBody(500, 'internal', 'Terjadi kesalahan pada server.'));
    renderPage(<ReasonsCard />, { user: admin });
    await within(await table()).findByText('Cuaca buruk');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus alasan Pelanggan membatalkan pesanan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Hapus alasan "Pelanggan membatalkan pesanan"?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Gagal menghapus data.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(`${REASON}/1`);
    expect(screen.queryByText('Alasan berhasil dihapus')).not.toBeInTheDocument();
  });

  it('deletes a reason after the confirmation and reads the list again', async () => {
    const calls = stubReasons();
    renderPage(<ReasonsCard />, { user: admin });
    await within(await table()).findByText('Cuaca buruk');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus alasan Cuaca buruk' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Alasan berhasil dihapus')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('adds a reason with type CANCELED, refusing an empty one without calling the server', async () => {
    const calls = stubReasons();
    renderPage(<ReasonsCard />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: /Tambah Alasan/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tambah Alasan Pembatalan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Alasan'), 'Kendaraan rusak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alasan berhasil ditambahkan')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Kendaraan rusak',
      type: 'CANCELED',
    });
  });

  it('edits a reason, sending the updated_on it read', async () => {
    const calls = stubReasons();
    renderPage(<ReasonsCard />, { user: admin });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ubah alasan Pelanggan membatalkan pesanan' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ubah Alasan Pembatalan');
    const field = within(dialog).getByLabelText('Alasan');
    await userEvent.clear(field);
    await userEvent.type(field, 'Pelanggan menunda pesanan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alasan berhasil diubah')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`${REASON}/1`);
    expect(patch?.body).toEqual({
      reason: 'Pelanggan menunda pesanan',
      type: 'CANCELED',
      updated_on: CUSTOMER.updated_on,
    });
  });

  it('offers only what the reason scopes allow', async () => {
    stubReasons();
    const reader = withoutScope(
      withoutScope(withoutScope(admin, 'reason:create'), 'reason:update'),
      'reason:delete',
    );
    renderPage(<ReasonsCard />, { user: reader });
    await within(await table()).findByText('Cuaca buruk');
    expect(screen.queryByRole('button', { name: /Tambah Alasan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hapus alasan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ubah alasan/ })).not.toBeInTheDocument();
  });
});
