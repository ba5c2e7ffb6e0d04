import type { FleetTaskStatus, NotificationDeliveryStatus } from '@armada/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp, NullableTimestamp } from './columns';

export type NotificationKind = 'TASK_STATUS' | 'ALERT';
export type NotificationChannel = 'WHATSAPP' | 'EMAIL';

/**
 * A message of the outbox, queued in the transaction of what it tells and delivered by the worker
 * (modules/notification): a customer's notification of a task's status change (TASK_STATUS,
 * migration 2026-11-21T0910_notification_outbox; the task columns are set) or an alert to a rule's
 * contact recipient (ALERT, migration 2026-11-26T0700_alert_notifications; the alert columns are).
 */
export interface NotificationOutboxTable {
  id: Generated<string>;
  company_id: number;
  kind: ColumnType<NotificationKind, NotificationKind | undefined, NotificationKind>;
  fleet_task_id: string | null;
  channel: ColumnType<NotificationChannel, NotificationChannel | undefined, NotificationChannel>;
  task_status: FleetTaskStatus | null;
  /** Defaulted to the writing transaction's id; with task and status, the row's unique key. */
  transaction_id: Generated<number>;
  /** WhatsApp: the Cloud API form (62...); e-mail: the address. Null when there was none usable. */
  recipient: string | null;
  customer_name: string | null;
  task_number: string | null;
  track_token: string | null;
  raw_alert_id: string | null;
  alert_rule_id: number | null;
  vehicle_id: number | null;
  /** The alert's own time, on which the throttle window is measured. */
  alert_on: NullableTimestamp;
  /** NOT_SENT because the rule, vehicle and recipient had a message within the window. */
  is_throttled: Generated<boolean>;
  /** The e-mail's subject. */
  subject: string | null;
  /** Alert messages: made when queued; task messages: the text once sent. */
  body: string | null;
  delivery_status: ColumnType<
    NotificationDeliveryStatus,
    NotificationDeliveryStatus | undefined,
    NotificationDeliveryStatus
  >;
  reason: string | null;
  attempts: Generated<number>;
  next_attempt_on: CreatedTimestamp;
  provider_message_id: string | null;
  sent_on: NullableTimestamp;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

/** Tables of the notification outbox (GPS issue item 7, issue 12 item 7); part of Database (schema.ts). */
export interface NotificationTables {
  notification_outbox: NotificationOutboxTable;
}
