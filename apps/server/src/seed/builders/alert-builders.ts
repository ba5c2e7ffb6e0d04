import { alertCodeDefinition } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GeofencePoint, RawAlertLogType } from '../../db/tables/alert-center';
import { invalidateAlertRules } from '../../modules/alert-center/alerting/rule-cache';
import { insertRow, nextSequence, type Overrides, owningCompanyId } from './rows';

/*
 * Builders of the Alert Center's rows (issue 12), used by its tests and the demo seed: deterministic
 * given their overrides, defaults that a rule or an alert of that kind really has.
 */

export async function buildVehicleGroup(
  db: Kysely<Database>,
  overrides: Overrides<'vehicle_groups'> & { vehicleIds?: number[] } = {},
) {
  const { vehicleIds = [], ...columns } = overrides;
  const companyId = await owningCompanyId(db, columns.company_id, []);
  const group = await insertRow(db, 'vehicle_groups', {
    name: `Grup Uji ${nextSequence()}`,
    ...columns,
    company_id: companyId,
  });
  if (vehicleIds.length > 0) {
    await db
      .insertInto('vehicle_group_vehicles')
      .values(
        vehicleIds.map((vehicle_id) => ({ vehicle_group_id: group.id, vehicle_id, company_id: companyId })),
      )
      .execute();
  }
  // The rule writers do the same: this process's cached rules of the company would miss the group.
  invalidateAlertRules(companyId);
  return group;
}

export type GeofenceOverrides = Omit<Overrides<'geofences'>, 'polygon'> & {
  polygon?: GeofencePoint[] | null;
};

/** A circle of 200 m around Monas unless told otherwise. */
export async function buildGeofence(db: Kysely<Database>, overrides: GeofenceOverrides = {}) {
  const { polygon, ...columns } = overrides;
  const companyId = await owningCompanyId(db, columns.company_id, []);
  const isPolygon = (columns.type ?? (polygon ? 'POLYGON' : 'CIRCLE')) === 'POLYGON';
  return insertRow(db, 'geofences', {
    fence_name: `Geofence Uji ${nextSequence()}`,
    type: isPolygon ? 'POLYGON' : 'CIRCLE',
    ...(isPolygon
      ? { polygon: JSON.stringify(polygon ?? []) }
      : { center_latitude: -6.1754, center_longitude: 106.8272, radius_m: 200 }),
    ...columns,
    company_id: companyId,
  });
}

export interface AlertRuleLinks {
  vehicleIds?: number[];
  vehicleGroupIds?: number[];
  userIds?: number[];
  geofenceIds?: number[];
  contacts?: {
    user_id?: number | null;
    phone_number?: string | null;
    email?: string | null;
    label?: string | null;
  }[];
}

/** A rule of the code with its catalogue defaults (urgency, thresholds) unless overridden. */
export async function buildAlertRule(
  db: Kysely<Database>,
  overrides: Overrides<'alert_rules'> & AlertRuleLinks = {},
) {
  const {
    vehicleIds = [],
    vehicleGroupIds = [],
    userIds = [],
    geofenceIds = [],
    contacts = [],
    ...columns
  } = overrides;
  const companyId = await owningCompanyId(db, columns.company_id, []);
  const code = columns.alert_code ?? 8;
  const definition = alertCodeDefinition(code);
  const rule = await insertRow(db, 'alert_rules', {
    label: `Aturan Uji ${nextSequence()} ${definition?.descriptionIdn ?? code}`,
    alert_urgency_type: definition?.defaultUrgency ?? 'IMPORTANT',
    max_threshold: definition?.defaults.maxThreshold ?? null,
    min_threshold: definition?.defaults.minThreshold ?? null,
    min_threshold_time: definition?.defaults.minThresholdTime ?? null,
    with_geofence: geofenceIds.length > 0,
    ...columns,
    alert_code: code,
    company_id: companyId,
  });
  const link = async <
    T extends
      | 'alert_rule_vehicles'
      | 'alert_rule_vehicle_groups'
      | 'alert_rule_users'
      | 'alert_rule_geofences',
  >(
    table: T,
    column: string,
    ids: number[],
  ) => {
    if (ids.length === 0) return;
    await db
      .insertInto(table as 'alert_rule_vehicles')
      .values(ids.map((id) => ({ alert_rule_id: rule.id, company_id: companyId, [column]: id }) as never))
      .execute();
  };
  await link('alert_rule_vehicles', 'vehicle_id', vehicleIds);
  await link('alert_rule_vehicle_groups', 'vehicle_group_id', vehicleGroupIds);
  await link('alert_rule_users', 'user_id', userIds);
  await link('alert_rule_geofences', 'geofence_id', geofenceIds);
  if (contacts.length > 0) {
    await db
      .insertInto('alert_rule_contacts')
      .values(contacts.map((contact) => ({ ...contact, alert_rule_id: rule.id, company_id: companyId })))
      .execute();
  }
  invalidateAlertRules(companyId);
  return rule;
}

export type RawAlertOverrides = Omit<Overrides<'raw_alerts'>, 'media' | 'call_state'> & {
  media?: unknown;
  callState?: unknown;
  logs?: {
    user_id: number | null;
    type_field: RawAlertLogType;
    data?: string | null;
    note?: string | null;
    created_on?: Date;
  }[];
};

/**
 * A stored raw alert as the engine would leave it (no geocoding, nothing published): important
 * overspeed on a new vehicle's company unless told otherwise, with its user logs.
 */
export async function buildRawAlert(db: Kysely<Database>, overrides: RawAlertOverrides = {}) {
  const { media, callState, logs = [], ...columns } = overrides;
  const companyId = await owningCompanyId(db, columns.company_id, [['vehicles', columns.vehicle_id]]);
  const code = columns.alert_code ?? 8;
  const urgent = columns.is_urgent ?? alertCodeDefinition(code)?.defaultUrgency === 'URGENT';
  const alert = await insertRow(db, 'raw_alerts', {
    alert_data: code === 8 ? '92|80|75' : null,
    created_on: new Date(),
    latitude: -6.2,
    longitude: 106.85,
    ...columns,
    alert_code: code,
    is_urgent: urgent,
    is_important: columns.is_important ?? !urgent,
    media: media === undefined || media === null ? null : JSON.stringify(media),
    call_state: callState === undefined || callState === null ? null : JSON.stringify(callState),
    company_id: companyId,
  });
  for (const log of logs) {
    await insertRow(db, 'raw_alert_user_logs', {
      raw_alert_id: alert.id,
      company_id: companyId,
      user_id: log.user_id,
      type_field: log.type_field,
      data: log.data ?? null,
      note: log.note ?? null,
      ...(log.created_on ? { created_on: log.created_on } : {}),
    });
  }
  return alert;
}
