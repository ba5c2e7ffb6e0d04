import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/guard';
import { readRouting } from '../db/read-routing';
import type { Database } from '../db/schema';
import { APP_HOOKS } from '../modules/app-hooks';
import { findUserById } from '../modules/auth/queries';
import { toAuthUser } from '../modules/auth/service';
import type { ApiContext } from '../modules/context';
import { DEFAULT_INTAKE_QUEUE, IntakeQueue } from '../modules/telemetry/intake-queue';
import { straightLineRouting } from '../routing/provider';
import type { FileStorage } from '../storage/file-storage';

/**
 * The seed's transaction as a database the API's services can be called with. Each service opens
 * its own transaction (`db.transaction().execute`), which Kysely refuses inside one; here that call
 * runs the work in the seed's transaction instead, so the services keep every rule and history event
 * while a failure anywhere still leaves the database as empty as it was.
 */
export function joinedTransaction(trx: Kysely<Database>): Kysely<Database> {
  const joined: Kysely<Database> = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') {
        return () => ({ execute: <T>(work: (db: Kysely<Database>) => Promise<T>) => work(joined) });
      }
      const value = Reflect.get(target, property, target);
      // Kysely's methods read private fields, so they must run on the transaction itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return joined;
}

/** A demo user as the API's guard would make them the caller of a request. */
export async function callerOf(db: Kysely<Database>, userId: number): Promise<AuthContext> {
  const row = await findUserById(db, userId);
  if (!row) throw new Error(`Demo user ${userId} was not seeded`);
  const user = toAuthUser(row);
  return { user, companyId: user.company.id, language: 'id' };
}

/**
 * What the routes hand the services. The seed needs no signed links (the token secret only signs the
 * photo links of an answer, which the seed drops) and plans with the straight-line estimate, so it
 * never waits on an OSRM server.
 */
export function seedContext(db: Kysely<Database>, storage: FileStorage): ApiContext {
  return {
    db,
    token: { secret: new TextEncoder().encode('demo-seed-links-are-never-shown'), ttlSeconds: 60 },
    publicUrl: 'http://localhost:3000',
    legacyAppUrl: null,
    routing: straightLineRouting(),
    storage,
    hooks: APP_HOOKS,
    // The seed asks no dashcam for clips.
    media: { gateway: null, secret: 'demo-seed-asks-no-gateway', maxClipBytes: 0 },
    // Positions the seed stores go in directly; a warning of this queue would reach the console.
    intake: new IntakeQueue(db, console, DEFAULT_INTAKE_QUEUE),
    // The seed reads its own writes: no replica.
    reads: readRouting(db, null),
  };
}
