import { isApiError } from '../../../platform/api/api-error';

/**
 * The server's own message when it refused the request (a 4xx: its message is already the right
 * text in the user's language, section 8), otherwise null so the caller shows its generic failure
 * (a server error or no answer at all).
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return null;
  return error.message;
}
