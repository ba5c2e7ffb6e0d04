import type { DashcamDeviceType, FleetTaskStatus } from '@armada/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AlertCenterTables } from './tables/alert-center';
import type { AuthTables } from './tables/auth';
import type { CreatedTimestamp, Json, NullableTimestamp } from './tables/columns';
import type { JobTables } from './tables/jobs';
import type { LiveTables } from './tables/live';
import type { MediaTables } from './tables/media';
import type { NotificationTables } from './tables/notification';
import type { PlatformTables } from './tables/platform';
import type { TelemetryTables } from './tables/telemetry';
import type { VoiceTables } from './tables/voice';

export type { CreatedTimestamp, Json, NullableTimestamp } from './tables/columns';

export interface HistoryProperty {
  key: string;
  value: string;
  is_redirectable?: boolean;
  redirect_url?: string;
}

export interface UserDefinitionField {
  key: string;
  value: string | number | boolean | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  time_zone: Generated<string>;
  phone_no: string | null;
  email: string | null;
  address: string | null;
  /** The logo's key in the file storage (storage/file-storage.ts); null without one. */
  logo_key: string | null;
  setup_notif_completed: Generated<boolean>;
  /** Defaults of the Alert Center's sweeper codes 7, 13 and 14 (migration 2026-11-26T0500). */
  offline_timeout_s: Generated<number>;
  idle_timeout_s: Generated<number>;
  park_timeout_s: Generated<number>;
  /** Simultaneous voice calls (issue 19 item 5; migration 2026-11-27T0000, VOICE_CALL_LIMIT). */
  max_simultaneous_calls: Generated<number>;
  /** The platform operators' own company (issue 17; migration 2026-11-27T0400): no business data. */
  is_platform: Generated<boolean>;
  /** Given by the column's default (migration 2026-11-27T0400). */
  referral_code: Generated<string>;
  is_active: Generated<boolean>;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  email: string;
  phone_no: string | null;
  password_hash: string;
  role: string;
  scopes: ColumnType<string[], string[] | undefined, string[]>;
  device_id: string | null;
  licence_number: string | null;
  /** A `date` column; read it as text (to_char) so no time zone shifts the day. */
  licence_expiry: ColumnType<Date | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  last_reminder: NullableTimestamp;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  full_name: string;
  city: string;
  province: string;
  latitude: number;
  longitude: number;
  is_garage: Generated<boolean>;
  geofence_radius_m: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface VehicleTypesTable {
  id: Generated<number>;
  company_id: number;
  type: string;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface BoxTypesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  max_weight_kg: number | null;
  max_volume_cbm: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface VehiclesTable {
  id: Generated<number>;
  company_id: number;
  license_plate: string;
  vehicle_type_id: number;
  box_type_id: number | null;
  fuel: string | null;
  imei: string | null;
  /** The dashcam behind the IMEI (issue 19): bsj, vss-howen, or null for a vehicle without one. */
  device_type: DashcamDeviceType | null;
  is_active: Generated<boolean>;
  home_address_id: number | null;
  default_driver_user_id: number | null;
  last_latitude: number | null;
  last_longitude: number | null;
  last_position_on: NullableTimestamp;
  /** The speed and accuracy of the fix at last_position_on: the fix new positions follow (alert rules). */
  last_speed_kmh: number | null;
  last_accuracy_m: number | null;
  /** Bumped by every write of the vehicle's alert_rule_states (bigint: a string from pg). */
  alert_state_version: Generated<string>;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface CustomersTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  phone_number: string | null;
  email: string | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface ProductTypesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  product_type_id: number;
  uom: string;
  conversion_weight_value: number;
  conversion_volume_value: number;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface ReasonsTable {
  id: Generated<number>;
  company_id: number;
  reason: string;
  type: Generated<string>;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
  /** Set instead of deleting the row, so cancelled fleet tasks keep their reason. */
  deleted_on: NullableTimestamp;
}

export interface VendorsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  status: Generated<string>;
  contract_number: string | null;
  phone_number: string | null;
  email: string | null;
  paired_company_id: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
  /** Set instead of deleting the row, so fleet tasks that name the vendor keep it. */
  deleted_on: NullableTimestamp;
}

export interface VendorRatesTable {
  id: Generated<number>;
  company_id: number;
  vendor_id: number;
  origin_address_id: number;
  destination_address_id: number;
  box_type_id: number | null;
  base_price: number;
  total_weight: number | null;
  total_volume: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface DeliveryOrdersTable {
  id: Generated<string>;
  company_id: number;
  number: string;
  shipment_type: 'DIRECT' | 'TRANSIT';
  shipment_number: string | null;
  reference_number: string | null;
  external_reference_number: string | null;
  customer_id: number;
  billed_customer_id: number | null;
  origin_address_id: number;
  destination_address_id: number;
  expected_pickup_on: NullableTimestamp;
  expected_delivered_on: NullableTimestamp;
  status: string;
  is_from_vendor_request: Generated<boolean>;
  user_definition_fields: Json<UserDefinitionField[]>;
  note: string | null;
  /** Set with status CANCELED by 'Batalkan' on an activity row (cancel-activity-service.ts). */
  canceled_reason_id: number | null;
  canceled_on: NullableTimestamp;
  created_by: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface DeliveryOrderTransitsTable {
  id: Generated<string>;
  delivery_order_id: string;
  sequence: number;
  address_id: number;
}

export interface DeliveryLoadsTable {
  id: Generated<string>;
  company_id: number;
  delivery_order_id: string;
  product_id: number;
  quantity: number;
  uom: string;
  conversion_weight_value: number;
  conversion_volume_value: number;
  quantity_picked: number | null;
  quantity_delivered: number | null;
  is_adjusted_picked: Generated<boolean>;
  is_adjusted_delivered: Generated<boolean>;
  note: string | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

/** One create, change or delete of a master-data row (integer ids), with what it sent. */
export interface MasterDataChangesTable {
  id: Generated<string>;
  company_id: number;
  entity_type: string;
  entity_id: number;
  event: 'CREATED' | 'UPDATED' | 'DELETED';
  changes: Json<Record<string, unknown>>;
  actor_user_id: number | null;
  created_on: CreatedTimestamp;
}

export interface HistoryEventsTable {
  id: Generated<string>;
  company_id: number;
  entity_type: 'fleet_task' | 'delivery_order';
  entity_id: string;
  event: string;
  title: string;
  description: string | null;
  properties: Json<HistoryProperty[]>;
  badge: Json<{ text: string; variant: string; icon?: string } | null>;
  details: Json<unknown>;
  actor_user_id: number | null;
  created_on: CreatedTimestamp;
}

export interface CompanyCountersTable {
  company_id: number;
  name: string;
  value: Generated<number>;
}

export interface FleetTasksTable {
  id: Generated<string>;
  company_id: number;
  number: string;
  status: FleetTaskStatus;
  visited_statuses: ColumnType<FleetTaskStatus[], FleetTaskStatus[] | undefined, FleetTaskStatus[]>;
  send_by: Generated<'SELF' | 'VENDOR'>;
  shipment_reference: string | null;
  expected_departure_on: NullableTimestamp;
  actual_departure_on: NullableTimestamp;
  actual_arrival_on: NullableTimestamp;
  estimated_arrival_on: NullableTimestamp;
  start_address_id: number | null;
  end_address_id: number | null;
  vehicle_id: number | null;
  driver_user_id: number | null;
  vendor_id: number | null;
  is_from_vendor_request: Generated<boolean>;
  source_fleet_task_id: string | null;
  notification_enabled: Generated<boolean>;
  customer_phone_number: string | null;
  auto_start_type: string | null;
  is_auto_started: Generated<boolean>;
  auto_start_failed_reason: string | null;
  is_overlap: Generated<boolean>;
  autocomplete_source: Generated<string>;
  is_autocomplete_on: Generated<boolean>;
  canceled_reason_id: number | null;
  rejected_reason: string | null;
  current_total_weight: Generated<number>;
  current_total_volume: Generated<number>;
  /** The planned route's metres (fleet-tasks/sequence/planned-distance.ts). */
  planned_distance_m: Generated<number>;
  track_token: string;
  created_by: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface FleetTaskPointsTable {
  id: Generated<string>;
  company_id: number;
  fleet_task_id: string;
  type: 'START' | 'DEFAULT' | 'END';
  position: number;
  address_id: number;
  service_time_seconds: Generated<number>;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface FleetTaskActivitiesTable {
  id: Generated<string>;
  company_id: number;
  fleet_task_id: string;
  point_id: string;
  delivery_order_id: string;
  type: 'PICKUP' | 'DROP';
  position: number;
  transit_leg: number | null;
  status: Generated<string>;
  completed_on: NullableTimestamp;
  contact_person_name: string | null;
  note: string | null;
  completed_by: number | null;
  completion_source: string | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface ActivityAttachmentsTable {
  id: Generated<string>;
  company_id: number;
  fleet_task_id: string;
  activity_id: string;
  type: 'photo';
  storage_key: string;
  content_type: string;
  size_bytes: number;
  file_name: string | null;
  in_proof: Generated<boolean>;
  created_by: number | null;
  created_on: CreatedTimestamp;
}

/** One row per company, written on its first save; absent means every default. */
export interface CompanySettingsTable {
  company_id: number;
  /** Garage address ids. */
  start_address_default: number | null;
  end_address_default: number | null;
  start_address_toggle: Generated<boolean>;
  end_address_toggle: Generated<boolean>;
  autocomplete_source: Generated<string>;
  is_autocomplete_on: Generated<boolean>;
  /** Drivers may adjust picked or delivered quantities from their phone (issue 18). */
  is_driver_load_adjustment_on: Generated<boolean>;
  updated_on: CreatedTimestamp;
  updated_by: number | null;
}

/**
 * A fleet task sent to a vendor company on the platform (vendor path, fleet-task-planning.md section
 * 4). Owned by the receiving vendor company (`company_id`); the sender is named by its company, task
 * and the vendor row it chose.
 */
export interface VendorRequestsTable {
  id: Generated<string>;
  company_id: number;
  sender_company_id: number;
  sender_fleet_task_id: string;
  sender_vendor_id: number;
  status: Generated<'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELED'>;
  rejected_reason: string | null;
  vendor_fleet_task_id: string | null;
  created_by: number | null;
  responded_by: number | null;
  responded_on: NullableTimestamp;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface Database
  extends AuthTables,
    TelemetryTables,
    NotificationTables,
    LiveTables,
    AlertCenterTables,
    MediaTables,
    VoiceTables,
    PlatformTables,
    JobTables {
  companies: CompaniesTable;
  users: UsersTable;
  addresses: AddressesTable;
  vehicle_types: VehicleTypesTable;
  box_types: BoxTypesTable;
  vehicles: VehiclesTable;
  customers: CustomersTable;
  product_types: ProductTypesTable;
  products: ProductsTable;
  reasons: ReasonsTable;
  vendors: VendorsTable;
  vendor_rates: VendorRatesTable;
  delivery_orders: DeliveryOrdersTable;
  delivery_order_transits: DeliveryOrderTransitsTable;
  delivery_loads: DeliveryLoadsTable;
  history_events: HistoryEventsTable;
  master_data_changes: MasterDataChangesTable;
  company_counters: CompanyCountersTable;
  fleet_tasks: FleetTasksTable;
  fleet_task_points: FleetTaskPointsTable;
  fleet_task_activities: FleetTaskActivitiesTable;
  activity_attachments: ActivityAttachmentsTable;
  company_settings: CompanySettingsTable;
  vendor_requests: VendorRequestsTable;
}

export type Company = Selectable<CompaniesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
