import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { isDatabaseEmpty } from '../db/database';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { demoPassword, inTransaction } from './builders/builders';
import { seedAlertCenter } from './demo-alerts';
import { DEMO_LOGINS, TRANSPORT_COMPANY, VENDOR_COMPANY } from './demo-data';
import { seedFleetTasks } from './demo-fleet-tasks';
import { PLATFORM_OPERATOR_LOGIN, seedPlatform } from './demo-platform';
import { seedCatalogue, seedCompany, seedFleetSettings, seedOrders, seedVendors } from './steps';

export { DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN };

export type DemoLogin = (typeof DEMO_LOGINS)[number];

export interface DemoSeedOptions {
  /** The demo users' password; defaults to `DEMO_PASSWORD`, else 'demo12345'. */
  password?: string;
  /** The moment expected pickup and delivery times are counted from; defaults to now. */
  now?: Date;
  /**
   * Also the fleet tasks in every status (demo-fleet-task-plans.ts), with their proof photos in
   * `storage`. The server's first start and the browser tests ask for them; the server tests that
   * only need companies, fleets and orders leave them out and stay fast.
   */
  fleetTasks?: { storage: FileStorage };
  /** Where the platform shell's images go (announcements, banner, a logo); by default fleetTasks' storage. */
  storage?: FileStorage;
}

export interface DemoSeedResult {
  transportCompanyId: number;
  vendorCompanyId: number;
  /** The transport company's vendor row that is paired with the vendor company. */
  pairedVendorId: number;
  users: { admin: number; dispatcher: number; driver: number; vendor: number; operator: number };
  /** Rows in each table after seeding. */
  counts: Record<keyof Database, number>;
}

export class DatabaseNotEmptyError extends Error {
  constructor() {
    super('The demo seed only runs on an empty database, and this one already has companies.');
    this.name = 'DatabaseNotEmptyError';
  }
}

/**
 * Loads the demo data (two paired companies, their garages, sites, fleets, people, orders and
 * reasons; with `fleetTasks`, also tasks in every status) in one transaction, so that a failure leaves the database as empty as it was.
 * Throws DatabaseNotEmptyError when the database already has a company.
 */
export async function seedDemo(db: Kysely<Database>, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  // Checked before hashing too, so that a refused seed costs no argon2 time.
  if (!(await isDatabaseEmpty(db))) throw new DatabaseNotEmptyError();
  // One hash for every demo user: argon2 costs tens of milliseconds per call by design.
  const passwordHash = await hashPassword(options.password ?? demoPassword());
  const seededAt = options.now ?? new Date();
  return inTransaction(db, async (trx) => {
    // Two server instances starting at once on one PostgreSQL would otherwise both see an empty
    // database; the lock makes the second wait and then find the first one's companies.
    await sql`lock table companies in exclusive mode`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) throw new DatabaseNotEmptyError();

    const vendor = await seedCompany(trx, VENDOR_COMPANY, passwordHash);
    const transport = await seedCompany(trx, TRANSPORT_COMPANY, passwordHash);
    const pairedVendorId = await seedVendors(trx, transport, vendor.companyId);
    const catalogue = await seedCatalogue(trx, transport.companyId);
    const users = {
      admin: userId(transport.userIds, 'admin@demo.id'),
      dispatcher: userId(transport.userIds, 'dispatcher@demo.id'),
      driver: userId(transport.userIds, 'driver@demo.id'),
      vendor: userId(vendor.userIds, 'vendor@demo.id'),
    };
    await seedFleetSettings(trx, transport.companyId, users.admin);
    await seedOrders(trx, transport, catalogue, users.dispatcher, seededAt);
    await seedAlertCenter(trx, transport.companyId, users, seededAt);
    const { operatorId } = await seedPlatform(trx, {
      passwordHash,
      transportCompanyId: transport.companyId,
      vendorCompanyId: vendor.companyId,
      storage: options.storage ?? options.fleetTasks?.storage ?? null,
      seededAt,
    });
    if (options.fleetTasks) {
      await seedFleetTasks(trx, {
        transport,
        catalogue,
        people: users,
        pairedVendorId,
        seededAt,
        storage: options.fleetTasks.storage,
      });
    }
    return {
      transportCompanyId: transport.companyId,
      vendorCompanyId: vendor.companyId,
      pairedVendorId,
      users: { ...users, operator: operatorId },
      counts: await countRows(trx),
    };
  });
}

function userId(ids: Map<string, number>, email: string): number {
  const id = ids.get(email);
  if (id === undefined) throw new Error(`Demo user ${email} was not seeded`);
  return id;
}

const TABLES = [
  'companies',
  'users',
  'addresses',
  'vehicle_types',
  'box_types',
  'vehicles',
  'customers',
  'product_types',
  'products',
  'reasons',
  'vendors',
  'vendor_rates',
  'delivery_orders',
  'delivery_order_transits',
  'delivery_loads',
  'fleet_tasks',
  'fleet_task_points',
  'fleet_task_activities',
  'activity_attachments',
  'vendor_requests',
  'history_events',
  'vehicle_groups',
  'vehicle_group_vehicles',
  'geofences',
  'alert_rules',
  'alert_rule_vehicles',
  'alert_rule_vehicle_groups',
  'alert_rule_users',
  'alert_rule_geofences',
  'alert_rule_contacts',
  'raw_alerts',
  'raw_alert_user_logs',
  'company_features',
  'platform_assets',
  'system_notifications',
  'banners',
  'company_settings',
] as const satisfies readonly (keyof Database)[];

/** Rows in every table the seed fills: what it reports, and what tests compare before and after. */
export async function countRows(db: Kysely<Database>): Promise<Record<keyof Database, number>> {
  const counts = {} as Record<keyof Database, number>;
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
