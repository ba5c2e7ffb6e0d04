import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { insertAlertMessages } from '../../src/modules/notification/alert-queries';
import { DEMO_LOGINS, PLATFORM_OPERATOR_LOGIN, seedDemo } from '../../src/seed';
import { buildAlertRule, buildRawAlert } from '../../src/seed/builders/alert-builders';
import { buildDeliveryOrder, buildVehicle } from '../../src/seed/builders/builders';
import { buildFleetTask } from '../../src/seed/builders/fleet-task-builder';
import { freePort, ServerProcess } from '../crash/server-process';
import { createSharedTestDatabase } from '../database';
import { type GatedSmtp, startGatedSmtp } from './gated-smtp';

/**
 * Two real server processes (main.ts, as `npm run serve` starts it) on one PostgreSQL database, with
 * one storage folder, one JWT secret and one SMTP server, and what the checks across them need: the
 * demo companies, a vehicle whose OsmAnd SOS alarm makes an alert, and a task on its way whose pickup
 * takes a proof photo.
 */

/** Where both instances say users reach them (tracking links, e-mail Message-IDs). */
export const PUBLIC_URL = 'http://armada.test';

export const PASSWORD = 'rahasia-uji-123';
const JWT_SECRET = 'scale-out-test-secret-0123456789abcdef';
export const ADMIN_EMAIL = DEMO_LOGINS.find((login) => login.role === 'admin')?.email ?? '';
export const OPERATOR_EMAIL = PLATFORM_OPERATOR_LOGIN.email;
/** Long enough for any held SMTP reply of the test; a claim's lease is this plus 30 s (worker.ts). */
const NOTIFICATION_REQUEST_TIMEOUT_MS = 2_000;

export interface Instance {
  name: 'A' | 'B';
  server: ServerProcess;
  baseUrl: string;
  socketUrl: string;
  osmandUrl: string;
  /** The envelope sender of this instance's e-mails (its own SMTP_FROM). */
  mailFrom: string;
}

export interface TwoInstanceWorld {
  db: Kysely<Database>;
  smtp: GatedSmtp;
  a: Instance;
  b: Instance;
  companyId: number;
  vehicle: { id: number; imei: string };
  /** `/fleet-task/{id}/point/{p}/activity/{a}` of a pickup on a task on its way. */
  pickupPath: string;
  /** A raw alert the queued e-mails belong to. */
  mailAlertId: string;
  /** The storage folder both instances are given (STORAGE_DIR). */
  storageDir: string;
  close(): Promise<void>;
}

/** `env`: more settings for both instances (STORAGE_S3_* for the object store). */
export async function startTwoInstances(
  serverUrl: string,
  env: Record<string, string> = {},
): Promise<TwoInstanceWorld> {
  const shared = await createSharedTestDatabase(serverUrl);
  const folder = mkdtempSync(path.join(tmpdir(), 'armada-scale-out-'));
  const storageDir = path.join(folder, 'uploads');
  mkdirSync(storageDir);
  let database: DatabaseHandle | null = null;
  let smtp: GatedSmtp | null = null;
  const servers: ServerProcess[] = [];
  const close = async () => {
    // Whatever failed before, both processes go: a leftover would hold the database open.
    await Promise.allSettled(servers.map((server) => server.kill()));
    await smtp?.close();
    await database?.close();
    await shared.drop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    database = await shared.open();
    const { db } = database;
    const seeded = await seedDemo(db, { password: PASSWORD });
    const companyId = seeded.transportCompanyId;
    const vehicle = await buildVehicle(db, { company_id: companyId });
    await buildAlertRule(db, { company_id: companyId, alert_code: 1, vehicleIds: [vehicle.id] });
    const pickupPath = await taskOnItsWay(db, companyId);
    const mailAlert = await buildRawAlert(db, { company_id: companyId, vehicle_id: vehicle.id });
    smtp = await startGatedSmtp();

    const instance = async (name: 'A' | 'B'): Promise<Instance> => {
      const port = await freePort();
      const osmandPort = await freePort();
      const mailFrom = `instance-${name.toLowerCase()}@armada.test`;
      const server = new ServerProcess({
        databaseUrl: shared.url,
        port,
        dataDir: path.join(folder, `data-${name}`),
        storageDir,
        webDist: path.join(folder, 'web'),
        jwtSecret: JWT_SECRET,
        env: {
          OSMAND_PORT: String(osmandPort),
          PUBLIC_URL,
          JOB_TICK_MS: '100',
          SMTP_URL: smtp?.url ?? '',
          SMTP_FROM: `Armada ${name} <${mailFrom}>`,
          NOTIFICATION_POLL_INTERVAL_MS: '100',
          NOTIFICATION_RETRY_BASE_MS: '100',
          NOTIFICATION_REQUEST_TIMEOUT_MS: String(NOTIFICATION_REQUEST_TIMEOUT_MS),
          ...env,
        },
      });
      servers.push(server);
      await server.start();
      return {
        name,
        server,
        baseUrl: server.baseUrl,
        socketUrl: `ws://127.0.0.1:${port}/ws`,
        osmandUrl: `http://127.0.0.1:${osmandPort}`,
        mailFrom,
      };
    };
    const [a, b] = await Promise.all([instance('A'), instance('B')]);
    return {
      db,
      smtp,
      a,
      b,
      companyId,
      vehicle: { id: vehicle.id, imei: vehicle.imei ?? '' },
      pickupPath,
      mailAlertId: mailAlert.id,
      storageDir,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A STARTED task with one order: its pickup takes photos (only while the task is on its way). */
async function taskOnItsWay(db: Kysely<Database>, companyId: number): Promise<string> {
  const order = await buildDeliveryOrder(db, { company_id: companyId });
  const task = await buildFleetTask(db, {
    company_id: companyId,
    status: 'STARTED',
    visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
    actual_departure_on: new Date().toISOString(),
    orders: [order],
  });
  await db.updateTable('delivery_orders').set({ status: 'ASSIGNED' }).where('id', '=', order.id).execute();
  const pickup = task.activities.find((row) => row.delivery_order_id === order.id && row.type === 'PICKUP');
  if (!pickup) throw new Error('the task has no pickup');
  return `/fleet-task/${task.id}/point/${pickup.point_id}/activity/${pickup.id}`;
}

/** Queues `count` alert e-mails, one recipient each (`penerima-N@...`), through the module's own insert. */
export async function queueAlertEmails(world: TwoInstanceWorld, count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, n) => `penerima-${n + 1}@pelanggan.test`);
  await insertAlertMessages(
    world.db,
    recipients.map((recipient, n) => ({
      company_id: world.companyId,
      kind: 'ALERT',
      channel: 'EMAIL',
      raw_alert_id: world.mailAlertId,
      vehicle_id: world.vehicle.id,
      alert_on: new Date().toISOString(),
      recipient,
      subject: `Peringatan ${n + 1}`,
      body: `Kendaraan mengirim SOS (${n + 1}).`,
    })),
  );
  return recipients;
}

/** Polls `check` until it answers something other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
