import { MEDIA_TIMING, UPLOAD_NOT_SENT, UPLOAD_SENT, type VideoChannelKind } from '@armada/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertMediaFields, mediaKeys, setUploadMedia } from './media-api';
import {
  type FileListOutcome,
  failureOf,
  listDeviceFiles,
  REQUEST_FALLBACK_MS,
  sleep,
} from './media-effects';

export type ChannelRequestPhase = 'idle' | 'requesting' | 'failed';

export interface ChannelClipRequest {
  phase: ChannelRequestPhase;
  /** Whether the dashcam can be asked (its IMEI and this channel are known). */
  available: boolean;
  /** Why the last request failed (the server's or the device's words), when it did. */
  error: string | null;
  request(): void;
}

interface ChannelTarget {
  alertId: string;
  createdOn: string;
  fields: AlertMediaFields | undefined;
  kind: VideoChannelKind;
  /** The device's name of the channel (CH03, 3), null when the device type is unknown. */
  channel: string | null;
}

/**
 * Asks the dashcam for the clip of the alert's OTHER camera (issue 19 item 4: 'a video player in the
 * popup with both channels'). The alert's own channel runs the media machine of section 4; this one
 * is asked only by hand: the device's file list for the alert's window, the 5 s wait, then the
 * upload request. The stored history row (status requested) is the state, so a reloaded popup still
 * shows the request and keeps reading until the clip is Sent or Not Sent.
 */
export function useChannelClipRequest(target: ChannelTarget): ChannelClipRequest {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { alertId, createdOn, fields, kind, channel } = target;

  const newest = fields?.videoData.find((row) => row.channelKind === kind);
  const waitingForDevice =
    newest?.status !== undefined &&
    newest.status !== UPLOAD_SENT &&
    newest.status !== UPLOAD_NOT_SENT &&
    // Past the upload link's life the device can no longer answer: the request is given up.
    Date.now() - Date.parse(newest.createdOn) < MEDIA_TIMING.uploadLinkLifeMs;

  // The device uploads through the server; read the alert again until its row is answered.
  useEffect(() => {
    if (!waitingForDevice) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: mediaKeys.alert(alertId) });
    }, REQUEST_FALLBACK_MS);
    return () => clearInterval(timer);
  }, [waitingForDevice, alertId, queryClient]);

  useEffect(() => () => abort.current?.abort(), []);

  const request = useCallback(() => {
    if (!fields?.mediaImei || fields.vehicleId == null || !channel) return;
    const imei = fields.mediaImei;
    const media = { id: alertId, createdOn, vehicleId: fields.vehicleId, imei, channel };
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const failed = (outcome: FileListOutcome) => {
      if (outcome.type === 'device-unreachable' || outcome.type === 'media-not-found') {
        const toast = outcome.type === 'device-unreachable' ? 'deviceUnreachable' : 'mediaNotFound';
        void message.warning(t(`alertMedia.toast.${toast}`));
      } else if (outcome.type === 'request-failed') {
        setError(outcome.message || t('alertMedia.requestFailed'));
      }
    };
    setError(null);
    setAsking(true);
    void (async () => {
      try {
        const listed = await listDeviceFiles(media, controller.signal);
        if (listed.type !== 'file-list-ready') return failed(listed);
        await sleep(MEDIA_TIMING.requestDelayMs, controller.signal);
        await setUploadMedia({
          imei,
          rawAlertInput: { rawAlertId: alertId, fileId: listed.fileId, channel },
        });
        await queryClient.invalidateQueries({ queryKey: mediaKeys.alert(alertId) });
      } catch (failure) {
        if (!controller.signal.aborted) failed(failureOf(failure));
      } finally {
        if (!controller.signal.aborted) setAsking(false);
      }
    })();
  }, [fields, channel, alertId, createdOn, message, queryClient, t]);

  const phase: ChannelRequestPhase =
    asking || waitingForDevice
      ? 'requesting'
      : error || newest?.status === UPLOAD_NOT_SENT
        ? 'failed'
        : 'idle';
  const available = Boolean(fields?.mediaImei && fields.vehicleId != null && channel);
  return { phase, available, error, request };
}
