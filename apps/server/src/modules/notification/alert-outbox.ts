import {
  alertNotificationMessage,
  alertNotificationWindowS,
  alertThrottledReason,
  NOTIFICATION_NOT_SENT_REASONS,
  whatsappRecipient,
} from '@armada/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationChannel, NotificationOutboxTable } from '../../db/tables/notification';
import {
  type AlertForNotification,
  findAlertForNotification,
  findRuleContacts,
  insertAlertMessages,
  lockRuleVehicle,
  type RuleContactRow,
  sentWithinWindow,
} from './alert-queries';

/**
 * Alert messages to the contact recipients of a new alert's rules (issue 12 item 7), queued in the
 * alert's transaction for the outbox worker. A recipient is a channel and an address: WhatsApp to a
 * contact's phone (else its user's), e-mail to its e-mail (else its user's). One message per alert
 * and recipient, however many of its rules name them; at most one per rule, vehicle and recipient
 * within the rule's window (`alertCountWindow`, else 10 minutes) around the alert's time. What is
 * not sent is still written, NOT_SENT with the reason (a throttled alert, an invalid phone), so the
 * alert's notification log says why a contact heard nothing.
 */

interface RuleRef {
  id: number;
  label: string;
  windowS: number;
}

interface Candidate {
  channel: NotificationChannel;
  /** Null when the address cannot be used; `notSent` then says why. */
  recipient: string | null;
  notSent: string | null;
  /** The alert's rules that name this recipient, by id. */
  rules: RuleRef[];
}

function addressesOf(contact: RuleContactRow) {
  const fromUser = contact.active_user_id !== null;
  const phone = (contact.phone_number ?? (fromUser ? contact.user_phone : null))?.trim() || null;
  const email = (contact.email ?? (fromUser ? contact.user_email : null))?.trim().toLowerCase() || null;
  const found: Omit<Candidate, 'rules'>[] = [];
  if (phone !== null) {
    const to = whatsappRecipient(phone);
    found.push(
      to.ok
        ? { channel: 'WHATSAPP', recipient: to.to, notSent: null }
        : {
            channel: 'WHATSAPP',
            recipient: null,
            notSent: NOTIFICATION_NOT_SENT_REASONS['contact-phone-invalid'],
          },
    );
  }
  if (email !== null) found.push({ channel: 'EMAIL', recipient: email, notSent: null });
  return { found, phone };
}

/** The alert's recipients, each once, with the rules that name them (in rule order). */
function candidatesOf(contacts: readonly RuleContactRow[]): Candidate[] {
  const byKey = new Map<string, Candidate>();
  for (const contact of contacts) {
    const rule = {
      id: contact.rule_id,
      label: contact.rule_label,
      windowS: alertNotificationWindowS(contact.alert_count_window),
    };
    const { found, phone } = addressesOf(contact);
    for (const address of found) {
      const key = `${address.channel}:${address.recipient ?? `invalid:${phone}`}`;
      const candidate = byKey.get(key) ?? { ...address, rules: [] };
      if (!candidate.rules.some((known) => known.id === rule.id)) candidate.rules.push(rule);
      byKey.set(key, candidate);
    }
  }
  return [...byKey.values()];
}

function messageRow(
  alert: AlertForNotification,
  candidate: Candidate,
  rule: RuleRef,
  notSent: { reason: string; throttled: boolean } | null,
): Insertable<NotificationOutboxTable> {
  const message = alertNotificationMessage({
    alertCode: alert.alert_code,
    alertData: alert.alert_data,
    isUrgent: alert.is_urgent,
    licensePlate: alert.license_plate,
    occurredOn: alert.created_on,
    timeZone: alert.time_zone,
    address: alert.address,
    latitude: alert.latitude,
    longitude: alert.longitude,
    ruleLabel: rule.label,
  });
  const email = candidate.channel === 'EMAIL';
  return {
    company_id: alert.company_id,
    kind: 'ALERT',
    channel: candidate.channel,
    raw_alert_id: alert.id,
    alert_rule_id: rule.id,
    vehicle_id: alert.vehicle_id,
    alert_on: alert.created_on,
    recipient: candidate.recipient,
    subject: email ? message.subject : null,
    body: email ? message.emailText : message.whatsappText,
    delivery_status: notSent ? 'NOT_SENT' : 'PENDING',
    reason: notSent?.reason ?? null,
    is_throttled: notSent?.throttled ?? false,
  };
}

/**
 * The first of the candidate's rules whose window has sent the recipient nothing, or null when all
 * are held back. An alert without a vehicle (a task sent to a vendor) is one per task and episode
 * already: the throttle, per rule and vehicle, has nothing to hold it back against.
 */
async function firstFreeRule(
  trx: Kysely<Database>,
  candidate: Candidate,
  recipient: string,
  vehicleId: number | null,
  alertOn: Date,
): Promise<RuleRef | null> {
  if (vehicleId === null) return candidate.rules[0] ?? null;
  for (const rule of candidate.rules) {
    const key = { ruleId: rule.id, vehicleId, channel: candidate.channel, recipient };
    if (!(await sentWithinWindow(trx, key, alertOn, rule.windowS))) return rule;
  }
  return null;
}

/** The new alert as its writer knows it: enough to find its rules' contacts before reading more. */
export interface NewAlertRef {
  rawAlertId: string;
  companyId: number;
  alertRuleIds: readonly number[];
}

/**
 * Queues the messages of a new raw alert, in its transaction; the caller calls it only for an alert
 * it created and that is not late (news of the past is not sent). Answers how many rows it wrote.
 * An alert whose rules have no contacts costs one query.
 */
export async function enqueueAlertNotifications(trx: Kysely<Database>, ref: NewAlertRef): Promise<number> {
  if (ref.alertRuleIds.length === 0) return 0;
  const candidates = candidatesOf(await findRuleContacts(trx, ref.companyId, ref.alertRuleIds));
  if (candidates.length === 0) return 0;
  const found = await findAlertForNotification(trx, ref.rawAlertId);
  if (!found || found.company_id !== ref.companyId) return 0;
  const alert = found;
  const vehicleId = alert.vehicle_id;
  const ruleIds = [...new Set(candidates.flatMap((candidate) => candidate.rules.map((rule) => rule.id)))];
  // In one order, so two transactions locking several rules of one vehicle never wait on each other.
  if (vehicleId !== null)
    for (const ruleId of ruleIds.sort((a, b) => a - b)) await lockRuleVehicle(trx, ruleId, vehicleId);
  const rows: Insertable<NotificationOutboxTable>[] = [];
  for (const candidate of candidates) {
    const first = candidate.rules[0]!;
    if (candidate.recipient === null) {
      rows.push(messageRow(alert, candidate, first, { reason: candidate.notSent ?? '', throttled: false }));
      continue;
    }
    const free = await firstFreeRule(trx, candidate, candidate.recipient, vehicleId, alert.created_on);
    const throttled = { reason: alertThrottledReason(first.windowS), throttled: true };
    rows.push(messageRow(alert, candidate, free ?? first, free ? null : throttled));
  }
  await insertAlertMessages(trx, rows);
  return rows.length;
}
