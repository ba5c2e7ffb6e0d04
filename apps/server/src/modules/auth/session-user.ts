import {
  type DEFAULT_FEATURES,
  DomainError,
  FEATURE_NAMES,
  type SessionUser,
  toZonedIso,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { companyFeatures } from '../platform/features/service';
import { toAuthUser } from './auth-user';
import { findUserById, type UserWithCompany } from './queries';

/** Where any user of a company fetches its logo (platform/branding). */
export const BRANDING_LOGO_URL = '/api/platform/v1/branding/logo';

const ALL_OFF = Object.fromEntries(FEATURE_NAMES.map((name) => [name, false])) as typeof DEFAULT_FEATURES;

/**
 * The logged-in user as login and `/api/auth/me` answer it (docs/platform-shell.md section 3): the
 * company's flags and branding and the profile's last reminder beside the guard's user. The
 * operator's platform company has every flag off and no branding.
 */
export async function sessionUser(
  db: Kysely<Database>,
  row: UserWithCompany,
  legacyAppUrl: string | null,
): Promise<SessionUser> {
  const user = toAuthUser(row);
  const platform = row.company_is_platform;
  return {
    ...user,
    last_reminder: row.last_reminder ? toZonedIso(row.last_reminder, row.company_time_zone) : null,
    legacy_app_url: platform ? null : legacyAppUrl,
    company: {
      ...user.company,
      features: platform ? ALL_OFF : await companyFeatures(db, row.company_id),
      branding: {
        name: row.company_name,
        logo_url: !platform && row.company_logo_key ? BRANDING_LOGO_URL : null,
      },
    },
  };
}

/** The caller as `/me` answers it, read again: the guard's row has no flags or branding. */
export async function meOf(
  context: { db: Kysely<Database>; legacyAppUrl: string | null },
  userId: number,
): Promise<SessionUser> {
  const row = await findUserById(context.db, userId);
  if (!row) throw new DomainError('auth/unauthenticated');
  return sessionUser(context.db, row, context.legacyAppUrl);
}
