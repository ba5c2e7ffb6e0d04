import type { CompanyFeatures, SessionUser } from '@armada/domain';
import { useCurrentUser } from './session-context';

/**
 * The company's feature flags as `/api/auth/me` answered them at login (docs/platform-shell.md
 * section 2); the session's schema gives an answer without them the defaults.
 */
export function featuresOf(user: Pick<SessionUser, 'company'>): CompanyFeatures {
  return user.company.features;
}

/** White label: the company's own logo and name, no help, contact, referral or feedback. */
export function isWhiteLabel(user: Pick<SessionUser, 'company'>): boolean {
  return featuresOf(user).white_label;
}

export function useFeatures(): CompanyFeatures {
  return featuresOf(useCurrentUser());
}
