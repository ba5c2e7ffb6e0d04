import type { AuthUser } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { buildRate, buildVendor, buildVendorDetail, OUTSIDE_VENDOR } from '../../../test/vendor.factory';
import type { VendorDetail } from '../types';
import { VendorCreatePage, VendorEditPage } from './VendorFormPage';

const BASE = '/api/vendor-management/v1';
const PAIRED = buildVendorDetail(buildVendor(), [buildRate()]);
const CODE_INVALID = 'Kode pairing tidak valid, sudah kedaluwarsa, atau sudah digunakan.';

const listOf = <T,>(rows: T[]) => ({
  data: { paginated_result: rows, ids: rows.map((_, index) => index) },
  metadata: { page: 1, limit: 20, total_count: rows.length },
});

interface Answers {
  vendor?: () => Response;
  save?: (call: Call) => Response;
}

function serve(answers: Answers = {}) {
  return stubFetch((call) => {
    const path = call.url.pathname;
    if (path === `${BASE}/vendor` && call.method === 'POST') return answers.save?.(call);
    if (path.startsWith(`${BASE}/vendor/`) && call.method === 'PATCH') return answers.save?.(call);
    if (path.startsWith(`${BASE}/vendor/`) && call.method === 'GET') return answers.vendor?.();
    if (path === '/api/vehicle-management/v1/address') {
      return json(
        listOf([{ id: 1, name: 'Pool Pulogadung', city: 'Jakarta Timur', full_name: 'Jl. Raya Bekasi' }]),
      );
    }
    if (path === '/api/vehicle-management/v1/box-type') {
      return json(listOf([{ id: 2, name: 'Box Besi', max_weight_kg: 4000, max_volume_cbm: 16 }]));
    }
    return undefined;
  });
}
afterEach(() => vi.unstubAllGlobals());

function renderForm(path: string, user: AuthUser = buildUser('admin')) {
  return renderRoutes(
    [
      { path: '/vendor/', element: <p>Daftar vendor</p> },
      { path: '/vendor/new', element: <VendorCreatePage /> },
      { path: '/vendor/:id', element: <VendorEditPage /> },
    ],
    { user, path },
  );
}

const saved =
  (vendor: VendorDetail, status = 200) =>
  () =>
    json({ data: vendor }, status);
/**
 * Picks in the dropdown opened last (each picker adds its own to the end of the page, and an earlier
 * one may still be closing with the same options).
 */
async function pickOption(title: string) {
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1);
    return within(open as HTMLElement).getByTitle(title);
  });
  await userEvent.click(option);
}

const saves = (calls: Call[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PATCH');

describe('new vendor', () => {
  it('sends the typed code as pairing_code, never a company id, and returns to the list', async () => {
    const calls = serve({ save: saved(PAIRED, 201) });
    const { router } = renderForm('/vendor/new');
    expect(screen.getByText(/dibuat oleh perusahaan vendor di halaman Pengaturan/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nama Vendor'), 'PT Mitra Angkut Sejahtera');
    await userEvent.type(screen.getByLabelText('Kode Pairing'), '7kq2m9xd4htb');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/'));
    const [post] = saves(calls);
    expect(post?.url.pathname).toBe(`${BASE}/vendor`);
    expect(post?.body).toMatchObject({ name: 'PT Mitra Angkut Sejahtera', pairing_code: '7KQ2M9XD4HTB' });
    expect(post?.body).not.toHaveProperty('paired_company_id');
    expect(
      await screen.findByText('Vendor PT Mitra Angkut Sejahtera berhasil ditambahkan'),
    ).toBeInTheDocument();
  });

  it('asks before unsaved changes are left behind', async () => {
    serve();
    const { router } = renderForm('/vendor/new');
    await userEvent.type(screen.getByLabelText('Nama Vendor'), 'CV Belum Disimpan');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tinggalkan halaman?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di Sini' }));
    expect(router.state.location.pathname).toBe('/vendor/new');
    expect(screen.getByLabelText('Nama Vendor')).toHaveValue('CV Belum Disimpan');
    await userEvent.click(screen.getByRole('button', { name: 'Batal' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/'));
  });

  it("puts the server's refusal of the code on the code field", async () => {
    serve({
      save: () =>
        json(
          {
            code: 'vendor/pairing-code-invalid',
            message: CODE_INVALID,
            errors: [{ field: 'pairing_code', code: 'invalid-value', message: 'Nilai tidak valid' }],
          },
          400,
        ),
    });
    const { router } = renderForm('/vendor/new');
    await userEvent.type(screen.getByLabelText('Nama Vendor'), 'PT Mitra Angkut Sejahtera');
    const code = screen.getByLabelText('Kode Pairing');
    await userEvent.type(code, 'KADALUARSA01');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    const described = document.getElementById(code.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent(CODE_INVALID);
    expect(code).toHaveFocus();
    expect(router.state.location.pathname).toBe('/vendor/new');
  });

  it('creates a vendor outside the platform without any pairing field', async () => {
    const calls = serve({ save: saved(buildVendorDetail(OUTSIDE_VENDOR), 201) });
    renderForm('/vendor/new');
    await userEvent.type(screen.getByLabelText('Nama Vendor'), 'CV Sinar Jaya Transport');
    await userEvent.type(screen.getByLabelText('Nomor Kontrak'), 'KTR/ANL-SJT/2026/007');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      name: 'CV Sinar Jaya Transport',
      status: 'ACTIVE',
      contract_number: 'KTR/ANL-SJT/2026/007',
      phone_number: null,
      email: null,
      rates: [],
    });
  });

  it("focuses a new rate, and refuses a missing name and route with 'Wajib diisi' without calling the server", async () => {
    const calls = serve();
    renderForm('/vendor/new');
    await userEvent.click(screen.getByRole('button', { name: /Tambah Tarif/ }));
    // The new row takes the focus, so the keyboard goes on with its route.
    await waitFor(() => expect(screen.getByLabelText('Asal')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findAllByText('Wajib diisi')).length).toBe(4);
    expect(saves(calls)).toEqual([]);
  });

  it('adds a rate on a route searched among the addresses, its capacity from the box type', async () => {
    const calls = serve({ save: saved(buildVendorDetail(OUTSIDE_VENDOR), 201) });
    renderForm('/vendor/new');
    await userEvent.type(screen.getByLabelText('Nama Vendor'), 'CV Sinar Jaya Transport');
    await userEvent.click(screen.getByRole('button', { name: /Tambah Tarif/ }));
    const rate = screen.getByText('Tarif 1').closest('.ant-card') as HTMLElement;
    for (const label of ['Asal', 'Tujuan']) {
      await userEvent.click(within(rate).getByLabelText(label));
      await pickOption('Pool Pulogadung');
    }
    await userEvent.click(within(rate).getByLabelText('Jenis Box'));
    await pickOption('Box Besi');
    await userEvent.type(within(rate).getByLabelText('Harga Dasar (Rp)'), '3750000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toHaveProperty('rates', [
      {
        origin_address_id: 1,
        destination_address_id: 1,
        box_type_id: 2,
        base_price: 3_750_000,
        total_weight: 4000,
        total_volume: 16,
      },
    ]);
  }, 60_000);
});

describe("a vendor's page", () => {
  it('shows the company it is connected to, its rates, and keeps the code optional', async () => {
    const calls = serve({ vendor: saved(PAIRED), save: saved(PAIRED) });
    renderForm('/vendor/1');
    expect(await screen.findByText('Terhubung dengan PT Mitra Angkut Sejahtera')).toBeInTheDocument();
    expect(screen.getByText(/Kosongkan untuk tetap terhubung/)).toBeInTheDocument();
    const rate = screen.getByText('Tarif 1').closest('.ant-card') as HTMLElement;
    expect(within(rate).getByText('Pool Pulogadung')).toBeInTheDocument();
    expect(within(rate).getByText('DC Bandung')).toBeInTheDocument();
    expect(within(rate).getByLabelText('Harga Dasar (Rp)')).toHaveValue('3.750.000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const [patch] = saves(calls);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.url.pathname).toBe(`${BASE}/vendor/1`);
    expect(patch?.body).toMatchObject({ updated_on: PAIRED.updated_on, rates: [{ origin_address_id: 1 }] });
    expect(patch?.body).not.toHaveProperty('pairing_code');
    expect(await screen.findByText('Vendor berhasil disimpan')).toBeInTheDocument();
  });

  it('tells the user about a stale edit and reloads the vendor', async () => {
    let reads = 0;
    serve({
      vendor: () => {
        reads += 1;
        const changed = {
          ...PAIRED,
          name: 'PT Mitra Angkut Baru',
          updated_on: '2026-11-20T11:00:00.000+07:00',
        };
        return json({ data: reads === 1 ? PAIRED : changed });
      },
      save: () =>
        json(
          {
            code: 'conflict/stale-update',
            message: 'Data telah diubah oleh pengguna lain. Muat ulang untuk melihat perubahan terbaru.',
          },
          409,
        ),
    });
    renderForm('/vendor/1');
    await userEvent.type(await screen.findByLabelText('Nomor Kontrak'), '-A');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(/Data telah diubah oleh pengguna lain/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'PT Mitra Angkut Baru' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Kontrak')).toHaveValue('KTR/ANL-MAS/2026/014');
  });

  it('disconnects the vendor only after the confirmation', async () => {
    const calls = serve({
      vendor: saved(PAIRED),
      save: saved({ ...PAIRED, paired_company_id: null, paired_company: null }),
    });
    renderForm('/vendor/1');
    await userEvent.click(await screen.findByRole('button', { name: /Putuskan Hubungan/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Putuskan hubungan dengan PT Mitra Angkut Sejahtera?');
    expect(saves(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /Putuskan Hubungan/ }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({ paired_company_id: null, updated_on: PAIRED.updated_on });
    expect(await screen.findByText('Vendor di luar platform')).toBeInTheDocument();
  });

  it('is read-only for a user without vms:update', async () => {
    serve({ vendor: saved(PAIRED) });
    renderForm('/vendor/1', withoutScope(buildUser('admin'), 'vms:update'));
    expect(await screen.findByText('Anda hanya dapat melihat data vendor ini.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Vendor')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Simpan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Putuskan Hubungan/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kode Pairing')).not.toBeInTheDocument();
  });

  it('answers a vendor the company does not have with not found', async () => {
    serve({ vendor: () => json({ code: 'not-found', message: 'Data tidak ditemukan.' }, 404) });
    renderForm('/vendor/99');
    expect(await screen.findByText('Vendor tidak ditemukan')).toBeInTheDocument();
  });
});
