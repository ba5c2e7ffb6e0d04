import { type CompanyUser, ROLE_SCOPES, SCOPE_MODULES } from '@armada/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { UsersPage } from './UsersPage';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const USER = '/api/platform/v1/user';
const admin = buildUser('admin');

function companyUser(overrides: Partial<CompanyUser>): CompanyUser {
  return {
    id: 2,
    name: 'Dewi Dispatcher',
    email: 'dewi@demo.id',
    phone_no: null,
    role: 'dispatcher',
    scopes: [...ROLE_SCOPES.dispatcher],
    is_active: true,
    invitation_pending: false,
    created_on: '2026-11-20T08:00:00.000+07:00',
    updated_on: '2026-11-20T08:00:00.000+07:00',
    ...overrides,
  };
}

const ME = companyUser({
  id: 1,
  name: 'Budi Santoso',
  email: 'admin@demo.id',
  role: 'admin',
  scopes: [...ROLE_SCOPES.admin],
});
const DEWI = companyUser({});
const listOf = (rows: CompanyUser[]) =>
  json({
    data: { paginated_result: rows, ids: rows.map((row) => row.id) },
    metadata: { page: 1, limit: 10, total_count: rows.length },
  });
const ROLES = {
  data: {
    roles: (['admin', 'dispatcher', 'driver', 'viewer'] as const).map((role) => ({
      role,
      name: role,
      scopes: [...ROLE_SCOPES[role]],
    })),
    modules: SCOPE_MODULES.map((module) => ({
      key: module.key,
      name: module.name.id,
      scopes: [...module.scopes],
    })),
  },
};

function stubUsers(patch: (body: object) => Response = (body) => json({ data: { ...DEWI, ...body } })) {
  return stubFetch((call) => {
    if (call.url.pathname === USER && call.method === 'GET') return listOf([ME, DEWI]);
    if (call.url.pathname === '/api/platform/v1/role') return json(ROLES);
    if (call.url.pathname === USER && call.method === 'POST') {
      const body = call.body as { name: string; email: string; role: string };
      return json(
        {
          data: {
            ...companyUser({ id: 3, ...body, invitation_pending: true }),
            invitation_url: 'http://localhost:3000/invitation/abc123',
            invitation_expires_on: '2026-11-29T08:00:00.000+07:00',
            email_sent: false,
          },
        },
        201,
      );
    }
    if (call.url.pathname === `${USER}/2` && call.method === 'PATCH') return patch(call.body as object);
    return undefined;
  });
}

const table = () => screen.findByRole('table', { name: 'Daftar pengguna' });

// Antd's modals and menus under a loaded CI machine: the whole journeys take longer than the default.
describe('users page', { timeout: 60_000 }, () => {
  it("lists the company's users with role and status, the admin marked as themselves", async () => {
    stubUsers();
    renderPage(<UsersPage />, { user: admin });
    const rows = within(await table());
    expect(await rows.findByText('Dewi Dispatcher')).toBeInTheDocument();
    expect(rows.getByText('Budi Santoso (Anda)')).toBeInTheDocument();
    expect(rows.getByText('Dispatcher')).toBeInTheDocument();
    expect(rows.getAllByText('Aktif')).toHaveLength(2);
  });

  it('invites a user and shows the one-time link to copy, checking the form first', async () => {
    const calls = stubUsers();
    renderPage(<UsersPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: /Undang pengguna/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undang' }));
    expect(await within(dialog).findAllByText('Wajib diisi')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Nama'), 'Rina');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'rina@demo.id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undang' }));
    expect(await within(dialog).findByText('http://localhost:3000/invitation/abc123')).toBeInTheDocument();
    expect(within(dialog).getByText(/kirimkan tautan ini sendiri/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Rina',
      email: 'rina@demo.id',
      phone_no: null,
      role: 'dispatcher',
    });
  }, 60_000);

  it('deactivates a user only after the confirmation', async () => {
    const calls = stubUsers();
    renderPage(<UsersPage />, { user: admin });
    await within(await table()).findByText('Dewi Dispatcher');
    await userEvent.click(screen.getByRole('button', { name: 'Aksi untuk Dewi Dispatcher' }));
    await userEvent.click(await screen.findByText('Nonaktifkan'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nonaktifkan Dewi Dispatcher?');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Pengguna dinonaktifkan')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ is_active: false });
  });

  it("shows the server's refusal to remove the last admin", async () => {
    stubUsers(() =>
      errorBody(
        409,
        'user/last-admin',
        'Admin terakhir perusahaan tidak dapat dinonaktifkan atau diubah perannya.',
      ),
    );
    renderPage(<UsersPage />, { user: admin });
    await within(await table()).findByText('Dewi Dispatcher');
    await userEvent.click(screen.getByRole('button', { name: 'Aksi untuk Dewi Dispatcher' }));
    await userEvent.click(await screen.findByText('Nonaktifkan'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nonaktifkan' }),
    );
    expect(
      await screen.findByText('Admin terakhir perusahaan tidak dapat dinonaktifkan atau diubah perannya.'),
    ).toBeInTheDocument();
  });

  it('tailors scopes grouped by module with Indonesian names', async () => {
    const calls = stubUsers();
    renderPage(<UsersPage />, { user: admin });
    await within(await table()).findByText('Dewi Dispatcher');
    await userEvent.click(screen.getByRole('button', { name: 'Aksi untuk Dewi Dispatcher' }));
    await userEvent.click(await screen.findByText('Atur akses'));
    const dialog = await screen.findByRole('dialog');
    const group = await within(dialog).findByRole('group', { name: 'Data Master' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'master-data:delete' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan akses' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    const sent = (patch?.body as { scopes?: string[] } | undefined)?.scopes ?? [];
    expect(sent).not.toContain('master-data:delete');
    expect(sent).toContain('master-data:read');
  }, 60_000);
});
