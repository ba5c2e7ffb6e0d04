import {
  type FleetTaskStatus,
  NOTIFICATION_NOT_SENT_REASONS,
  type NotificationNotSentReason,
  notificationAllowed,
  notificationStatusMatch,
  whatsappRecipient,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { taskOrderCustomers } from '../fleet-planning/fleet-tasks/task/task-queries';
import { notificationHistory } from './history';
import { findTaskForNotification, insertNotificationHistory, insertOutboxMessage } from './queries';

export type NotificationTask = NonNullable<Awaited<ReturnType<typeof findTaskForNotification>>>;

/**
 * Whether the change is one the customer hears about: the task's notification is on, it is the
 * transport company's own task (a vendor's copy of a request has no notification panel; the sender's
 * task tells its customer) and the status is one of section 4's 'Notification status match'.
 */
function isDue(task: NotificationTask, status: FleetTaskStatus): boolean {
  return (
    task.notification_enabled &&
    !task.is_from_vendor_request &&
    task.status === status &&
    notificationStatusMatch(status, task.vendor_id !== null)
  );
}

/** The route's one customer, or why the notification cannot go (section 5: one customer, DIRECT only). */
async function recipientCustomer(trx: Kysely<Database>, taskId: string) {
  const orders = await taskOrderCustomers(trx, taskId);
  const allowed = notificationAllowed(
    orders.map((order) => ({ customerId: order.customer_id, shipmentType: order.shipment_type })),
  );
  return { allowed, name: allowed ? (orders[0]?.customer_name ?? null) : null };
}

/**
 * The customer's WhatsApp notification of a status change (fleet-task-planning.md section 4
 * 'Notification status match'; GPS issue item 7): called inside the transaction of every
 * transition, so a message is queued exactly when the change commits. A change that is due but cannot
 * be sent (empty or invalid phone, several customers) is kept as a NOT_SENT row with its reason, so
 * the outbox and the history both say why nothing went out. Calling it twice for one status change
 * in one transaction writes one row and one history line.
 */
export async function enqueueStatusNotification(
  trx: Kysely<Database>,
  taskOrId: string | NotificationTask,
  status: FleetTaskStatus,
): Promise<void> {
  // The transition hands over the row it just wrote, which saves a read on the GPS auto start's path.
  const task = typeof taskOrId === 'string' ? await findTaskForNotification(trx, taskOrId) : taskOrId;
  if (!task || !isDue(task, status)) return;
  const customer = await recipientCustomer(trx, task.id);
  const phone = whatsappRecipient(task.customer_phone_number);
  let notSent: NotificationNotSentReason | null = null;
  if (!phone.ok) notSent = phone.reason;
  else if (!customer.allowed) notSent = 'not-available';
  const reason = notSent === null ? null : NOTIFICATION_NOT_SENT_REASONS[notSent];
  const recipient = phone.ok ? phone.to : null;
  const queued = await insertOutboxMessage(trx, {
    company_id: task.company_id,
    fleet_task_id: task.id,
    task_status: status,
    recipient,
    customer_name: customer.name,
    task_number: task.number,
    track_token: task.track_token,
    delivery_status: notSent === null ? 'PENDING' : 'NOT_SENT',
    reason,
  });
  if (!queued) return;
  const subject = { companyId: task.company_id, taskId: task.id, taskStatus: status, recipient };
  await insertNotificationHistory(
    trx,
    notificationHistory(subject, notSent === null ? 'queued' : 'notSent', reason),
  );
}
