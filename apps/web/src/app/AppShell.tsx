import { Outlet } from 'react-router';
import { LocalizedAntd } from './providers';

/**
 * Every page but login and logout: antd's theme, locale and message context around them. A chunk of
 * its own, fetched with the whole dictionary when the first such page shows (router/routes.tsx), so
 * the login page's first load carries neither (issue 23 item 1).
 */
export function AppShell() {
  return (
    <LocalizedAntd>
      <Outlet />
    </LocalizedAntd>
  );
}
