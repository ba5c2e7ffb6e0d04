import { DomainError, displayPhone, toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';
import { alertRows, visibleAlerts } from '../alert-center/raw-alerts/raw-alert-queries';
import { viewerOf } from '../alert-center/raw-alerts/raw-alert-service';
import { messagesOfAlert } from './queries';

const argsSchema = z.object({ rawAlertId: z.uuid() });

/**
 * rawAlertNotifications: the notification log of one alert, the messages to its rules' contact
 * recipients (queued, sent, failed, not sent with the reason, throttled), oldest first. An alert
 * the caller may not see (another company's, an urgent one without the urgent scope) is not found.
 */
export async function alertNotificationLog(db: Kysely<Database>, auth: AuthContext, input: unknown) {
  const { rawAlertId } = argsSchema.parse(input);
  const visible = await visibleAlerts(alertRows(db), viewerOf(auth))
    .where('raw_alerts.id', '=', rawAlertId)
    .executeTakeFirst();
  if (!visible) throw new DomainError('not-found');
  const timeZone = auth.user.company.time_zone;
  const iso = (value: Date | null) => (value === null ? null : toZonedIso(value, timeZone));
  const rows = await messagesOfAlert(db, auth.companyId, rawAlertId);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient:
      row.recipient === null
        ? null
        : row.channel === 'WHATSAPP'
          ? displayPhone(row.recipient)
          : row.recipient,
    alertRuleId: row.alert_rule_id,
    subject: row.subject,
    body: row.body ?? '',
    deliveryStatus: row.delivery_status,
    reason: row.reason,
    isThrottled: row.is_throttled,
    attempts: row.attempts,
    sentOn: iso(row.sent_on),
    createdOn: toZonedIso(row.created_on, timeZone),
    updatedOn: toZonedIso(row.updated_on, timeZone),
  }));
}
