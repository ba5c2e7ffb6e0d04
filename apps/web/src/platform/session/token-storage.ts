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
    localStorage.removeItem(STORAGE_KEYS.sessionUser);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The user the server last answered for the stored token (see fetchSessionUser). */
export function readStoredUser(): unknown {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.sessionUser);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export function storeUser(user: unknown) {
  try {
    localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify(user));
  } catch {
    // Without it the app needs a connection to open, as before.
  }
}
