import type { RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { LogoutPage } from '../../features/auth/LogoutPage';
import { PublicTrackPage } from '../../features/tracking/PublicTrackPage';
import { LOGIN_PATH, LOGOUT_PATH } from '../../shared/paths/root';
import { PUBLIC_TRACK_PATH } from '../../shared/paths/tracking';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HomeRedirect, RequireAuth } from './guards';
import { APP_PAGES, guardedPage } from './pages';

/**
 * Login, logout and the public tracking page stand alone (the last without a login); every other
 * address, unknown ones included, is inside the layout.
 */
export const appRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: LOGOUT_PATH, element: <LogoutPage /> },
  { path: PUBLIC_TRACK_PATH, element: <PublicTrackPage /> },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      ...APP_PAGES.map((page) => ({ path: page.path, element: guardedPage(page) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
