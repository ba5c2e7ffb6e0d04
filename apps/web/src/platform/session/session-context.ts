import type { SessionUser } from '@armada/domain';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous' | 'error';

export interface SessionValue {
  status: SessionStatus;
  /** Present exactly when status is 'authenticated': /api/auth/me's user, company flags included. */
  user: SessionUser | null;
  /** Why the current user could not be loaded (status 'error'). */
  error: Error | null;
  /** The server's message when a call found the session expired, for the login page to explain. */
  expiredMessage: string | null;
  /** The user as a login-like answer carries it, parsed (session api's parseSession). */
  signIn(token: string, user: SessionUser): void;
  signOut(): void;
  /** After a profile change, so the top bar and every page show the new data. */
  updateUser(user: SessionUser): void;
  retry(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}

/** For pages behind the auth guard, where a user is always present. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used behind the auth guard');
  return user;
}
