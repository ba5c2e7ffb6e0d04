import { type MenuItem, meetsScopeRequirement, visibleMenuItems } from '@armada/domain';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { HELP_URL } from '../../platform/config';
import { featuresOf } from '../../platform/session/features';
import { useCurrentUser } from '../../platform/session/session-context';
import { appPageScope } from '../router/pages';

export type HasPage = (route: string) => boolean;

/**
 * The menu the current user may see: the domain's rule, fed with the company's flags and the
 * router's pages. An item whose
 * page would answer 'forbidden' to this user (the page asks for more than the item) is not shown.
 */
export function useVisibleMenu(hasPage: HasPage): MenuItem[] {
  const user = useCurrentUser();
  return useMemo(() => {
    const opens = (route: string) => {
      const scope = appPageScope(route);
      return hasPage(route) && (scope === null || meetsScopeRequirement(user.scopes, scope));
    };
    return visibleMenuItems(user.scopes, featuresOf(user), opens);
  }, [user, hasPage]);
}

const withTrailingSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The item whose route the current page lives under, for example /fleet-task/ for /fleet-task/42. */
export function activeMenuKey(items: readonly MenuItem[], pathname: string): string | undefined {
  const path = withTrailingSlash(pathname);
  return items.find((item) => !item.external && path.startsWith(withTrailingSlash(item.route)))?.key;
}

/** Help leaves the app for the knowledge base in a new tab; every other item is a page here. */
export function useOpenMenuItem(items: readonly MenuItem[]) {
  const navigate = useNavigate();
  return useCallback(
    (key: string) => {
      const item = items.find((candidate) => candidate.key === key);
      if (!item) return;
      if (item.external) window.open(HELP_URL, '_blank', 'noopener,noreferrer');
      else navigate(item.route);
    },
    [items, navigate],
  );
}
