import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Work one module asks of another inside its own transaction, wired once at start-up (app.ts), so
 * the asking module never imports the one that answers: the order module changes loads, the
 * fleet-task module keeps the figures derived from them.
 */
export interface AppHooks {
  /** An order's loads changed (added, edited, deleted): the tasks carrying it recount weight and volume. */
  orderLoadsChanged(trx: Kysely<Database>, orderId: string): Promise<void>;
}
