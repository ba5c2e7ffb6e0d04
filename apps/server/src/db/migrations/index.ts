import type { Migration, MigrationProvider } from 'kysely/migration';
import * as companiesAndUsers from './2026-11-21/2026-11-21T0500_companies_and_users';
import * as masterDataAndOrders from './2026-11-21/2026-11-21T0510_master_data_and_orders';
import * as fleetTasks from './2026-11-21/2026-11-21T0600_fleet_tasks';
import * as vehicleHomeAndPosition from './2026-11-21/2026-11-21T0610_vehicle_home_and_position';
import * as companySettings from './2026-11-21/2026-11-21T0620_company_settings';
import * as vendorRequests from './2026-11-21/2026-11-21T0700_vendor_requests';
import * as activityAttachments from './2026-11-21/2026-11-21T0800_activity_attachments';
import * as orderCancelReason from './2026-11-21/2026-11-21T0810_order_cancel_reason';
import * as telemetry from './2026-11-21/2026-11-21T0900_telemetry';
import * as notificationOutbox from './2026-11-21/2026-11-21T0910_notification_outbox';
import * as loginFailures from './2026-11-25/2026-11-25T1000_login_failures';
import * as pairingCodes from './2026-11-25/2026-11-25T1010_pairing_codes';
import * as liveEvents from './2026-11-26/2026-11-26T0400_live_events';
import * as alertCenter from './2026-11-26/2026-11-26T0500_alert_center';
import * as alertDedupKeys from './2026-11-26/2026-11-26T0600_alert_dedup_keys';
import * as alertEpisodeWithoutVehicle from './2026-11-26/2026-11-26T0700_alert_episode_without_vehicle';
import * as alertNotifications from './2026-11-26/2026-11-26T0700_alert_notifications';
import * as alertStateVersion from './2026-11-26/2026-11-26T0700_alert_state_version';
import * as rawAlertListIndexes from './2026-11-26/2026-11-26T0800_raw_alert_list_indexes';
import * as masterDataContract from './2026-11-26/2026-11-26T1100_master_data_contract';
import * as usersSetup from './2026-11-26/2026-11-26T1400_users_setup';
import * as plannedDistance from './2026-11-26/2026-11-26T1800_planned_distance';
import * as dashcamMedia from './2026-11-26/2026-11-26T2200_dashcam_media';
import * as voiceCalls from './2026-11-27/2026-11-27T0000_voice_calls';
import * as platformShell from './2026-11-27/2026-11-27T0400_platform_shell';
import * as driverLoadAdjustment from './2026-11-27/2026-11-27T1100_driver_load_adjustment';
import * as partitionedPositions from './2026-11-27/2026-11-27T1400_partitioned_positions';
import * as backgroundJobs from './2026-11-27/2026-11-27T1500_background_jobs';
import * as rateLimitCounters from './2026-11-27/2026-11-27T1500_rate_limit_counters';
import * as batchedIntake from './2026-11-27/2026-11-27T1900_batched_intake';
import * as addressPositionIndex from './2026-11-27/2026-11-27T1910_address_position_index';
import * as listIndexes from './2026-11-28/2026-11-28T1700_list_indexes';
import * as fleetTaskSearchIndexes from './2026-11-29/2026-11-29T1200_fleet_task_search_indexes';

/**
 * Migrations are listed here (in one folder per day) rather than read from the folder so that they run the same under tsx,
 * vitest and a bundled build. Names sort by time; a landed migration is never edited.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21T0500_companies_and_users': companiesAndUsers,
  '2026-11-21T0510_master_data_and_orders': masterDataAndOrders,
  '2026-11-21T0600_fleet_tasks': fleetTasks,
  '2026-11-21T0610_vehicle_home_and_position': vehicleHomeAndPosition,
  '2026-11-21T0620_company_settings': companySettings,
  '2026-11-21T0700_vendor_requests': vendorRequests,
  '2026-11-21T0800_activity_attachments': activityAttachments,
  '2026-11-21T0810_order_cancel_reason': orderCancelReason,
  '2026-11-21T0900_telemetry': telemetry,
  '2026-11-21T0910_notification_outbox': notificationOutbox,
  '2026-11-25T1000_login_failures': loginFailures,
  '2026-11-25T1010_pairing_codes': pairingCodes,
  '2026-11-26T0400_live_events': liveEvents,
  '2026-11-26T0500_alert_center': alertCenter,
  '2026-11-26T0600_alert_dedup_keys': alertDedupKeys,
  '2026-11-26T0700_alert_episode_without_vehicle': alertEpisodeWithoutVehicle,
  '2026-11-26T0700_alert_notifications': alertNotifications,
  '2026-11-26T0700_alert_state_version': alertStateVersion,
  '2026-11-26T0800_raw_alert_list_indexes': rawAlertListIndexes,
  '2026-11-26T1100_master_data_contract': masterDataContract,
  '2026-11-26T1400_users_setup': usersSetup,
  '2026-11-26T1800_planned_distance': plannedDistance,
  '2026-11-26T2200_dashcam_media': dashcamMedia,
  '2026-11-27T0000_voice_calls': voiceCalls,
  '2026-11-27T0400_platform_shell': platformShell,
  '2026-11-27T1100_driver_load_adjustment': driverLoadAdjustment,
  '2026-11-27T1400_partitioned_positions': partitionedPositions,
  '2026-11-27T1500_background_jobs': backgroundJobs,
  '2026-11-27T1500_rate_limit_counters': rateLimitCounters,
  '2026-11-27T1900_batched_intake': batchedIntake,
  '2026-11-27T1910_address_position_index': addressPositionIndex,
  '2026-11-28T1700_list_indexes': listIndexes,
  '2026-11-29T1200_fleet_task_search_indexes': fleetTaskSearchIndexes,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
