import { DRIVER_SCOPES } from '@armada/domain';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { DRIVER_PAGES } from '../../features/driver/routes';
import { PLATFORM_CONSOLE_PAGES, PlatformConsole } from '../../features/platform-console/console-routes';
import { PLATFORM_CONSOLE_PATH } from '../../features/platform-console/paths';
import { lazyPage, PageSuspense } from '../../shared/lazy-page';
import {
  FORGOT_PASSWORD_PATH,
  INVITATION_PATH,
  RESET_PASSWORD_PATH,
  SETUP_PATH,
} from '../../shared/paths/account';
import { DRIVER_PATH } from '../../shared/paths/driver';
import { PUBLIC_TRACK_PATH } from '../../shared/paths/tracking';
import type { RouteHandle } from '../../shared/route-prefetch';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoadError } from '../pages/PageLoadError';
import { CompanyOnly, HomeRedirect, RequireAuth } from './guards';
import { APP_PAGES, guardedPage } from './pages';

const PublicTrackPage = lazyPage(() =>
  import('../../features/tracking/PublicTrackPage').then((m) => m.PublicTrackPage),
);
const SetupPage = lazyPage(() => import('../../features/auth/SetupPage').then((m) => m.SetupPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
const SetPasswordPage = lazyPage(() =>
  import('../../features/auth/SetPasswordPage').then((m) => m.SetPasswordPage),
);
const AppLayout = lazyPage(() => import('../layout/AppLayout').then((m) => m.AppLayout));
const DriverShell = lazyPage(() => import('../../features/driver/DriverShell').then((m) => m.DriverShell));

/** A page standing alone (no layout), fetched when first shown. */
const standalone = (page: ReactNode) => <PageSuspense>{page}</PageSuspense>;

/**
 * Every address but login and logout, inside the app's shell (routes.tsx fetches this module on the
 * first visit to one of them). The first set-up, the one-time password links and the public tracking
 * page stand alone (without a login); every other address, unknown ones included, is inside the layout.
 */
export const appShellRoutes: RouteObject[] = withErrorElements([
  { path: PUBLIC_TRACK_PATH, element: standalone(<PublicTrackPage />) },
  { path: SETUP_PATH, element: standalone(<SetupPage />) },
  { path: FORGOT_PASSWORD_PATH, element: standalone(<ForgotPasswordPage />) },
  { path: INVITATION_PATH, element: standalone(<SetPasswordPage kind="invitation" />) },
  { path: RESET_PASSWORD_PATH, element: standalone(<SetPasswordPage kind="reset-password" />) },
  // The platform operator's console: its own layout, no company page (issue 17 item 1).
  {
    path: PLATFORM_CONSOLE_PATH,
    element: (
      <RequireAuth>
        <PlatformConsole />
      </RequireAuth>
    ),
    children: PLATFORM_CONSOLE_PAGES,
  },
  {
    element: (
      <RequireAuth>
        <CompanyOnly>
          <PageSuspense>
            <AppLayout />
          </PageSuspense>
        </CompanyOnly>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...APP_PAGES.map((page) => ({
        path: page.path,
        element: guardedPage(page),
        errorElement: <PageLoadError />,
        handle: { prefetch: page.prefetch } satisfies RouteHandle,
      })),
      // The driver's phone pages (issue 18): only with the driver scopes.
      {
        path: DRIVER_PATH,
        element: guardedPage({ path: DRIVER_PATH, element: <DriverShell />, scope: { all: DRIVER_SCOPES } }),
        children: DRIVER_PAGES,
        errorElement: <PageLoadError />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

/**
 * A route without an error element of its own shows PageLoadError (a chunk that could not be fetched,
 * a page that failed) instead of the router's bare developer page.
 */
function withErrorElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ errorElement: <PageLoadError />, ...route }) as RouteObject);
}
