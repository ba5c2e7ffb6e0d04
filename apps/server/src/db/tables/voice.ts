import type { ErrorCode, VoiceCallState, VoiceEndReason } from '@armada/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedTimestamp, NullableTimestamp } from './columns';

/**
 * Voice calls with a dashcam (issue 19 item 5; migration 2026-11-27T0000_voice_calls); part of
 * Database (schema.ts). companies.max_simultaneous_calls is on CompaniesTable.
 */
export interface VoiceCallsTable {
  /** Made by the server before the row, so the socket's first message can name it. */
  id: string;
  company_id: number;
  raw_alert_id: string;
  vehicle_id: number | null;
  user_id: number | null;
  imei: string | null;
  gateway_session_id: string | null;
  state: VoiceCallState;
  end_reason: VoiceEndReason | null;
  error_code: ErrorCode | null;
  frames_to_device: Generated<number>;
  frames_from_device: Generated<number>;
  frames_refused: Generated<number>;
  started_on: CreatedTimestamp;
  connected_on: NullableTimestamp;
  ended_on: NullableTimestamp;
  /** Refreshed every few seconds by the instance relaying the call. */
  last_seen_on: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VoiceTables {
  voice_calls: VoiceCallsTable;
}
