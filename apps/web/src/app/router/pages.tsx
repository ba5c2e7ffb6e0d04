import { hasScope, MENU_ITEMS } from '@armada/domain';
import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { useCurrentUser } from '../session/session-context';
import { PROFILE_PATH } from './paths';

export interface AppPage {
  path: string;
  element: ReactNode;
}

/**
 * The pages this app has, inside the layout. A menu item appears only when its route is here
 * (hasAppPage), so adding a feature's page here is what makes its menu entry show up.
 */
export const APP_PAGES: readonly AppPage[] = [
  { path: '/dashboard/', element: <DashboardPage /> },
  { path: PROFILE_PATH, element: <ProfilePage /> },
];

export function hasAppPage(route: string): boolean {
  return APP_PAGES.some((page) => matchPath({ path: page.path, end: true }, route) !== null);
}

/** A page behind a menu item needs that item's scope (the domain's MENU_ITEMS) even when typed in. */
function ScopeGuard({ path, children }: { path: string; children: ReactNode }) {
  const user = useCurrentUser();
  const scope = MENU_ITEMS.find((item) => item.route === path)?.scope ?? null;
  if (scope !== null && !hasScope(user.scopes, scope)) return <ForbiddenPage />;
  return children;
}

export function guardedPage(page: AppPage): ReactNode {
  return <ScopeGuard path={page.path}>{page.element}</ScopeGuard>;
}
