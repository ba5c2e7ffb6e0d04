import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppUpdateBanner } from '../features/app-update/AppUpdateBanner';
import { createQueryClient } from '../platform/api/query-client';
import { SessionProvider } from '../platform/session/SessionProvider';
import { AppProviders } from './providers';
import { appRoutes } from './router/routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      {/* Above the router: the update reaches every page, the login page too. */}
      <AppUpdateBanner />
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>
  );
}
