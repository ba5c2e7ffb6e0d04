import { ROLE_SCOPES } from '@armada/domain';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { LoginPage } from './LoginPage';
import { SetupPage } from './SetupPage';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/setup', element: <SetupPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Beranda</p> },
];

function stubSetup(needsSetup: boolean, setup: () => Response) {
  return stubFetch((call) => {
    if (call.url.pathname === '/api/auth/setup' && call.method === 'GET')
      return json({ data: { needs_setup: needsSetup } });
    if (call.url.pathname === '/api/auth/setup' && call.method === 'POST') return setup();
    return undefined;
  });
}

const admin = buildUser('admin', { scopes: [...ROLE_SCOPES.admin] });

describe('set-up page', { timeout: 60_000 }, () => {
  it('opens instead of the login on a database with no company', async () => {
    stubSetup(true, () => json({}));
    renderRoutes(routes, { user: null, path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Siapkan perusahaan Anda' })).toBeInTheDocument();
  });

  it('creates the company, then the admin is logged in', async () => {
    const calls = stubSetup(true, () => json({ data: { token: 'a.b.c', user: admin } }));
    renderRoutes(routes, { user: null, path: '/setup' });
    const form = await screen.findByRole('form', { name: 'Siapkan perusahaan Anda' });
    await userEvent.click(within(form).getByRole('button', { name: 'Buat perusahaan' }));
    expect(await within(form).findAllByText('Wajib diisi')).toHaveLength(4);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Nama perusahaan'), 'PT Baru Jaya');
    await userEvent.type(within(form).getByLabelText('Nama admin'), 'Sari');
    await userEvent.type(within(form).getByLabelText('Email admin'), 'sari@baru.id');
    await userEvent.type(within(form).getByLabelText('Kata sandi'), 'pendek');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat perusahaan' }));
    expect(await within(form).findByText('Minimal 8 karakter')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Kata sandi'));
    await userEvent.type(within(form).getByLabelText('Kata sandi'), 'kata-sandi-kuat');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat perusahaan' }));
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      company_name: 'PT Baru Jaya',
      time_zone: 'Asia/Jakarta',
      name: 'Sari',
      email: 'sari@baru.id',
      password: 'kata-sandi-kuat',
    });
  }, 60_000);

  it('says so when another visitor set the company up first', async () => {
    stubSetup(true, () =>
      errorBody(409, 'setup/already-done', 'Perusahaan sudah dibuat. Silakan masuk dengan akun Anda.'),
    );
    renderRoutes(routes, { user: null, path: '/setup' });
    const form = await screen.findByRole('form', { name: 'Siapkan perusahaan Anda' });
    await userEvent.type(within(form).getByLabelText('Nama perusahaan'), 'PT Baru Jaya');
    await userEvent.type(within(form).getByLabelText('Nama admin'), 'Sari');
    await userEvent.type(within(form).getByLabelText('Email admin'), 'sari@baru.id');
    await userEvent.type(within(form).getByLabelText('Kata sandi'), 'kata-sandi-kuat');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat perusahaan' }));
    expect(
      await screen.findByText('Perusahaan sudah dibuat. Silakan masuk dengan akun Anda.'),
    ).toBeInTheDocument();
  });

  it('leads to the login once a company exists', async () => {
    stubSetup(false, () => json({}));
    renderRoutes(routes, { user: null, path: '/setup' });
    expect(await screen.findByRole('heading', { name: 'Masuk ke Armada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
