import { DRIVER_SCOPES } from '@armada/domain';
import type { RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { LoginPage } from '../../features/auth/LoginPage';
import { LogoutPage } from '../../features/auth/LogoutPage';
import { SetPasswordPage } from '../../features/auth/SetPasswordPage';
import { SetupPage } from '../../features/auth/SetupPage';
import { DriverShell } from '../../features/driver/DriverShell';
import { DRIVER_PAGES } from '../../features/driver/routes';
import { PLATFORM_CONSOLE_PAGES, PlatformConsole } from '../../features/platform-console/console-routes';
import { PLATFORM_CONSOLE_PATH } from '../../features/platform-console/paths';
import { PublicTrackPage } from '../../features/tracking/PublicTrackPage';
import {
  FORGOT_PASSWORD_PATH,
  INVITATION_PATH,
  RESET_PASSWORD_PATH,
  SETUP_PATH,
} from '../../shared/paths/account';
import { DRIVER_PATH } from '../../shared/paths/driver';
import { LOGIN_PATH, LOGOUT_PATH } from '../../shared/paths/root';
import { PUBLIC_TRACK_PATH } from '../../shared/paths/tracking';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CompanyOnly, HomeRedirect, RequireAuth } from './guards';
import { APP_PAGES, guardedPage } from './pages';

/**
 * Login, logout, the first set-up, the one-time password links and the public tracking page stand
 * alone (without a login); every other
 * address, unknown ones included, is inside the layout.
 */
export const appRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: LOGOUT_PATH, element: <LogoutPage /> },
  { path: PUBLIC_TRACK_PATH, element: <PublicTrackPage /> },
  { path: SETUP_PATH, element: <SetupPage /> },
  { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> },
  { path: INVITATION_PATH, element: <SetPasswordPage kind="invitation" /> },
  { path: RESET_PASSWORD_PATH, element: <SetPasswordPage kind="reset-password" /> },
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
          <AppLayout />
        </CompanyOnly>
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...APP_PAGES.map((page) => ({ path: page.path, element: guardedPage(page) })),
      // The driver's phone pages (issue 18): only with the driver scopes.
      {
        path: DRIVER_PATH,
        element: guardedPage({ path: DRIVER_PATH, element: <DriverShell />, scope: { all: DRIVER_SCOPES } }),
        children: DRIVER_PAGES,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
