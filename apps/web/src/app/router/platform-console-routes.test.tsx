import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperator } from '../../features/platform-console/test-console-api';
import { stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { appRouterOptions, appRoutes } from './routes';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

describe('the platform console’s routes', { timeout: 60_000 }, () => {
  it('lands the operator on the console after login, with its own menu and no company layout', async () => {
    const calls = stubFetch(() => undefined);
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildOperator(),
      path: '/',
    });
    expect(await screen.findByRole('heading', { name: 'Pengumuman' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/announcements');
    const menu = screen.getByRole('navigation', { name: 'Menu konsol' });
    for (const item of ['Pengumuman', 'Banner', 'Perusahaan']) {
      expect(menu).toHaveTextContent(item);
    }
    expect(screen.getByTestId('console-operator')).toHaveTextContent('Operator Platform');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    // Only the operator's calls: a company route would answer 403 auth/company-only.
    expect(
      calls.map((call) => call.url.pathname).every((path) => path.startsWith('/api/platform/v1/operator/')),
    ).toBe(true);
  });

  it.each(['/dashboard/', '/notification/', '/profile'])(
    'sends the operator from %s to the console',
    async (path) => {
      stubFetch(() => undefined);
      const { router } = renderRoutes(appRoutes, { router: appRouterOptions, user: buildOperator(), path });
      expect(await screen.findByTestId('platform-console')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/platform/announcements');
    },
  );

  it('sends a company user who opens /platform/... to their dashboard', async () => {
    stubFetch(() => undefined);
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildUser('admin'),
      path: '/platform/companies',
    });
    expect(await screen.findByRole('heading', { name: 'Dasbor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/');
    expect(screen.queryByTestId('platform-console')).not.toBeInTheDocument();
  });

  it('opens each console page from its menu address', async () => {
    stubFetch(() => undefined);
    renderRoutes(appRoutes, { router: appRouterOptions, user: buildOperator(), path: '/platform/banner' });
    expect(await screen.findByText('Tidak ada banner aktif')).toBeInTheDocument();
  });
});
