import { DomainError, type MediaEvent, UPLOAD_NOT_SENT, UPLOAD_SENT } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ApiContext } from '../../context';
import { alertMediaOf } from './media-fields';
import { hashUploadToken } from './media-links';
import { applyMediaEvents } from './media-state';

/** Where a clip's bytes live: the server's own key, never one a client names. */
export const clipStorageKey = (companyId: number, historyId: string) => `clips/${companyId}/${historyId}.mp4`;

/**
 * The link of a token, locked for this transaction so that two uploads to one link cannot both pass;
 * unknown is not-found, used or expired is media/upload-link-used.
 */
async function usableLink(trx: Kysely<Database>, token: string) {
  const link = await trx
    .selectFrom('media_upload_links')
    .selectAll()
    .where('token_hash', '=', hashUploadToken(token))
    .forUpdate()
    .executeTakeFirst();
  if (!link) throw new DomainError('not-found');
  if (link.used_on !== null || new Date(link.expires_on).getTime() <= Date.now()) {
    throw new DomainError('media/upload-link-used');
  }
  return link;
}

/** The history row's alert, when it still waits for this very clip (requesting, on the row's channel). */
async function waitingAlert(
  trx: Kysely<Database>,
  companyId: number,
  rawAlertId: string | null,
  channel: string,
) {
  if (rawAlertId === null) return null;
  const alert = await trx
    .selectFrom('raw_alerts')
    .leftJoin('vehicles', 'vehicles.id', 'raw_alerts.vehicle_id')
    .leftJoin('raw_alert_media_states as state', 'state.raw_alert_id', 'raw_alerts.id')
    .select([
      'raw_alerts.id',
      'raw_alerts.company_id',
      'raw_alerts.vehicle_id',
      'raw_alerts.is_urgent',
      'raw_alerts.created_on',
      'raw_alerts.alert_code',
      'vehicles.device_type as vehicle_device_type',
      'vehicles.imei as vehicle_imei',
      'state.polling_status',
    ])
    .where('raw_alerts.id', '=', rawAlertId)
    .where('raw_alerts.company_id', '=', companyId)
    .executeTakeFirst();
  if (alert?.polling_status !== 'requesting') return null;
  return alertMediaOf(alert)?.channel === channel ? alert : null;
}

/**
 * Marks the link used and the row with the gateway's outcome, then moves a waiting alert's state on
 * (Sent: request-answered then load-found, so it is complete at once; Not Sent: failed). The caller's
 * transaction; applyMediaEvents publishes alert-center-update.
 */
async function settle(
  api: ApiContext,
  trx: Kysely<Database>,
  link: { history_id: string; company_id: number },
  outcome: {
    status: typeof UPLOAD_SENT | typeof UPLOAD_NOT_SENT;
    storageKey: string | null;
    size: number | null;
  },
) {
  await trx
    .updateTable('media_upload_links')
    .set({ used_on: sql`now()` })
    .where('history_id', '=', link.history_id)
    .execute();
  const row = await trx
    .updateTable('video_download_histories')
    .set({
      status: outcome.status,
      storage_key: outcome.storageKey,
      size_bytes: outcome.size,
      updated_on: sql`now()`,
    })
    .where('id', '=', link.history_id)
    .where('company_id', '=', link.company_id)
    .returning(['raw_alert_id', 'channel'])
    .executeTakeFirstOrThrow();
  const alert = await waitingAlert(trx, link.company_id, row.raw_alert_id, row.channel);
  if (!alert) return;
  const events: MediaEvent[] =
    outcome.status === UPLOAD_SENT
      ? [{ type: 'request-answered', outcome: UPLOAD_SENT }, { type: 'load-found' }]
      : [{ type: 'request-answered', outcome: UPLOAD_NOT_SENT }];
  await applyMediaEvents(trx, alert, events, undefined, api.token.secret);
}

/**
 * PUT /api/media/v1/upload/{token}: the gateway's clip. Checked by its bytes (ftyp) before anything is
 * stored, so a wrong file leaves the link unused; the file is written inside the transaction and
 * removed again when the transaction fails.
 */
export async function receiveClip(api: ApiContext, token: string, bytes: Buffer, isMp4: boolean) {
  let storedKey: string | null = null;
  try {
    await api.db.transaction().execute(async (trx) => {
      const link = await usableLink(trx, token);
      if (!isMp4) throw new DomainError('media/invalid-clip');
      const key = clipStorageKey(link.company_id, link.history_id);
      await api.storage.put(key, bytes);
      storedKey = key;
      await settle(api, trx, link, { status: UPLOAD_SENT, storageKey: key, size: bytes.length });
    });
  } catch (error) {
    if (storedKey) await api.storage.remove(storedKey).catch(() => undefined);
    throw error;
  }
}

/** POST /api/media/v1/upload/{token}: the gateway could not get the clip off the device (body checked by the route). */
export async function receiveNotSent(api: ApiContext, token: string) {
  await api.db.transaction().execute(async (trx) => {
    const link = await usableLink(trx, token);
    await settle(api, trx, link, { status: UPLOAD_NOT_SENT, storageKey: null, size: null });
  });
}

/** The stored file of a Sent clip of the company, or null: the clip route answers not-found alike. */
export async function sentClipKey(db: Kysely<Database>, companyId: number, clipId: string) {
  const row = await db
    .selectFrom('video_download_histories')
    .select(['storage_key'])
    .where('id', '=', clipId)
    .where('company_id', '=', companyId)
    .where('status', '=', 'Sent')
    .executeTakeFirst();
  return row?.storage_key ?? null;
}
