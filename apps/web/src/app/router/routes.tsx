import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
// Part of the first load, as the login page is: logging out must not wait for a chunk on a bad line.
import { LogoutPage } from '../../features/auth/LogoutPage';
import { appQueryClient } from '../../platform/api/query-client';
import { loadWholeDictionary } from '../../platform/i18n/load-dictionary';
import { readToken } from '../../platform/session/token-storage';
import { lazyPage, PageSuspense, preloadLazyPages } from '../../shared/lazy-page';
import { LOGIN_PATH, LOGOUT_PATH } from '../../shared/paths/root';
import { prefetchOf } from '../../shared/route-prefetch';
import { PageLoadError } from '../pages/PageLoadError';

/** The route every page but login and logout sits in; its children are fetched on first use. */
export const APP_SHELL_ROUTE_ID = 'app-shell';

const AppShell = lazyPage(() =>
  Promise.all([import('../AppShell'), loadWholeDictionary()]).then(([module]) => module.AppShell),
);

/**
 * The routes the first load knows: login and logout, drawn without antd, and the app's shell, whose
 * pages (every other address) the router fetches the first time it meets one of them
 * (discoverAppRoutes). The login page so carries no page, no layout, no antd and one dictionary's
 * first sections (issue 23 item 1).
 */
export const appRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage />, errorElement: <PageLoadError /> },
  { path: LOGOUT_PATH, element: <LogoutPage />, errorElement: <PageLoadError /> },
  {
    id: APP_SHELL_ROUTE_ID,
    element: (
      <PageSuspense>
        <AppShell />
      </PageSuspense>
    ),
    errorElement: <PageLoadError />,
  },
];

type PatchRoutes = (routeId: string | null, children: RouteObject[]) => void;

const loadAppShellRoutes = () => import('./app-routes').then((module) => module.appShellRoutes);

/**
 * The router's patchRoutesOnNavigation: an address the first load's routes do not know is one of the
 * app shell's, whose route table is fetched then (the router dedupes a second patch). The shell and
 * the dictionary come meanwhile, then the layout and page of the address together, before the first
 * render: fetched one after another as each one renders, each would add its round trip on a phone's
 * line, and each suspense revealed a further wait of up to 300 ms (React batches reveals).
 */
export function appRouteDiscovery(
  loadRoutes: () => Promise<RouteObject[]> = loadAppShellRoutes,
  queryClient: QueryClient = appQueryClient,
) {
  return async ({ path, patch }: { path: string; patch: PatchRoutes }): Promise<void> => {
    // Offline, or a release replaced the chunks this tab asks for: the router answers the failure
    // with the reload page of the routes' error elements (routes.test).
    const [routes] = await Promise.all([loadRoutes(), AppShell.preload()]);
    const matches = matchRoutes(routes, path) ?? [];
    // Signed out, the guard sends the visitor to log in: a request would only be refused, and a refusal
    // ends a session. The router gives the path alone: the address's query is the window's on the
    // first load; on a first visit to another path (after logging in), the page's default state.
    const search = new URLSearchParams(window.location.pathname === path ? window.location.search : '');
    if (readToken())
      for (const match of matches)
        prefetchOf(match.route.handle)?.(queryClient, { params: match.params, search });
    await Promise.all(matches.map((match) => preloadLazyPages(match.route.element)));
    patch(APP_SHELL_ROUTE_ID, routes);
  };
}

/** What a router of the app's routes is created with, the browser's and the tests' alike. */
export const appRouterOptions = { patchRoutesOnNavigation: appRouteDiscovery() };
