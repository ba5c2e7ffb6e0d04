import { type PayloadFilter, payloadScope } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';

/**
 * getPayload: the ids of the company's active rules by what they make the centre do (urgent list,
 * important list, popup by itself), the rules the caller is subscribed to, and the caller's
 * announcement event, as far as the filter asks (the domain's `payloadScope`).
 */
export async function getPayload(db: Kysely<Database>, auth: AuthContext, filter?: PayloadFilter | null) {
  const scope = payloadScope(filter, auth.user.id);
  if (!scope.alertCenter) {
    const payload = { urgentAlertRules: [], importantAlertRules: [], autoPopupAlertRules: [] };
    return { payload, ...payload, subscribedAlertRules: [], systemNotifEvent: scope.systemNotifEvent };
  }
  const [rules, subscribed] = await Promise.all([
    db
      .selectFrom('alert_rules')
      .select(['id', 'alert_urgency_type', 'auto_popup'])
      .where('company_id', '=', auth.companyId)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('alert_rule_users')
      .innerJoin('alert_rules', 'alert_rules.id', 'alert_rule_users.alert_rule_id')
      .select('alert_rules.id')
      .where('alert_rule_users.company_id', '=', auth.companyId)
      .where('alert_rule_users.user_id', '=', auth.user.id)
      .where('alert_rules.is_active', '=', true)
      .orderBy('alert_rules.id')
      .execute(),
  ]);
  const payload = {
    urgentAlertRules: rules.filter((rule) => rule.alert_urgency_type === 'URGENT').map((rule) => rule.id),
    importantAlertRules: rules
      .filter((rule) => rule.alert_urgency_type === 'IMPORTANT')
      .map((rule) => rule.id),
    autoPopupAlertRules: rules.filter((rule) => rule.auto_popup).map((rule) => rule.id),
  };
  return {
    payload,
    ...payload,
    subscribedAlertRules: subscribed.map((rule) => rule.id),
    systemNotifEvent: scope.systemNotifEvent,
  };
}
