// The app's URLs, one file per area, below the features so that any page can link to another's.

import type { Location } from 'react-router';

export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/logout';
export const HOME_PATH = '/';
export const PROFILE_PATH = '/profile';
/** The menu's first page, where the promotional banner is shown after login. */
export const DASHBOARD_PATH = '/dashboard/';
/** The spec's named routes 'Add Number' and 'Add Email' (the contact reminder's links). */
export const ADD_NUMBER_PATH = '/profile/add-number';
export const ADD_EMAIL_PATH = '/profile/add-email';

/** Where the login page sends the user back to: `/login?redirect=/fleet-task/%3Fpage%3D2`. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (target === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Only a path inside this app is followed; `//evil.example` or `https://...` in the query would
 * otherwise turn the login page into an open redirect.
 */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  if (raw.startsWith(LOGIN_PATH) || raw.startsWith(LOGOUT_PATH)) return HOME_PATH;
  return raw;
}
