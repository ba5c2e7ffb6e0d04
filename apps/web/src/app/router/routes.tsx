import type { RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { LogoutPage } from '../../features/auth/LogoutPage';
import { PublicTrackPage } from '../../features/tracking/PublicTrackPage';
import { PUBLIC_TRACK_PATH } from '../../features/tracking/paths';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HomeRedirect, RequireAuth } from './guards';
import { APP_PAGES, guardedPage } from './pages';
import { LOGIN_PATH, LOGOUT_PATH } from './paths';

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
