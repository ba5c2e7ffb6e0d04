import { ROLE_SCOPES, type Scope } from '@armada/domain';
import type { Kysely } from 'kysely';
import { signToken } from '../../src/auth/tokens';
import type { Database } from '../../src/db/schema';
import { type LiveAudience, type LiveEvent, publishLiveEvent } from '../../src/modules/live/publish';
import { buildCompany, buildUser } from '../../src/seed/builders/builders';
import { TEST_JWT_SECRET } from '../app';

/*
 * Companies with the users the live socket tells apart: an admin with both Alert Center scopes, a
 * dispatcher without the urgent one, a driver without the centre at all.
 */

const URGENT_SCOPE: Scope = 'e4e-alert-center-urgent:read';

export interface LiveUser {
  id: number;
  companyId: number;
  token: string;
}

export interface LiveCompany {
  id: number;
  /** Both Alert Center scopes (the admin role). */
  admin: LiveUser;
  /** The centre's scope, not the urgent one. */
  importantOnly: LiveUser;
  /** Neither (the driver role). */
  driver: LiveUser;
}

/** A token for the user as login would sign it. */
export async function tokenFor(user: { id: number; company_id: number }, ttlSeconds = 3_600) {
  return signToken({ userId: user.id, companyId: user.company_id }, TEST_JWT_SECRET, ttlSeconds);
}

async function liveUser(db: Kysely<Database>, companyId: number, scopes: readonly Scope[]) {
  const user = await buildUser(db, { company_id: companyId, scopes: [...scopes] });
  return { id: user.id, companyId, token: await tokenFor(user) };
}

export async function buildLiveCompany(db: Kysely<Database>, name: string): Promise<LiveCompany> {
  const company = await buildCompany(db, { name });
  return {
    id: company.id,
    admin: await liveUser(db, company.id, ROLE_SCOPES.admin),
    importantOnly: await liveUser(
      db,
      company.id,
      ROLE_SCOPES.dispatcher.filter((scope) => scope !== URGENT_SCOPE),
    ),
    driver: await liveUser(db, company.id, ROLE_SCOPES.driver),
  };
}

export const alertAudience = (
  urgency: 'URGENT' | 'IMPORTANT',
  vehicleGroupIds: number[] = [],
): LiveAudience => ({ kind: 'alert', urgency, vehicleId: null, vehicleGroupIds });

/** Publishes in a transaction of its own, as a writer would; `rollBack` throws it away instead. */
export async function publishInTransaction(
  db: Kysely<Database>,
  event: LiveEvent,
  { rollBack = false }: { rollBack?: boolean } = {},
): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      await publishLiveEvent(trx, event);
      if (rollBack) throw new Error('rolled back on purpose');
    })
    .catch((error: Error) => {
      if (!rollBack) throw error;
    });
}

/** An `alert-center-new` event of the company, its data naming `rawAlertId`. */
export const newAlert = (
  companyId: number,
  rawAlertId: number,
  urgency: 'URGENT' | 'IMPORTANT' = 'IMPORTANT',
  vehicleGroupIds: number[] = [],
): LiveEvent => ({
  event: 'alert-center-new',
  companyId,
  audience: alertAudience(urgency, vehicleGroupIds),
  data: { rawAlertId, isUrgent: urgency === 'URGENT', isImportant: urgency === 'IMPORTANT' },
});
