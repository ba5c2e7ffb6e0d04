import { QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppUpdateBanner } from '../features/app-update/AppUpdateBanner';
import { appQueryClient } from '../platform/api/query-client';
import { SessionProvider } from '../platform/session/SessionProvider';
import { FullPageSpin } from '../shared/FullPageSpin';
import { appRouterOptions, appRoutes } from './router/routes';

const router = createBrowserRouter(appRoutes, appRouterOptions);
const routerStarted = () => router.state.initialized;

/**
 * The first load is the login page's (issue 23 item 1): no antd, one dictionary's first sections. The
 * app's shell (antd, the whole dictionary, every page's route) is fetched when another page shows.
 */
export function App() {
  const { t } = useTranslation();
  // Opened at another address, the router first fetches the app's routes: a wait shows meanwhile.
  const started = useSyncExternalStore(router.subscribe, routerStarted);
  return (
    <QueryClientProvider client={appQueryClient}>
      {/* Above the router: the update reaches every page, the login page too. */}
      <AppUpdateBanner />
      <SessionProvider>
        {!started && <FullPageSpin description={t('common.loading')} />}
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
