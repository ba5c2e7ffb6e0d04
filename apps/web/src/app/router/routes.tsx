import type { RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { LogoutPage } from '../../features/auth/LogoutPage';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { HomeRedirect, RequireAuth } from './guards';
import { APP_PAGES, guardedPage } from './pages';
import { LOGIN_PATH, LOGOUT_PATH } from './paths';

/** Login and logout stand alone; every other address, unknown ones included, is inside the layout. */
export const appRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: LOGOUT_PATH, element: <LogoutPage /> },
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
