import {
  DomainError,
  fleetTaskStatusLabel,
  type NotificationMessage,
  toZonedIso,
  whatsappStatusText,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';
import { trackLink } from '../fleet-planning/fleet-tasks/task/presenters';
import { fleetTaskExists } from '../fleet-planning/fleet-tasks/task/task-queries';
import { messagesOfTask, type StoredMessage } from './queries';

function toMessage(row: StoredMessage, publicUrl: string, timeZone: string): NotificationMessage {
  const status = row.task_status;
  // The kind check of the table holds these for every task message (messagesOfTask lists no other).
  if (status === null || row.task_number === null) throw new Error(`message ${row.id} is not a task's`);
  const iso = (value: Date | null) => (value === null ? null : toZonedIso(value, timeZone));
  const waiting = row.delivery_status === 'PENDING' || row.delivery_status === 'SENDING';
  return {
    id: row.id,
    channel: 'WHATSAPP',
    task_status: { name: status, label: fleetTaskStatusLabel(status, 'id') },
    recipient: row.recipient === null ? null : `+${row.recipient}`,
    customer_name: row.customer_name,
    // The text is stored once it is sent; until then it is what the worker will send.
    body:
      row.body ??
      whatsappStatusText({
        customerName: row.customer_name,
        taskNumber: row.task_number,
        status,
        trackLink: trackLink(publicUrl, row.track_token ?? ''),
      }),
    delivery_status: row.delivery_status,
    reason: row.reason,
    attempts: row.attempts,
    next_attempt_on: waiting ? iso(row.next_attempt_on) : null,
    sent_on: iso(row.sent_on),
    provider_message_id: row.provider_message_id,
    created_on: toZonedIso(row.created_on, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

/**
 * GET /fleet-task/{id}/notification: the task's customer messages, newest first, so the dispatcher
 * sees what went out, what waits for a retry and why one was not sent. Another company's task is
 * not found, like a missing one.
 */
export async function taskNotifications(
  db: Kysely<Database>,
  auth: AuthContext,
  taskId: string,
  publicUrl: string,
): Promise<NotificationMessage[]> {
  if (!(await fleetTaskExists(db, auth.companyId, taskId))) throw new DomainError('not-found');
  const rows = await messagesOfTask(db, auth.companyId, taskId);
  return rows.map((row) => toMessage(row, publicUrl, auth.user.company.time_zone));
}
