import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RoutingProvider } from '../routing';
import type { FileStorage } from '../storage/file-storage';
import type { AppHooks } from './hooks';

/** What every module's routes need from the application, passed explicitly rather than decorated. */
export interface ApiContext {
  db: Kysely<Database>;
  token: { secret: Uint8Array; ttlSeconds: number };
  /** Where users reach the app, for links the API hands out (tracking links). */
  publicUrl: string;
  /** Road distances and durations between points; one per process, it keeps a cache. */
  routing: RoutingProvider;
  /** Uploaded files (proof photos). */
  storage: FileStorage;
  /** What modules ask of each other inside a transaction, wired in app.ts. */
  hooks: AppHooks;
}
