import {
  DomainError,
  requestFileListInputSchema,
  setUploadMediaInputSchema,
  vehicleVideosInputSchema,
  videoWindowOf,
} from '@armada/domain';
import type { AuthContext } from '../../../auth/guard';
import type { ApiContext } from '../../context';
import { dashcamVehicle, gatewayOf, mediaAlert } from './media-access';
import { historyRows, presentHistory } from './media-history';
import { newUploadToken, UPLOAD_PATH_PREFIX } from './media-links';

/** The IMEI the client names must be the vehicle's: a stale popup never asks another device. */
function checkImei(given: string, vehicleImei: string) {
  if (given !== vehicleImei) {
    throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'imei', code: 'invalid-value' }] });
  }
}

/** requestFileList: asks the dashcam for the files of an alert's window (or a window of at most 60 s). */
export async function requestFileList(api: ApiContext, auth: AuthContext, input: unknown) {
  const parsed = requestFileListInputSchema.parse(input ?? {});
  const vehicle = await dashcamVehicle(api.db, auth, parsed.vehicleId);
  let window = { start: parsed.start ?? '', end: parsed.end ?? '' };
  if (parsed.rawAlertId) {
    const { row } = await mediaAlert(api.db, auth, parsed.rawAlertId);
    if (row.vehicle_id !== vehicle.id) throw new DomainError('not-found');
    window = videoWindowOf(row.created_on);
  }
  checkImei(parsed.imei, vehicle.imei);
  const accepted = await gatewayOf(api).requestFileList(vehicle.imei, {
    channel: parsed.channel,
    startTime: new Date(window.start).toISOString(),
    endTime: new Date(window.end).toISOString(),
  });
  return { fileListId: accepted.fileListId, readyAfterMs: accepted.readyAfterMs, ...window };
}

const overlaps = (start: string, end: string, from: string, to: string) =>
  Date.parse(start) <= Date.parse(to) && Date.parse(end) >= Date.parse(from);

/** vehicleVideos: the device's list (when asked for one) and the vehicle's Sent clips of the window. */
export async function vehicleVideos(api: ApiContext, auth: AuthContext, input: unknown) {
  const parsed = vehicleVideosInputSchema.parse(input ?? {});
  const vehicle = await dashcamVehicle(api.db, auth, parsed.vehicleId);
  let status = 'none';
  let files: { fileId: string; channel: string; startTime: string; endTime: string; sizeBytes: number }[] =
    [];
  if (parsed.fileListId) {
    const list = await gatewayOf(api).fileList(parsed.fileListId);
    status = list.status;
    if (list.status === 'ready') {
      files = list.files
        .filter((file) => file.channel === parsed.channel)
        .filter((file) => overlaps(file.startTime, file.endTime, parsed.start, parsed.end))
        .map((file) => ({ ...file }));
    }
  }
  const videos = parsed.fileListOnly
    ? []
    : await historyRows(api.db, auth.companyId)
        .where('h.vehicle_id', '=', vehicle.id)
        .where('h.channel', '=', parsed.channel)
        .where('h.status', '=', 'Sent')
        .where('h.start_time', '<=', new Date(parsed.end))
        .where('h.end_time', '>=', new Date(parsed.start))
        .orderBy('h.created_on', 'desc')
        .execute();
  return {
    status,
    fileListId: parsed.fileListId ?? null,
    files,
    videos: videos.map((row) => presentHistory(api.token.secret, row)),
  };
}

/**
 * setUploadMedia: a history row `requested` and a one-time upload link, then the gateway is asked to
 * upload there. Stored first so the link exists when the device answers; if the gateway refuses, the
 * row and link are removed again and its catalogue error answers.
 */
export async function setUploadMedia(api: ApiContext, auth: AuthContext, input: unknown) {
  const parsed = setUploadMediaInputSchema.parse(input ?? {});
  const gateway = gatewayOf(api);
  let clip: {
    rawAlertId: string | null;
    vehicleId: number;
    fileId: string;
    channel: string;
    start: string;
    end: string;
  };
  if (parsed.rawAlertInput) {
    const { row } = await mediaAlert(api.db, auth, parsed.rawAlertInput.rawAlertId);
    const window = videoWindowOf(row.created_on);
    clip = {
      rawAlertId: row.id,
      vehicleId: row.vehicle_id ?? 0,
      fileId: parsed.rawAlertInput.fileId,
      channel: parsed.rawAlertInput.channel,
      ...window,
    };
  } else {
    const bsj = parsed.bsjInput;
    if (!bsj)
      throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'bsjInput', code: 'required' }] });
    clip = {
      rawAlertId: null,
      vehicleId: bsj.vehicleId,
      fileId: bsj.fileId,
      channel: bsj.channel,
      start: bsj.startTime,
      end: bsj.endTime,
    };
  }
  const vehicle = await dashcamVehicle(api.db, auth, clip.vehicleId);
  checkImei(parsed.imei, vehicle.imei);
  const link = newUploadToken();
  const historyId = await api.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('video_download_histories')
      .values({
        company_id: auth.companyId,
        raw_alert_id: clip.rawAlertId,
        vehicle_id: vehicle.id,
        channel: clip.channel,
        file_id: clip.fileId,
        start_time: new Date(clip.start),
        end_time: new Date(clip.end),
        status: 'requested',
        requested_by: auth.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('media_upload_links')
      .values({
        token_hash: link.tokenHash,
        company_id: auth.companyId,
        history_id: row.id,
        expires_on: link.expiresOn,
      })
      .execute();
    return row.id;
  });
  try {
    await gateway.requestUpload(
      vehicle.imei,
      clip.fileId,
      `${api.publicUrl}${UPLOAD_PATH_PREFIX}/${link.token}`,
    );
  } catch (error) {
    await api.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('media_upload_links').where('history_id', '=', historyId).execute();
      await trx.deleteFrom('video_download_histories').where('id', '=', historyId).execute();
    });
    throw error;
  }
  const stored = await historyRows(api.db, auth.companyId)
    .where('h.id', '=', historyId)
    .executeTakeFirstOrThrow();
  return presentHistory(api.token.secret, stored);
}
