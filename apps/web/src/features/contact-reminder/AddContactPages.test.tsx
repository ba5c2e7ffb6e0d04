import type { AuthUser } from '@armada/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, type RecordedCall, stubApi } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { AddEmailPage } from './AddEmailPage';
import { AddNumberPage } from './AddNumberPage';

const user = buildUser('dispatcher', { phone_no: null, email: '', last_reminder: null });

function renderAt(path: string, answer: (call: RecordedCall) => Response) {
  const api = stubApi({ 'PATCH /platform/v1/user/profile': answer });
  const view = renderRoutes(
    [
      { path: '/profile/add-number', element: <AddNumberPage /> },
      { path: '/profile/add-email', element: <AddEmailPage /> },
      { path: '/dashboard/', element: <p>Dasbor</p> },
    ],
    { user, path },
  );
  // Opened from the reminder on the dashboard.
  void view.router.navigate(path, { replace: true, state: { from: '/dashboard/' } });
  return { ...api, ...view };
}

const saved = (call: RecordedCall) =>
  json({
    data: { ...user, ...(call.body as Partial<AuthUser>), last_reminder: '2026-11-27T09:00:00+07:00' },
  });

describe('Add Number page', () => {
  it('shows +62 as a fixed prefix, saves the number in +62 form and returns where it came from', async () => {
    const { calls, router } = renderAt('/profile/add-number', saved);
    const input = await screen.findByRole('textbox', { name: 'Nomor telepon' });
    expect(screen.getByText('+62')).toBeInTheDocument();
    await userEvent.type(input, '812-3456-7890');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(calls).toEqual([
      { method: 'PATCH', path: '/platform/v1/user/profile', body: { phone_no: '+6281234567890' } },
    ]);
    expect(await screen.findByText('Nomor telepon berhasil disimpan')).toBeInTheDocument();
  });

  it('refuses an empty number without calling the server', async () => {
    const { calls } = renderAt('/profile/add-number', saved);
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nomor telepon wajib diisi.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a number that is not an Indonesian phone number', async () => {
    const { calls } = renderAt('/profile/add-number', saved);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nomor telepon' }), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nomor telepon tidak valid. Contoh: 81234567890.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nomor telepon' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field error on the field and stays", async () => {
    const { router } = renderAt('/profile/add-number', () =>
      json(
        {
          code: 'invalid/invalid-fields',
          message: 'Data tidak valid.',
          errors: [{ field: 'phone_no', code: 'invalid_string', message: 'Nomor telepon tidak dikenali.' }],
        },
        400,
      ),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nomor telepon' }), '81234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nomor telepon tidak dikenali.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/add-number');
  });
});

describe('Add Email page', () => {
  it('saves a valid address and returns where it came from', async () => {
    const { calls, router } = renderAt('/profile/add-email', saved);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'rina@armada.co.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/'));
    expect(calls.map((call) => call.body)).toEqual([{ email: 'rina@armada.co.id' }]);
  });

  it('refuses an address that is not an e-mail without calling the server', async () => {
    const { calls } = renderAt('/profile/add-email', saved);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'rina@');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Format email tidak valid. Contoh: nama@perusahaan.co.id.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows an address taken by another user on the field (409) and stays', async () => {
    const { router } = renderAt('/profile/add-email', () =>
      errorBody(409, 'user/email-taken', 'Email sudah digunakan oleh pengguna lain.'),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@demo.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Email sudah digunakan oleh pengguna lain.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/profile/add-email');
  });
});
