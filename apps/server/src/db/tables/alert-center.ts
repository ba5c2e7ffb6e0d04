import type { AlertUrgencyType } from '@armada/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp, Json, NullableTimestamp } from './columns';

/**
 * Tables of the Alert Center (issue 12; migration 2026-11-26T0500_alert_center); part of Database
 * (schema.ts). The catalogue tables are global and kept in step with packages/domain by
 * db/alert-catalogue.ts; every other row carries company_id.
 */

type IntArray = ColumnType<number[], number[] | undefined, number[]>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A jsonb column that may be SQL null: written as JSON text or null. */
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface AlertCategoriesTable {
  id: number;
  key: string;
  category_idn: string;
  category_eng: string;
  description_idn: string;
  description_eng: string;
  updated_on: CreatedTimestamp;
}

export interface AlertCodesTable {
  code: number;
  category_id: number;
  description_idn: string;
  description_eng: string;
  full_description_idn: string;
  full_description_eng: string;
  producer: string;
  default_urgency: AlertUrgencyType;
  threshold_fields: ColumnType<string[], string[] | undefined, string[]>;
  default_max_threshold: number | null;
  default_min_threshold: number | null;
  default_min_threshold_time: number | null;
  enabled_in_rule: Generated<boolean>;
  in_catalogue: Generated<boolean>;
  updated_on: CreatedTimestamp;
}

export interface AlertRuleTemplatesTable {
  id: number;
  category: string;
  position: number;
  name_idn: string;
  name_eng: string;
  description_idn: string;
  description_eng: string;
  icon_category_id: number;
  default_alert_codes: IntArray;
  additional_alert_codes: IntArray;
  in_catalogue: Generated<boolean>;
  updated_on: CreatedTimestamp;
}

export interface VehicleGroupsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface VehicleGroupVehiclesTable {
  vehicle_group_id: number;
  vehicle_id: number;
  company_id: number;
}

export interface GeofencePoint {
  latitude: number;
  longitude: number;
}

export interface GeofencesTable {
  id: Generated<number>;
  company_id: number;
  fence_name: string;
  type: 'CIRCLE' | 'POLYGON';
  service_loc_type: string | null;
  address: string | null;
  center_latitude: number | null;
  center_longitude: number | null;
  radius_m: number | null;
  polygon: NullableJson<GeofencePoint[]>;
  created_by: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface AlertRulesTable {
  id: Generated<number>;
  company_id: number;
  label: string;
  alert_code: number;
  is_active: Generated<boolean>;
  alert_urgency_type: AlertUrgencyType;
  max_threshold: number | null;
  min_threshold: number | null;
  /** Seconds. */
  min_threshold_time: number | null;
  with_schedule: Generated<boolean>;
  /** 'HH:mm' in the company's time zone. */
  start_time: string | null;
  end_time: string | null;
  /** ISO days, 1 Monday .. 7 Sunday. */
  day_of_week: IntArray;
  with_geofence: Generated<boolean>;
  is_inside_geofence: boolean | null;
  alert_count_threshold: number | null;
  /** Seconds. */
  alert_count_window: number | null;
  auto_popup: Generated<boolean>;
  template_id: number | null;
  created_by: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface AlertRuleVehiclesTable {
  alert_rule_id: number;
  vehicle_id: number;
  company_id: number;
}

export interface AlertRuleVehicleGroupsTable {
  alert_rule_id: number;
  vehicle_group_id: number;
  company_id: number;
}

export interface AlertRuleUsersTable {
  alert_rule_id: number;
  user_id: number;
  company_id: number;
}

export interface AlertRuleGeofencesTable {
  alert_rule_id: number;
  geofence_id: number;
  company_id: number;
}

export interface AlertRuleContactsTable {
  id: Generated<number>;
  alert_rule_id: number;
  company_id: number;
  user_id: number | null;
  phone_number: string | null;
  email: string | null;
  label: string | null;
}

/** The rule engine's memory per (rule, vehicle); its shape belongs to the engine. */
export interface AlertRuleStatesTable {
  alert_rule_id: number;
  vehicle_id: number;
  company_id: number;
  state: Json<unknown>;
  decided_fix_on: NullableTimestamp;
  updated_on: CreatedTimestamp;
}

export interface RawAlertsTable {
  id: Generated<string>;
  company_id: number;
  alert_code: number;
  alert_flag: string | null;
  /** Pipe-separated values of the code (speed|limit|seconds for 8, ...). */
  alert_data: string | null;
  alert_trigger: string | null;
  alert_rule_ids: IntArray;
  vehicle_id: number | null;
  driver_user_id: number | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  /** The event's own time. */
  created_on: Timestamp;
  received_on: CreatedTimestamp;
  is_read: Generated<boolean>;
  is_resolved: Generated<boolean>;
  is_false_alert: Generated<boolean>;
  is_urgent: Generated<boolean>;
  is_important: Generated<boolean>;
  auto_popup: Generated<boolean>;
  is_late: Generated<boolean>;
  source_device_category: string | null;
  device_alarm_id: string | null;
  episode_key: string | null;
  media: NullableJson<unknown>;
  fleet_task_id: string | null;
  fo_number: string | null;
  log_id: string | null;
  call_state: NullableJson<unknown>;
  updated_on: CreatedTimestamp;
}

export const RAW_ALERT_LOG_TYPES = [
  'Read',
  'Feedback',
  'FalseAlert',
  'Resolve',
  'RevertFalseAlert',
  'RevertResolve',
  // A voice call made from the alert (issue 19 item 5): data says how it ended and how long it was.
  'Call',
] as const;
export type RawAlertLogType = (typeof RAW_ALERT_LOG_TYPES)[number];

export interface RawAlertUserLogsTable {
  id: Generated<number>;
  raw_alert_id: string;
  company_id: number;
  user_id: number | null;
  type_field: RawAlertLogType;
  data: string | null;
  note: string | null;
  created_on: CreatedTimestamp;
}

export interface DeviceEventsTable {
  id: Generated<string>;
  company_id: number;
  vehicle_id: number | null;
  device_id: string;
  /** As received: an unknown code is kept too. */
  code: string;
  occurred_on: Timestamp;
  received_on: CreatedTimestamp;
  latitude: number | null;
  longitude: number | null;
  speed_kmh: number | null;
  data: NullableJson<unknown>;
  media: NullableJson<unknown>;
  raw_alert_id: string | null;
  /** The device's own alarm id: an event is stored once per device and alarm id (migration 0600). */
  device_alarm_id: string | null;
}

export interface GeocodeCacheTable {
  company_id: number;
  latitude_e4: number;
  longitude_e4: number;
  address: string | null;
  source: 'nominatim' | 'address' | 'none';
  created_on: CreatedTimestamp;
}

export interface AlertCenterTables {
  alert_categories: AlertCategoriesTable;
  alert_codes: AlertCodesTable;
  alert_rule_templates: AlertRuleTemplatesTable;
  vehicle_groups: VehicleGroupsTable;
  vehicle_group_vehicles: VehicleGroupVehiclesTable;
  geofences: GeofencesTable;
  alert_rules: AlertRulesTable;
  alert_rule_vehicles: AlertRuleVehiclesTable;
  alert_rule_vehicle_groups: AlertRuleVehicleGroupsTable;
  alert_rule_users: AlertRuleUsersTable;
  alert_rule_geofences: AlertRuleGeofencesTable;
  alert_rule_contacts: AlertRuleContactsTable;
  alert_rule_states: AlertRuleStatesTable;
  raw_alerts: RawAlertsTable;
  raw_alert_user_logs: RawAlertUserLogsTable;
  device_events: DeviceEventsTable;
  geocode_cache: GeocodeCacheTable;
}
