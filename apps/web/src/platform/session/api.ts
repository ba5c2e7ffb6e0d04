import {
  type LoginRequest,
  loginResponseSchema,
  meResponseSchema,
  type SessionUser,
  sessionUserSchema,
} from '@armada/domain';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/client';
import { readStoredUser, storeUser } from './token-storage';

export const sessionKeys = {
  me: ['auth', 'me'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const body = await apiRequest<unknown>('/auth/me', { signal });
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
    const stored =
      isApiError(error) && error.isNetworkError ? sessionUserSchema.safeParse(readStoredUser()) : null;
    if (stored?.success) return stored.data;
    throw error;
  }
}

export async function login(request: LoginRequest) {
  const body = await apiRequest<unknown>('/auth/login', { method: 'POST', body: request, anonymous: true });
  return loginResponseSchema.parse(body).data;
}
