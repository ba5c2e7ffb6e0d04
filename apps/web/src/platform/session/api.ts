import { type LoginRequest, loginResponseSchema, meResponseSchema, type SessionUser } from '@armada/domain';
import { apiRequest } from '../api/client';

export const sessionKeys = {
  me: ['auth', 'me'] as const,
};

export async function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const body = await apiRequest<unknown>('/auth/me', { signal });
  return meResponseSchema.parse(body).data;
}

export async function login(request: LoginRequest) {
  const body = await apiRequest<unknown>('/auth/login', { method: 'POST', body: request, anonymous: true });
  return loginResponseSchema.parse(body).data;
}
