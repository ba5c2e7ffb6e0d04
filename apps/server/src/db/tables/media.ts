import type { MediaPollingStatus, UploadOutcome } from '@armada/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp, NullableTimestamp } from './columns';

/**
 * Tables of dashcam video (issue 19; migration 2026-11-26T2200_dashcam_media); part of Database
 * (schema.ts). Every row carries company_id. vehicles.device_type is on VehiclesTable.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A history row's status: asked of the device, then the gateway's outcome word for word. */
export type VideoDownloadStatus = 'requested' | Exclude<UploadOutcome, 'pending'>;

export interface VideoDownloadHistoriesTable {
  id: Generated<string>;
  company_id: number;
  raw_alert_id: string | null;
  vehicle_id: number;
  channel: string;
  file_id: string;
  start_time: Timestamp;
  end_time: Timestamp;
  status: VideoDownloadStatus;
  failure_reason: string | null;
  storage_key: string | null;
  size_bytes: number | null;
  requested_by: number | null;
  created_on: CreatedTimestamp;
  updated_on: CreatedTimestamp;
}

export interface MediaUploadLinksTable {
  /** sha256 of the URL's random token, hex. */
  token_hash: string;
  company_id: number;
  history_id: string;
  expires_on: Timestamp;
  used_on: NullableTimestamp;
  created_on: CreatedTimestamp;
}

export interface RawAlertMediaStatesTable {
  raw_alert_id: string;
  company_id: number;
  polling_status: MediaPollingStatus;
  retry_count: Generated<number>;
  can_request: boolean;
  can_check: boolean;
  updated_on: CreatedTimestamp;
}

export interface MediaTables {
  video_download_histories: VideoDownloadHistoriesTable;
  media_upload_links: MediaUploadLinksTable;
  raw_alert_media_states: RawAlertMediaStatesTable;
}
