import { STORAGE_KEYS } from '../config';

/**
 * The bearer token lives in localStorage so a reload keeps the session; every read goes through
 * here so that blocked storage degrades to "logged out" instead of crashing.
 */
export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function storeToken(token: string) {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // The session then lasts for this page only, which is still usable.
  }
}

export function clearToken() {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
