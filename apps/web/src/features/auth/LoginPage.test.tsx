import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { enBoot, idBoot } from '../../platform/i18n/boot-sections';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { LoginPage } from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>Halaman tujuan</p> },
];

describe('login form', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    // Only watched, never answered: these rules must hold without a server.
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());
  // The page asks whether a first set-up is due (GET /auth/setup); the form itself calls nothing.
  const loginCalls = () => fetchSpy.mock.calls.filter(([input]) => String(input).includes('/auth/login'));

  it("shows 'Wajib diisi' under both empty fields without calling the server", async () => {
    renderRoutes(routes, { user: null, path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findAllByText('Wajib diisi')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Wajib diisi');
    expect(loginCalls()).toEqual([]);
  });

  it('shows the e-mail format message without calling the server', async () => {
    renderRoutes(routes, { user: null, path: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'bukan-email');
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    expect(screen.queryByText('Wajib diisi')).not.toBeInTheDocument();
    expect(loginCalls()).toEqual([]);
  });

  it('translates the shown field messages when the language changes', async () => {
    renderRoutes(routes, { user: null, path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findAllByText('Wajib diisi')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('login page', () => {
  it('sends a logged-in user on to the page they were going to', async () => {
    const { router } = renderRoutes(routes, {
      user: buildUser('admin'),
      path: `/login?redirect=${encodeURIComponent('/fleet-task/?page=2')}`,
    });
    expect(await screen.findByText('Halaman tujuan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fleet-task/');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('ignores a redirect target outside the app', async () => {
    const { router } = renderRoutes(routes, {
      user: buildUser('admin'),
      path: `/login?redirect=${encodeURIComponent('//evil.example/x')}`,
    });
    expect(await screen.findByText('Halaman tujuan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('login page before the app’s code arrives', () => {
  it('draws every text it shows from the first load’s sections of the dictionary', async () => {
    const missing: string[] = [];
    const firstLoad = createInstance();
    await firstLoad.use(initReactI18next).init({
      resources: { id: { translation: idBoot }, en: { translation: enBoot } },
      lng: 'id',
      saveMissing: true,
      missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
      interpolation: { escapeValue: false },
    });
    const routes = [{ path: '/login', element: <LoginPage /> }];
    renderRoutes(
      routes.map((route) => ({
        ...route,
        element: <I18nextProvider i18n={firstLoad}>{route.element}</I18nextProvider>,
      })),
      { user: null, path: '/login' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findAllByText('Wajib diisi')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan yang diketik' }));
    await firstLoad.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide what is typed' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
