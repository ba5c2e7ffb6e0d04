import { type AuthUser, sessionUserSchema } from '@armada/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useMemo, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { SessionContext, type SessionValue } from '../platform/session/session-context';

/** The session as a logged-in (or logged-out) user would have it, without a server behind it. */
function TestSession({ user: initialUser, children }: { user: AuthUser | null; children: ReactNode }) {
  // As the session stores it: /api/auth/me's shape, flags defaulted when a test's user has none.
  const [user, setUser] = useState(() => (initialUser ? sessionUserSchema.parse(initialUser) : null));
  const value = useMemo<SessionValue>(
    () => ({
      status: user ? 'authenticated' : 'anonymous',
      user,
      error: null,
      expiredMessage: null,
      signIn: (_token, next) => setUser(next),
      signOut: () => setUser(null),
      updateUser: (next) => setUser(next),
      retry: () => {},
    }),
    [user],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

interface RenderOptions {
  user: AuthUser | null;
  path?: string;
  /** The app's routes fetch their pages on first use (router/routes.tsx's appRouterOptions). */
  router?: Omit<Parameters<typeof createMemoryRouter>[1], 'initialEntries'>;
  /** The app's own client where the test looks at its caching; one without retries otherwise. */
  queryClient?: QueryClient;
}

/** Renders routes in a memory router with the app's providers and the given user's session. */
export function renderRoutes(
  routes: RouteObject[],
  {
    user,
    path = '/',
    router: options,
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: RenderOptions,
) {
  const router = createMemoryRouter(routes, { ...options, initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <TestSession user={user}>
        <RouterProvider router={router} />
      </TestSession>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** One component at one address, for pages and widgets that need the router and a session. */
export function renderPage(element: ReactNode, options: RenderOptions) {
  return renderRoutes([{ path: '*', element }], options);
}
