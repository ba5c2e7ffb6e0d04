import { UPLOAD_SENT, videoWindowOf } from '@armada/domain';
import { ApiError } from '../../../platform/api/api-error';
import { findDownloadVideoHistories, requestFileList, vehicleVideos } from './media-api';

/** How often vehicleVideos is asked while the device is still listing, and when to give up (contract). */
export const FILE_LIST_POLL_MS = 2_000;
export const FILE_LIST_GIVE_UP_MS = 30_000;
/** The fallback read of the alert while requesting, in case a live update was missed. */
export const REQUEST_FALLBACK_MS = 5_000;

/** The alert facts every effect needs. */
export interface MediaTarget {
  id: string;
  createdOn: string;
  vehicleId: number;
  imei: string;
  channel: string;
}

/** Waits `ms` unless the run is cancelled (the promise then never settles into an event). */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** reload-history / poll: did the history get a Sent clip of this alert? */
export async function hasSentClip(target: MediaTarget, signal: AbortSignal): Promise<boolean> {
  const rows = await findDownloadVideoHistories(
    { startTime: videoWindowOf(target.createdOn).start, vehicleId: target.vehicleId, rawAlertId: target.id },
    signal,
  );
  return rows.some((row) => row.status === UPLOAD_SENT);
}

export type FileListOutcome =
  | { type: 'file-list-ready'; fileId: string }
  | { type: 'media-not-found' }
  | { type: 'device-unreachable' }
  | { type: 'request-failed'; message: string };

/** A refusal as the media machine's event: the device's silence is its own event, the rest fail. */
export function failureOf(error: unknown): FileListOutcome {
  if (error instanceof ApiError && error.code === 'media/device-unreachable')
    return { type: 'device-unreachable' };
  return { type: 'request-failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * request-file-list: asks the device for its files of the window, then reads the list after the
 * answered delay and every 2 s while pending, up to 30 s. `window` defaults to the alert's own.
 */
export async function listDeviceFiles(
  target: MediaTarget,
  signal: AbortSignal,
  forAlert = true,
): Promise<FileListOutcome> {
  const window = videoWindowOf(target.createdOn);
  try {
    const asked = await requestFileList({
      imei: target.imei,
      channel: target.channel,
      vehicleId: target.vehicleId,
      ...(forAlert ? { rawAlertId: target.id } : window),
    });
    await sleep(asked.readyAfterMs, signal);
    const giveUpAt = Date.now() + FILE_LIST_GIVE_UP_MS;
    for (;;) {
      const list = await vehicleVideos(
        {
          channel: target.channel,
          fileListOnly: true,
          vehicleId: target.vehicleId,
          start: asked.start,
          end: asked.end,
          fileListId: asked.fileListId,
        },
        signal,
      );
      if (list.status === 'ready') {
        const file = list.files[0];
        return file ? { type: 'file-list-ready', fileId: file.fileId } : { type: 'media-not-found' };
      }
      if (Date.now() + FILE_LIST_POLL_MS > giveUpAt) {
        return { type: 'request-failed', message: '' };
      }
      await sleep(FILE_LIST_POLL_MS, signal);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    return failureOf(error);
  }
}
