import {
  type AuthUser,
  type DashboardSummary,
  DELIVERY_ORDER_STATUSES,
  DomainError,
  type SessionUser,
  type UpdateProfileRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import { withConstraintErrors } from '../../db/constraint-violation';
import type { Database } from '../../db/schema';
import { meOf } from '../auth/session-user';
import { countCompanyResources, recordReminder, updateUserProfile } from './queries';

export async function dashboardSummary(db: Kysely<Database>, companyId: number): Promise<DashboardSummary> {
  const { vehicles, drivers, addresses, orders } = await countCompanyResources(db, companyId);
  const countByStatus = new Map(orders.map((row) => [row.status, Number(row.count)]));
  return {
    vehicles: { total: Number(vehicles.total), active: Number(vehicles.active) },
    drivers: { total: Number(drivers.total), active: Number(drivers.active) },
    garages: Number(addresses.garages),
    customer_addresses: Number(addresses.customer_addresses),
    delivery_orders: {
      total: orders.reduce((sum, row) => sum + Number(row.count), 0),
      // Every status is listed, with zero when absent, so the page's cards do not jump around.
      by_status: DELIVERY_ORDER_STATUSES.map((status) => ({ status, count: countByStatus.get(status) ?? 0 })),
    },
  };
}

interface ProfileContext {
  db: Kysely<Database>;
  legacyAppUrl: string | null;
}

/**
 * Changes one's name, phone or e-mail. Saving a phone or an e-mail is what the contact reminder
 * asks for, so it also counts as this month's reminder (`last_reminder`). An e-mail another user has
 * answers 409 user/email-taken (the unique index decides, so two racing saves cannot both win).
 */
export async function updateProfile(
  context: ProfileContext,
  user: AuthUser,
  request: UpdateProfileRequest,
): Promise<SessionUser> {
  const changes = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
  const contactChanged = request.phone_no !== undefined || request.email !== undefined;
  if (Object.keys(changes).length > 0) {
    await withConstraintErrors({ users_email_key: 'email' }, () =>
      updateUserProfile(context.db, user.id, {
        ...changes,
        ...(contactChanged ? { last_reminder: new Date() } : {}),
      }),
    ).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'conflict/duplicate') {
        throw new DomainError('user/email-taken', { fields: [{ field: 'email', code: 'invalid-value' }] });
      }
      throw error;
    });
  }
  return meOf(context, user.id);
}

/** The contact reminder was shown: not again this calendar month (contactReminderDue). */
export async function reminderShown(context: ProfileContext, user: AuthUser): Promise<SessionUser> {
  await recordReminder(context.db, user.id, new Date());
  return meOf(context, user.id);
}
