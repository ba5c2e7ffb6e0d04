import type { SessionUser } from '@armada/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { onUnauthorized } from '../api/client';
import { STORAGE_KEYS } from '../config';
import { fetchSessionUser, sessionKeys } from './api';
import { SessionContext, type SessionStatus, type SessionValue } from './session-context';
import { clearToken, readToken, storeToken, storeUser } from './token-storage';

function statusOf(token: string | null, user: SessionUser | undefined, failed: boolean): SessionStatus {
  if (token === null) return 'anonymous';
  if (user) return 'authenticated';
  return failed ? 'error' : 'loading';
}

/**
 * Ends the session when any API call finds the token expired (the route guard then sends the user to
 * /login with their target), and when another tab logs out, since this tab's next call would fail.
 */
function useSessionEndings(signOut: () => void, onExpired: (message: string) => void) {
  useEffect(
    () =>
      onUnauthorized((error) => {
        onExpired(error.message);
        signOut();
      }),
    [signOut, onExpired],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token && event.newValue === null) signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signOut]);
}

/**
 * The token is kept in localStorage; the user is the server's answer to /api/auth/me, or without a
 * connection its last answer (fetchSessionUser).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const me = useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const signOut = useCallback(() => {
    clearToken();
    setToken(null);
    // Another user may log in next on this browser: nothing of this one's data may stay cached.
    queryClient.clear();
  }, [queryClient]);

  const signIn = useCallback(
    (nextToken: string, user: SessionUser) => {
      storeToken(nextToken);
      setExpiredMessage(null);
      storeUser(user);
      queryClient.setQueryData(sessionKeys.me, user);
      setToken(nextToken);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: SessionUser) => {
      storeUser(user);
      queryClient.setQueryData(sessionKeys.me, user);
    },
    [queryClient],
  );

  useSessionEndings(signOut, setExpiredMessage);

  const user = token === null ? undefined : me.data;
  const status = statusOf(token, user, me.isError);
  const { refetch } = me;
  const value = useMemo<SessionValue>(
    () => ({
      status,
      user: user ?? null,
      error: status === 'error' ? me.error : null,
      expiredMessage,
      signIn,
      signOut,
      updateUser,
      retry: () => void refetch(),
    }),
    [status, user, me.error, expiredMessage, signIn, signOut, updateUser, refetch],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
