import { displayPhone, type FleetTaskStatus, fleetTaskStatusLabel } from '@armada/domain';
import type { HistoryProperty } from '../../db/schema';
import type { HistoryInput } from '../history/service';

/** The history event names of the customer notification; the log filters on them. */
export const NOTIFICATION_EVENTS = {
  queued: 'Notification.WhatsAppQueued',
  sent: 'Notification.WhatsAppSent',
  failed: 'Notification.WhatsAppFailed',
  notSent: 'Notification.WhatsAppNotSent',
} as const;

export type NotificationOutcome = keyof typeof NOTIFICATION_EVENTS;

export interface NotificationHistorySubject {
  companyId: number;
  taskId: string;
  taskStatus: FleetTaskStatus;
  /** Cloud API form (62...), null when there was no usable phone. */
  recipient: string | null;
}

/** A task message's history subject; null for an alert message, whose log is its outbox rows. */
export function historySubjectOf(row: {
  kind: 'TASK_STATUS' | 'ALERT';
  company_id: number;
  fleet_task_id: string | null;
  task_status: FleetTaskStatus | null;
  recipient: string | null;
}): NotificationHistorySubject | null {
  if (row.kind !== 'TASK_STATUS' || row.fleet_task_id === null || row.task_status === null) return null;
  return {
    companyId: row.company_id,
    taskId: row.fleet_task_id,
    taskStatus: row.task_status,
    recipient: row.recipient,
  };
}

function titleOf(outcome: NotificationOutcome, reason: string | null): string {
  switch (outcome) {
    case 'queued':
      return 'Notifikasi WhatsApp diantrekan';
    case 'sent':
      return 'Notifikasi WhatsApp terkirim';
    case 'failed':
      return `Notifikasi WhatsApp gagal: ${reason ?? 'alasan tidak diketahui'}`;
    case 'notSent':
      return `Notifikasi WhatsApp tidak dikirim: ${reason ?? 'alasan tidak diketahui'}`;
  }
}

/**
 * The task's history line for a notification: queued with the transition, then sent, failed or not
 * sent by the worker (system events: no actor). It names the recipient and the announced status.
 */
export function notificationHistory(
  subject: NotificationHistorySubject,
  outcome: NotificationOutcome,
  reason: string | null = null,
): HistoryInput {
  const properties: HistoryProperty[] = [];
  if (subject.recipient) properties.push({ key: 'Penerima', value: displayPhone(subject.recipient) });
  properties.push({
    key: 'Status',
    value: fleetTaskStatusLabel(subject.taskStatus, 'id'),
  });
  return {
    companyId: subject.companyId,
    entityType: 'fleet_task',
    entityId: subject.taskId,
    event: NOTIFICATION_EVENTS[outcome],
    title: titleOf(outcome, reason),
    properties,
    actorUserId: null,
  };
}
