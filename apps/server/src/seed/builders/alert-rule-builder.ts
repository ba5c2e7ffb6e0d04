import { alertCodeDefinition } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidateAlertRules } from '../../modules/alert-center/alerting/rule-cache';
import { insertRow, inTransaction, nextSequence, type Overrides } from './rows';

/**
 * An alert rule of a company with its links (issue 12 item 2): whatever is not given takes the
 * code's default urgency and no threshold, and it covers every vehicle unless vehicles or groups are
 * listed. The company's cached rules are dropped, as the rule writers do.
 */
export type AlertRuleOverrides = Overrides<'alert_rules'> & {
  company_id: number;
  alert_code: number;
  vehicle_ids?: number[];
  vehicle_group_ids?: number[];
  geofence_ids?: number[];
};

export async function buildAlertRule(db: Kysely<Database>, overrides: AlertRuleOverrides) {
  const { vehicle_ids = [], vehicle_group_ids = [], geofence_ids = [], ...columns } = overrides;
  const definition = alertCodeDefinition(columns.alert_code);
  const rule = await inTransaction(db, async (trx) => {
    const row = await insertRow(trx, 'alert_rules', {
      label: `${definition?.descriptionIdn ?? 'Aturan'} ${columns.alert_code}`,
      alert_urgency_type: definition?.defaultUrgency ?? 'IMPORTANT',
      ...columns,
    });
    const link = { alert_rule_id: row.id, company_id: row.company_id };
    if (vehicle_ids.length > 0)
      await trx
        .insertInto('alert_rule_vehicles')
        .values(vehicle_ids.map((vehicle_id) => ({ ...link, vehicle_id })))
        .execute();
    if (vehicle_group_ids.length > 0)
      await trx
        .insertInto('alert_rule_vehicle_groups')
        .values(vehicle_group_ids.map((vehicle_group_id) => ({ ...link, vehicle_group_id })))
        .execute();
    if (geofence_ids.length > 0)
      await trx
        .insertInto('alert_rule_geofences')
        .values(geofence_ids.map((geofence_id) => ({ ...link, geofence_id })))
        .execute();
    return row;
  });
  invalidateAlertRules(rule.company_id);
  return rule;
}

/** A vehicle group of a company holding `vehicleIds`. */
export async function buildVehicleGroup(
  db: Kysely<Database>,
  overrides: Overrides<'vehicle_groups'> & { company_id: number; vehicle_ids?: number[] },
) {
  const { vehicle_ids = [], ...columns } = overrides;
  const group = await insertRow(db, 'vehicle_groups', { name: `Grup ${nextSequence()}`, ...columns });
  if (vehicle_ids.length > 0)
    await db
      .insertInto('vehicle_group_vehicles')
      .values(
        vehicle_ids.map((vehicle_id) => ({
          vehicle_group_id: group.id,
          vehicle_id,
          company_id: group.company_id,
        })),
      )
      .execute();
  invalidateAlertRules(group.company_id);
  return group;
}
