import type { LoginRequest, SessionUser } from '@armada/domain';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/client';
import { readStoredUser, storeUser } from './token-storage';

const sessionSchemas = () => import('./session-schemas');

/** Fetches the schemas ahead of the answer they read (the login page once it is shown). */
export function preloadSessionSchemas(): void {
  void sessionSchemas().catch(() => undefined);
}

/** A login-like answer (login, the first set-up, a password link): the token and the session's user. */
export async function parseSession(body: unknown): Promise<{ token: string; user: SessionUser }> {
  const { loginResponseSchema } = await sessionSchemas();
  return loginResponseSchema.parse(body).data;
}

export const sessionKeys = {
  me: ['auth', 'me'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const [body, { meResponseSchema }] = await Promise.all([
    apiRequest<unknown>('/auth/me', { signal }),
    sessionSchemas(),
  ]);
  return meResponseSchema.parse(body).data;
}

/**
 * The session's user: the server's answer, kept for the next start; with no answer at all (a driver's
 * phone without signal, issue 18) the user last answered for this token, so the app and its queue of
 * unsent work still open. A refusal (401) is never covered up: the session ends as usual.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser> {
  try {
    const user = await fetchCurrentUser(signal);
    storeUser(user);
    return user;
  } catch (error) {
    if (!(isApiError(error) && error.isNetworkError)) throw error;
    const { sessionUserSchema } = await sessionSchemas();
    const stored = sessionUserSchema.safeParse(readStoredUser());
    if (stored.success) return stored.data;
    throw error;
  }
}

export async function login(request: LoginRequest) {
  return parseSession(
    await apiRequest<unknown>('/auth/login', { method: 'POST', body: request, anonymous: true }),
  );
}
