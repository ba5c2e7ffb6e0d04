import {
  type AuthUser,
  type DashboardSummary,
  DELIVERY_ORDER_STATUSES,
  type UpdateProfileRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserById } from '../auth/queries';
import { toAuthUser } from '../auth/service';
import { countCompanyResources, updateUserProfile } from './queries';

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

export async function updateProfile(
  db: Kysely<Database>,
  user: AuthUser,
  request: UpdateProfileRequest,
): Promise<AuthUser> {
  const changes = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0) await updateUserProfile(db, user.id, changes);
  const row = await findUserById(db, user.id);
  if (!row) throw new Error(`user ${user.id} vanished during a profile update`);
  return toAuthUser(row);
}
