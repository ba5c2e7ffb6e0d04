import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { READ_AFTER_HEADER, type ReadRouting } from '../db/read-routing';
import type { Database } from '../db/schema';
import type { RoutingProvider } from '../routing';
import type { FileStorage } from '../storage/file-storage';
import type { GatewayClient } from './alert-center/media/gateway-client';
import type { AppHooks } from './hooks';
import type { IntakeQueue } from './telemetry/intake-queue';

/** What every module's routes need from the application, passed explicitly rather than decorated. */
export interface ApiContext {
  db: Kysely<Database>;
  token: { secret: Uint8Array; ttlSeconds: number };
  /** Where users reach the app, for links the API hands out (tracking links). */
  publicUrl: string;
  /** LEGACY_APP_URL: the old version users may return to; null when not configured. */
  legacyAppUrl: string | null;
  /** Road distances and durations between points; one per process, it keeps a cache. */
  routing: RoutingProvider;
  /** Uploaded files (proof photos). */
  storage: FileStorage;
  /** What modules ask of each other inside a transaction, wired in app.ts. */
  hooks: AppHooks;
  /** Dashcam clips and voice through the device gateway (issue 19, docs/device-gateway.md). */
  media: MediaContext;
  /** The position intake's shared, bounded queue (telemetry/intake-queue.ts): one per process. */
  intake: IntakeQueue;
  /** Where list and report reads go: DATABASE_READ_URL's replica once it has the caller's writes. */
  reads: ReadRouting;
}

/** The database for a list or report read of this request (db/read-routing.ts); writes use `db`. */
export function readDbOf(context: ApiContext, request: FastifyRequest): Promise<Kysely<Database>> {
  const readAfter = request.headers[READ_AFTER_HEADER];
  return context.reads.forRead(typeof readAfter === 'string' ? readAfter : undefined);
}

export interface MediaContext {
  /** Null when MEDIA_GATEWAY_URL is unset: every media call answers media/gateway-not-configured. */
  gateway: GatewayClient | null;
  /** The gateway's bearer secret; also keys the signed clip URLs. */
  secret: string;
  /** The largest clip the upload route takes. */
  maxClipBytes: number;
}
