import 'fake-indexeddb/auto';
import { LOGOUT_REDIRECT_DELAY_MS } from '@armada/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../platform/api/query-client';
import { clearToken, storeToken } from '../../platform/session/token-storage';
import { buildFleetTask, buildFleetTaskListRow, TASK_ID } from '../../test/fleet-task.factory';
import { graphqlAnswer, json, operationOf, stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildSequence } from '../../test/sequence.factory';
import { buildUser } from '../../test/user.factory';
import { appRouteDiscovery, appRouterOptions, appRoutes } from './routes';

/**
 * A signed-in admin's first visit to `address`, with the app's own query client (its staleTime is what
 * lets a page find the prefetched answer): the window shows the address, as in the browser.
 */
function renderFirstVisit(address: string) {
  storeToken('a-session');
  window.history.replaceState(null, '', address);
  const queryClient = createQueryClient();
  return renderRoutes(appRoutes, {
    router: { patchRoutesOnNavigation: appRouteDiscovery(undefined, queryClient) },
    queryClient,
    user: buildUser('admin'),
    path: address,
  });
}

describe('routes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearToken();
    window.history.replaceState(null, '', '/');
  });

  it('sends a logged-out visitor to /login keeping the target in ?redirect=', async () => {
    const calls = stubFetch(() => undefined);
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: null,
      path: '/fleet-task/?page=2',
    });
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/fleet-task/?page=2');
    // The page's data is not asked without a session: a refusal would end one, with its message.
    expect(calls.filter(({ url }) => url.pathname.includes('fleet-task'))).toEqual([]);
  });

  it('asks for the list page its address names before the page renders, and the page does not ask again', async () => {
    const renderedWhenAsked: boolean[] = [];
    const calls = stubFetch(({ url }) => {
      if (url.pathname !== '/api/fleet-planning/v1/fleet-task') return undefined;
      renderedWhenAsked.push(screen.queryByRole('heading', { name: 'Penugasan' }) !== null);
      const row = buildFleetTaskListRow({ number: 'FO-PREFETCHED' });
      return json({
        data: { paginated_result: [row], ids: [row.id] },
        metadata: { page: 2, limit: 10, total_count: 11 },
      });
    });
    renderFirstVisit('/fleet-task/?page=2');
    expect(await screen.findByText('FO-PREFETCHED')).toBeInTheDocument();
    const listCalls = calls.filter(({ url }) => url.pathname === '/api/fleet-planning/v1/fleet-task');
    expect(listCalls.map(({ url }) => url.searchParams.get('page'))).toEqual(['2']);
    expect(renderedWhenAsked).toEqual([false]);
  });

  it("asks for a task before the app's layout and the task's page render, and the page does not ask again", async () => {
    const taskPath = `/api/fleet-planning/v1/fleet-task/${TASK_ID}`;
    const layoutShownWhenAsked: boolean[] = [];
    const calls = stubFetch(({ url }) => {
      if (url.pathname === taskPath) {
        layoutShownWhenAsked.push(screen.queryByTestId('side-menu') !== null);
        return json({ data: buildFleetTask({ number: 'FO-PREFETCHED' }) });
      }
      if (url.pathname === `${taskPath}/sequence`) return json({ data: buildSequence() });
      return undefined;
    });
    renderFirstVisit(`/fleet-task/${TASK_ID}`);
    expect((await screen.findAllByText(/FO-PREFETCHED/)).length).toBeGreaterThan(0);
    // The sequence is asked by the page once it shows (its first batch of points then renders on its own).
    await screen.findByRole('region', { name: 'Urutan rute penugasan' }, { timeout: 5000 });
    const asked = (path: string) => calls.filter(({ url }) => url.pathname === path).length;
    expect([asked(taskPath), asked(`${taskPath}/sequence`)]).toEqual([1, 1]);
    expect(layoutShownWhenAsked).toEqual([false]);
  });

  it('reads a prefetched task afresh when its page opens again', async () => {
    const taskPath = `/api/fleet-planning/v1/fleet-task/${TASK_ID}`;
    const calls = stubFetch(({ url }) => {
      if (url.pathname === taskPath) return json({ data: buildFleetTask({ number: 'FO-PREFETCHED' }) });
      if (url.pathname === `${taskPath}/sequence`) return json({ data: buildSequence() });
      return undefined;
    });
    const { router } = renderFirstVisit(`/fleet-task/${TASK_ID}`);
    expect((await screen.findAllByText(/FO-PREFETCHED/)).length).toBeGreaterThan(0);
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(screen.queryAllByText(/FO-PREFETCHED/)).toHaveLength(0), { timeout: 5000 });
    await act(() => router.navigate(`/fleet-task/${TASK_ID}`));
    await waitFor(() => expect(calls.filter(({ url }) => url.pathname === taskPath)).toHaveLength(2));
  });

  it.each([
    { address: '/notification/', asked: 1 },
    { address: '/notification/?view=centre', asked: 0 },
  ])(
    'asks for the notification log $asked time(s) before $address renders: the live centre needs none',
    async ({ address, asked }) => {
      const renderedWhenAsked: boolean[] = [];
      const calls = stubFetch((call) => {
        if (operationOf(call) !== 'NotificationLog') return undefined;
        renderedWhenAsked.push(screen.queryByRole('heading', { name: 'Log Notifikasi' }) !== null);
        return graphqlAnswer('rawAlerts', {
          data: [],
          pagination: { page: 1, show: 10, total: 0, actualTotal: 0 },
        });
      });
      renderFirstVisit(address);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() =>
        expect(calls.filter((call) => operationOf(call) === 'NotificationLog')).toHaveLength(asked),
      );
      expect(renderedWhenAsked).toEqual(asked ? [false] : []);
    },
  );

  it("answers an address whose routes' code cannot be fetched with the reload page", async () => {
    const offline = appRouteDiscovery(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderRoutes(appRoutes, {
      router: { patchRoutesOnNavigation: offline },
      user: buildUser('admin'),
      path: '/fleet-task/',
    });
    expect(await screen.findByRole('heading', { name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });

  it('redirects / to the dashboard for an admin', async () => {
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildUser('admin'),
      path: '/',
    });
    expect(await screen.findByRole('heading', { name: 'Dasbor' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it("redirects / to the driver's tasks in the driver layout, and refuses them to an admin", async () => {
    stubFetch(() => undefined);
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildUser('driver'),
      path: '/',
    });
    expect(await screen.findByRole('heading', { name: 'Tugas Saya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/driver');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    cleanup();
    renderRoutes(appRoutes, { router: appRouterOptions, user: buildUser('admin'), path: '/driver' });
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
  });

  it('shows the not-found page inside the layout for an unknown address', async () => {
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildUser('admin'),
      path: '/tidak-ada',
    });
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke Beranda' }));
    expect(router.state.location.pathname).toBe('/dashboard/');
  });

  it('refuses a page the scopes do not allow, even when its address is typed in', async () => {
    renderRoutes(appRoutes, { router: appRouterOptions, user: buildUser('driver'), path: '/dashboard/' });
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
  });

  it("opens the settings page from the menu's 'Pengaturan', and refuses it without setting:read", async () => {
    renderRoutes(appRoutes, { router: appRouterOptions, user: buildUser('admin'), path: '/dashboard/' });
    await userEvent.click(within(await screen.findByTestId('side-menu')).getByText('Pengaturan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    cleanup();
    renderRoutes(appRoutes, { router: appRouterOptions, user: buildUser('driver'), path: '/setting/' });
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
  });

  it('opens the vendors with any one vms scope and refuses them without one', async () => {
    stubFetch(() => undefined);
    const dispatcher = buildUser('dispatcher');
    renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: { ...dispatcher, scopes: [...dispatcher.scopes, 'vms:delete'] },
      path: '/vendor/',
    });
    expect(await screen.findByRole('heading', { name: 'Vendor' })).toBeInTheDocument();
    cleanup();
    renderRoutes(appRoutes, { router: appRouterOptions, user: dispatcher, path: '/vendor/' });
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
  });

  it("opens 'Data Master' from the menu on its addresses, and refuses every tab without master-data:read", async () => {
    stubFetch(() => undefined);
    const admin = buildUser('admin');
    const { router } = renderRoutes(appRoutes, { router: appRouterOptions, user: admin, path: '/profile' });
    await userEvent.click(within(await screen.findByTestId('side-menu')).getByText('Data Master'));
    expect(await screen.findByRole('heading', { name: 'Data Master' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master/');
    expect(screen.getByRole('tab', { name: 'Alamat', selected: true })).toBeInTheDocument();
    cleanup();
    const reader = { ...admin, scopes: admin.scopes.filter((scope) => scope !== 'master-data:read') };
    renderRoutes(appRoutes, { router: appRouterOptions, user: reader, path: '/master/vehicle' });
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
    // The tabs' first render on a shared machine takes a while.
  }, 60_000);

  it.each([
    ['/notification/geofence/', 'alert-rule:read'],
    ['/notification/geofence/7', 'alert-rule:read'],
    ['/notification/geofence/new', 'alert-rule:create'],
    ['/notification/setting/', 'alert-rule:read'],
    ['/notification/setting/new', 'e4b-alert-center-rule-setting:read'],
  ] as const)('refuses %s without %s, which its server operations ask as well', async (path, missing) => {
    stubFetch(() => undefined);
    const admin = buildUser('admin');
    renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: { ...admin, scopes: admin.scopes.filter((s) => s !== missing) },
      path,
    });
    expect(await screen.findByRole('heading', { name: 'Akses ditolak' })).toBeInTheDocument();
  });

  it('opens the geofence list with both rule read scopes', async () => {
    stubFetch(() => undefined);
    renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildUser('admin'),
      path: '/notification/geofence/',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Geofence' })).toBeInTheDocument();
  });

  it('/logout ends the session at once and shows the login page after 500 ms', () => {
    vi.useFakeTimers();
    const { router } = renderRoutes(appRoutes, {
      router: appRouterOptions,
      user: buildUser('admin'),
      path: '/logout',
    });
    expect(screen.getByText('Sedang keluar…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/logout');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });
});
