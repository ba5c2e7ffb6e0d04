import { toZonedIso } from '@armada/domain';
import { presentAlertCode } from '../catalogue/catalogue-presenter';
import type { AlertCodeRow } from '../catalogue/catalogue-queries';
import type { RuleLinks, RuleRow } from './rule-queries';

export interface RulePresentContext {
  timeZone: string;
  userId: number;
  links: RuleLinks;
  codes: Map<number, AlertCodeRow>;
}

const of = <T extends { alert_rule_id: number }>(rows: readonly T[], ruleId: number) =>
  rows.filter((row) => row.alert_rule_id === ruleId);

/**
 * An alert rule as the spec's Alert rule type (section 3). 'Inaccessible' is what the rule names but
 * can no longer act on: a deactivated vehicle or user (vehicle groups have no such state yet).
 */
export function presentRule(row: RuleRow, context: RulePresentContext) {
  const vehicles = of(context.links.vehicles, row.id);
  const groups = of(context.links.groups, row.id);
  const users = of(context.links.users, row.id);
  const code = context.codes.get(row.alert_code);
  return {
    alertRuleId: row.id,
    id: row.id,
    label: row.label,
    companyId: row.company_id,
    alertCode: row.alert_code,
    isActive: row.is_active,
    createdOn: toZonedIso(row.created_on, context.timeZone),
    updatedOn: toZonedIso(row.updated_on, context.timeZone),
    alertUrgencyType: row.alert_urgency_type,
    maxThreshold: row.max_threshold,
    minThreshold: row.min_threshold,
    minThresholdTime: row.min_threshold_time,
    withSchedule: row.with_schedule,
    startTime: row.start_time,
    endTime: row.end_time,
    dayOfWeek: row.day_of_week,
    withGeofence: row.with_geofence,
    isInsideGeofence: row.is_inside_geofence,
    alertCountThreshold: row.alert_count_threshold,
    alertCountWindow: row.alert_count_window,
    autoPopup: row.auto_popup,
    templateId: row.template_id,
    coversAllVehicles: vehicles.length === 0 && groups.length === 0,
    totalVehicles: vehicles.length,
    totalVgroups: groups.length,
    totalUsers: users.length,
    hasInaccessibleVehicle: vehicles.some((vehicle) => !vehicle.is_active),
    hasInaccessibleUser: users.some((user) => !user.is_active),
    hasInaccessibleVgroup: false,
    userIsSubscribedToRule: users.some((user) => user.id === context.userId),
    alert: code ? presentAlertCode(code) : null,
    vehicles: vehicles.map((vehicle) => ({ id: vehicle.id, licensePlate: vehicle.license_plate })),
    vgroups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      totalVehicle: Number(group.total_vehicle ?? 0),
    })),
    users: users.map((user) => ({ userId: user.id, fullname: user.name })),
    geofences: of(context.links.geofences, row.id).map((fence) => ({
      geofenceId: fence.id,
      fenceName: fence.fence_name,
      serviceLocType: fence.service_loc_type,
      type: fence.type,
      address: fence.address,
    })),
    contactRecipients: of(context.links.contacts, row.id).map((contact) => ({
      contactId: contact.id,
      userId: contact.user_id,
      user: contact.user_id === null ? null : { userId: contact.user_id, fullname: contact.user_name ?? '' },
      email: contact.email ?? contact.user_email,
      phoneNumber: contact.phone_number ?? contact.user_phone,
      label: contact.label,
    })),
  };
}
