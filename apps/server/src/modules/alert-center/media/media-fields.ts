import {
  initialMediaState,
  isDashcamDeviceType,
  isMediaAlertCode,
  type MediaState,
  mediaChannelKindOf,
  videoChannelOf,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { historiesOfAlerts, type presentHistory } from './media-history';

interface MediaRowFacts {
  id: string;
  company_id: number;
  alert_code: number;
  vehicle_device_type: string | null;
  vehicle_imei: string | null;
}

/** The dashcam of an alert with media: null for a code without media or a vehicle without dashcam. */
export function alertMediaOf(
  row: Pick<MediaRowFacts, 'alert_code' | 'vehicle_device_type' | 'vehicle_imei'>,
) {
  const kind = mediaChannelKindOf(row.alert_code);
  if (!isMediaAlertCode(row.alert_code) || kind === null) return null;
  if (!isDashcamDeviceType(row.vehicle_device_type) || !row.vehicle_imei) return null;
  return { imei: row.vehicle_imei, channel: videoChannelOf(row.vehicle_device_type, kind), kind };
}

/** The RawAlert fields of issue 19 (section 3: videoData and the media polling state). */
export interface AlertMediaFields {
  videoData: ReturnType<typeof presentHistory>[];
  pollingStatus: MediaState['pollingStatus'] | null;
  retryCount: number | null;
  canRequest: boolean | null;
  canCheck: boolean | null;
  mediaImei: string | null;
  mediaChannel: string | null;
}

export const NO_MEDIA: AlertMediaFields = {
  videoData: [],
  pollingStatus: null,
  retryCount: null,
  canRequest: null,
  canCheck: null,
  mediaImei: null,
  mediaChannel: null,
};

/**
 * The media fields of a page of alerts (of one company): two queries for the whole page, none when
 * no alert on it has media. Clip URLs are signed with `clipSecret` (null: no URL).
 */
export async function mediaFieldsOf(
  db: Kysely<Database>,
  clipSecret: Uint8Array | null,
  rows: readonly MediaRowFacts[],
): Promise<Map<string, AlertMediaFields>> {
  const fields = new Map<string, AlertMediaFields>();
  const withMedia = rows.flatMap((row) => {
    const media = alertMediaOf(row);
    return media ? [{ row, media }] : [];
  });
  const first = withMedia[0];
  if (!first) return fields;
  const companyId = first.row.company_id;
  const ids = withMedia.map(({ row }) => row.id);
  const [states, videos] = await Promise.all([
    db
      .selectFrom('raw_alert_media_states')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('raw_alert_id', 'in', ids)
      .execute(),
    historiesOfAlerts(db, clipSecret, companyId, ids),
  ]);
  const stateById = new Map(states.map((state) => [state.raw_alert_id, state]));
  const initial = initialMediaState().state;
  for (const { row, media } of withMedia) {
    const stored = stateById.get(row.id);
    fields.set(row.id, {
      videoData: videos.get(row.id) ?? [],
      pollingStatus: stored?.polling_status ?? initial.pollingStatus,
      retryCount: stored?.retry_count ?? initial.retryCount,
      canRequest: stored?.can_request ?? initial.canRequest,
      canCheck: stored?.can_check ?? initial.canCheck,
      mediaImei: media.imei,
      mediaChannel: media.channel,
    });
  }
  return fields;
}
