import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A 4xx will answer the same way again; only network trouble and 5xx are worth a retry. */
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client: the app's (App.tsx) and the router's first data requests (router/routes.tsx). */
export const appQueryClient = createQueryClient();
