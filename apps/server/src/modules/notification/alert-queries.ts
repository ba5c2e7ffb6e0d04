import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationChannel, NotificationOutboxTable } from '../../db/tables/notification';

/** What an alert's message says and whom it concerns: the new raw alert, its vehicle and company. */
export function findAlertForNotification(db: Kysely<Database>, rawAlertId: string) {
  return db
    .selectFrom('raw_alerts as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('vehicles as v', (join) =>
      join.onRef('v.id', '=', 'a.vehicle_id').onRef('v.company_id', '=', 'a.company_id'),
    )
    .select([
      'a.id',
      'a.company_id',
      'a.alert_code',
      'a.alert_data',
      'a.alert_rule_ids',
      'a.vehicle_id',
      'a.is_urgent',
      'a.created_on',
      'a.address',
      'a.latitude',
      'a.longitude',
      'v.license_plate',
      'c.time_zone',
    ])
    .where('a.id', '=', rawAlertId)
    .executeTakeFirst();
}

export type AlertForNotification = NonNullable<Awaited<ReturnType<typeof findAlertForNotification>>>;

/**
 * The contact recipients of the alert's rules, within its company, by rule: a contact's own phone
 * and e-mail, else those of the user it names (an inactive user is nobody's contact).
 */
export function findRuleContacts(db: Kysely<Database>, companyId: number, ruleIds: readonly number[]) {
  return db
    .selectFrom('alert_rule_contacts as k')
    .innerJoin('alert_rules as r', (join) =>
      join.onRef('r.id', '=', 'k.alert_rule_id').onRef('r.company_id', '=', 'k.company_id'),
    )
    .leftJoin('users as u', (join) =>
      join
        .onRef('u.id', '=', 'k.user_id')
        .onRef('u.company_id', '=', 'k.company_id')
        .on('u.is_active', '=', true),
    )
    .select([
      'r.id as rule_id',
      'r.label as rule_label',
      'r.alert_count_window',
      'k.user_id',
      'k.phone_number',
      'k.email',
      'u.id as active_user_id',
      'u.phone_no as user_phone',
      'u.email as user_email',
    ])
    .where('k.company_id', '=', companyId)
    .where('k.alert_rule_id', 'in', [...ruleIds])
    .orderBy('r.id')
    .orderBy('k.id')
    .execute();
}

export type RuleContactRow = Awaited<ReturnType<typeof findRuleContacts>>[number];

/**
 * Serialises the throttle of one rule and vehicle across transactions and instances until the
 * transaction ends. Its own key (not the engine's vehicle lock): fleet-order alerts come from
 * fleet-task transactions, which must not wait on the vehicle's position rounds.
 */
export async function lockRuleVehicle(db: Kysely<Database>, ruleId: number, vehicleId: number) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`alert-notification:${ruleId}:${vehicleId}`}, 0))`.execute(
    db,
  );
}

/** Whether a message of the rule and vehicle went (or is going) to the recipient within the window. */
export async function sentWithinWindow(
  db: Kysely<Database>,
  key: { ruleId: number; vehicleId: number; channel: NotificationChannel; recipient: string },
  alertOn: Date,
  windowS: number,
): Promise<boolean> {
  const from = new Date(alertOn.getTime() - windowS * 1000);
  const until = new Date(alertOn.getTime() + windowS * 1000);
  const row = await db
    .selectFrom('notification_outbox')
    .select('id')
    .where('kind', '=', 'ALERT')
    .where('is_throttled', '=', false)
    .where('alert_rule_id', '=', key.ruleId)
    .where('vehicle_id', '=', key.vehicleId)
    .where('channel', '=', key.channel)
    .where('recipient', '=', key.recipient)
    .where('alert_on', '>', from)
    .where('alert_on', '<', until)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAlertMessages(
  db: Kysely<Database>,
  rows: readonly Insertable<NotificationOutboxTable>[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('notification_outbox')
      .values([...rows])
      .execute();
}
