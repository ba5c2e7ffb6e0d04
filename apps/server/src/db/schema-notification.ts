import type { FleetTaskStatus, NotificationDeliveryStatus } from '@armada/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp, NullableTimestamp } from './columns';

/**
 * A customer notification of a task's status change, queued in the transaction of the change and
 * delivered by the worker (migration 2026-11-21T0910_notification_outbox, modules/notification).
 */
export interface NotificationOutboxTable {
  id: Generated<string>;
  company_id: number;
  fleet_task_id: string;
  channel: Generated<'WHATSAPP'>;
  task_status: FleetTaskStatus;
  /** Defaulted to the writing transaction's id; with task and status, the row's unique key. */
  transaction_id: Generated<number>;
  recipient: string | null;
  customer_name: string | null;
  task_number: string;
  track_token: string;
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

/** Tables of the WhatsApp notification outbox (GPS issue item 7); part of Database (schema.ts). */
export interface NotificationTables {
  notification_outbox: NotificationOutboxTable;
}
