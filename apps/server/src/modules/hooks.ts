import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A fleet-task event that may make a fleet-order alert (codes 137 to 143): a blocked automatic start,
 * a vendor's rejection, a cancellation. Whether an alert exists is the alert rules' business, not the
 * fleet-task module's.
 */
export interface FleetTaskAlertEvent {
  companyId: number;
  alertCode: number;
  task: { id: string; number: string; vehicleId: number | null };
  /** The history event of the change (`log_id`); null when there is none (late departure). */
  logId: string | null;
  occurredOn: Date;
  /** Names the episode within the task: a rejection or cancellation may come again after a resend. */
  episode: string;
  alertData?: string;
}

/**
 * Work one module asks of another inside its own transaction, wired once at start-up (app.ts), so
 * the asking module never imports the one that answers: the order module changes loads, the
 * fleet-task module keeps the figures derived from them; the fleet-task module reports its events,
 * the Alert Center decides which become alerts.
 */
export interface AppHooks {
  /** An order's loads changed (added, edited, deleted): the tasks carrying it recount weight and volume. */
  orderLoadsChanged(trx: Kysely<Database>, orderId: string): Promise<void>;
  /** A fleet-task event happened: answers the raw alert it made, or null when no rule asks for one. */
  fleetTaskAlert(trx: Kysely<Database>, event: FleetTaskAlertEvent): Promise<string | null>;
}
