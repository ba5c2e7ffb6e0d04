import {
  type DownloadVideoHistoryFilter,
  downloadVideoHistoryFilterSchema,
  videoChannelsOf,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { ApiContext } from '../../context';
import { paginationOf } from '../graphql/base-types';
import { signedClipUrl } from './media-links';

/** The history rows as the GraphQL types read them (license plate, device type and requester joined). */
export function historyRows(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('video_download_histories as h')
    .innerJoin('vehicles', 'vehicles.id', 'h.vehicle_id')
    .leftJoin('users as requester', 'requester.id', 'h.requested_by')
    .selectAll('h')
    .select(['vehicles.license_plate', 'vehicles.device_type', 'requester.name as requester_name'])
    .where('h.company_id', '=', companyId);
}
export type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyRows>['execute']>>[number];

const iso = (value: Date | string) => new Date(value).toISOString();

/** One history row as DownloadVideoHistory; the clip URL is signed for the row's company. */
export function presentHistory(clipSecret: Uint8Array | null, row: HistoryRow, nowMs = Date.now()) {
  const channel = row.device_type
    ? videoChannelsOf(row.device_type).find((candidate) => candidate.channel === row.channel)
    : undefined;
  return {
    id: row.id,
    rawAlertId: row.raw_alert_id,
    vehicleId: row.vehicle_id,
    licensePlate: row.license_plate,
    channel: row.channel,
    channelKind: channel?.kind ?? null,
    fileId: row.file_id,
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    status: row.status,
    url:
      row.status === 'Sent' && row.storage_key && clipSecret
        ? signedClipUrl(clipSecret, row.id, row.company_id, nowMs)
        : null,
    sizeBytes: row.size_bytes,
    requestedBy:
      row.requested_by !== null ? { userId: row.requested_by, fullname: row.requester_name ?? '' } : null,
    createdOn: iso(row.created_on),
    updatedOn: iso(row.updated_on),
  };
}

function matching(db: Kysely<Database>, companyId: number, filter: DownloadVideoHistoryFilter) {
  let query = historyRows(db, companyId)
    .where('h.vehicle_id', '=', filter.vehicleId)
    .where('h.end_time', '>=', new Date(filter.startTime));
  if (filter.rawAlertId) query = query.where('h.raw_alert_id', '=', filter.rawAlertId);
  return query;
}

/** findDownloadVideoHistories: newest first; another company's vehicle simply has no rows. */
export async function findDownloadVideoHistories(api: ApiContext, auth: AuthContext, input: unknown) {
  const filter = downloadVideoHistoryFilterSchema.parse(input ?? {});
  const rows = await matching(api.db, auth.companyId, filter)
    .orderBy('h.created_on', 'desc')
    .orderBy('h.id', 'desc')
    .limit(filter.show)
    .offset((filter.page - 1) * filter.show)
    .execute();
  const count = await matching(api.db, auth.companyId, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    data: rows.map((row) => presentHistory(api.token.secret, row)),
    pagination: paginationOf(filter.page, filter.show, Number(count.count), rows.length),
  };
}

/** An alert's clips, newest first, for a page of alerts in one query (the RawAlert field videoData). */
export async function historiesOfAlerts(
  db: Kysely<Database>,
  clipSecret: Uint8Array | null,
  companyId: number,
  rawAlertIds: readonly string[],
) {
  const byAlert = new Map<string, ReturnType<typeof presentHistory>[]>();
  if (rawAlertIds.length === 0) return byAlert;
  const rows = await historyRows(db, companyId)
    .where('h.raw_alert_id', 'in', [...rawAlertIds])
    .orderBy('h.created_on', 'desc')
    .execute();
  for (const row of rows) {
    const key = row.raw_alert_id ?? '';
    byAlert.set(key, [...(byAlert.get(key) ?? []), presentHistory(clipSecret, row)]);
  }
  return byAlert;
}
