import type { MediaState } from '@armada/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RawAlert } from '../raw-alert';
import {
  type AlertMediaFields,
  type AlertMediaTransition,
  fetchAlertMedia,
  mediaKeys,
  setUploadMedia,
  updateAlertMediaState,
} from './media-api';
import {
  failureOf,
  hasSentClip,
  listDeviceFiles,
  type MediaTarget,
  REQUEST_FALLBACK_MS,
  sleep,
} from './media-effects';
import { useOnlineStatus } from './useOnlineStatus';

type Effect = AlertMediaTransition['effect'];

interface Machine {
  state: MediaState;
  effect: Effect;
  /** Every adopted answer runs its effect once, even when it repeats the last one. */
  seq: number;
}

const STOP: Effect = { type: 'stop', afterMs: null, toast: null };

const stateOf = (
  fields: Pick<AlertMediaTransition, 'pollingStatus' | 'retryCount' | 'canRequest' | 'canCheck'>,
) =>
  ({
    pollingStatus: fields.pollingStatus,
    retryCount: fields.retryCount,
    canRequest: fields.canRequest,
    canCheck: fields.canCheck,
  }) as MediaState;

const sameState = (a: MediaState, b: MediaState) =>
  a.pollingStatus === b.pollingStatus && a.retryCount === b.retryCount;

export interface AlertMediaView {
  /** null while the media fields load; `hasMedia` false for an alert without media. */
  fields: AlertMediaFields | undefined;
  hasMedia: boolean;
  state: MediaState | null;
  online: boolean;
  busy: boolean;
  error: string | null;
  loadError: unknown;
  request(): void;
  check(): void;
}

/**
 * The alert popup's side of the media machine (issue 19, alert-center-and-platform.md section 4):
 * the server computes every transition (updateAlertMediaState, refused when another operator moved
 * the state on), this hook performs the answered effect with its timers, pauses while offline and
 * sends `resume` on mount (a restored popup) and when the browser is back online. A live
 * alert-center-update of the alert (the `alert` prop changes) and, while requesting, a read every
 * 5 s bring in what the server applied itself (the device's upload).
 */
export function useAlertMedia(alert: RawAlert): AlertMediaView {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const query = useQuery({
    queryKey: mediaKeys.alert(alert.id),
    queryFn: ({ signal }) => fetchAlertMedia(alert.id, signal),
  });
  const fields = query.data;
  const [machine, setMachine] = useState<Machine | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(machine);
  current.current = machine;
  const fileId = useRef<string | null>(null);
  const sending = useRef(0);

  const adopt = useCallback((state: MediaState, effect: Effect) => {
    setMachine((last) => ({ state, effect, seq: (last?.seq ?? 0) + 1 }));
  }, []);

  const send = useCallback(
    async (type: string, outcome?: string) => {
      const from = current.current?.state;
      if (!from) return;
      sending.current += 1;
      setBusy(true);
      try {
        const answer = await updateAlertMediaState({
          rawAlertId: alert.id,
          type,
          outcome,
          fromStatus: from.pollingStatus,
          fromRetryCount: from.retryCount,
        });
        // Refused: another operator moved it on; the answer holds the stored state and stop.
        adopt(stateOf(answer), answer.accepted ? answer.effect : STOP);
        if (answer.pollingStatus === 'complete')
          void queryClient.invalidateQueries({ queryKey: mediaKeys.alert(alert.id) });
      } catch (failure) {
        setError(
          failure instanceof Error && failure.message ? failure.message : t('alertMedia.requestFailed'),
        );
      } finally {
        sending.current -= 1;
        setBusy(sending.current > 0);
      }
    },
    [alert.id, adopt, queryClient, t],
  );

  // The first read (a new or restored popup) resumes the unfinished step; later reads (live update,
  // fallback) adopt a state another operator or the server's upload route moved on.
  useEffect(() => {
    if (!fields?.pollingStatus) return;
    const read = stateOf({
      pollingStatus: fields.pollingStatus,
      retryCount: fields.retryCount ?? 0,
      canRequest: fields.canRequest ?? false,
      canCheck: fields.canCheck ?? false,
    });
    const last = current.current;
    if (!last) {
      current.current = { state: read, effect: STOP, seq: 0 };
      setMachine(current.current);
      void send('resume');
    } else if (!sameState(last.state, read) && sending.current === 0) {
      adopt(read, STOP);
    }
  }, [fields, send, adopt]);

  // Back online: the paused step resumes (a poll missed while offline never counted as a miss).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && current.current) void send('resume');
    wasOnline.current = online;
  }, [online, send]);

  // A live alert-center-update of this alert: read its media fields again.
  const firstAlert = useRef(alert);
  useEffect(() => {
    if (alert !== firstAlert.current)
      void queryClient.invalidateQueries({ queryKey: mediaKeys.alert(alert.id) });
  }, [alert, queryClient]);

  const target: MediaTarget | null =
    fields?.mediaImei && fields.mediaChannel && fields.vehicleId != null
      ? {
          id: alert.id,
          createdOn: alert.createdOn,
          vehicleId: fields.vehicleId,
          imei: fields.mediaImei,
          channel: fields.mediaChannel,
        }
      : null;
  const targetKey = target && JSON.stringify(target);

  // The effect run reads these through a ref: a new `t` (language switch) must not restart a step.
  const tools = useRef({ send, message, t });
  tools.current = { send, message, t };
  // Each answer's effect starts once: coming back online sends resume (a fresh answer) instead of
  // starting the interrupted step a second time (no second file-list request, no second toast).
  const started = useRef(-1);

  useEffect(() => {
    if (!machine || !online || !target || started.current === machine.seq) return;
    started.current = machine.seq;
    const { send, message, t } = tools.current;
    const abort = new AbortController();
    const { signal } = abort;
    const run = async () => {
      const { effect } = machine;
      switch (effect.type) {
        case 'reload-history':
          await send((await hasSentClip(target, signal)) ? 'load-found' : 'load-none');
          return;
        case 'poll':
          await sleep(effect.afterMs ?? 0, signal);
          await send((await hasSentClip(target, signal)) ? 'poll-hit' : 'poll-miss');
          return;
        case 'request-file-list': {
          const outcome = await listDeviceFiles(target, signal);
          if (outcome.type === 'file-list-ready') fileId.current = outcome.fileId;
          if (outcome.type === 'request-failed') setError(outcome.message || t('alertMedia.requestFailed'));
          await send(outcome.type);
          return;
        }
        case 'request-video':
          await sleep(effect.afterMs ?? 0, signal);
          await askUpload(target, fileId.current, send, setError, t('alertMedia.requestFailed'));
          return;
        case 'pause-waiting':
          await sleep(effect.afterMs ?? 0, signal);
          await send('waiting-paused');
          return;
        case 'toast':
          if (effect.toast === 'deviceUnreachable' || effect.toast === 'mediaNotFound') {
            void message.warning(t(`alertMedia.toast.${effect.toast}`));
          }
          return;
      }
    };
    run().catch((failure: unknown) => {
      if (!signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
    });
    return () => {
      abort.abort();
      // Only going offline keeps the mark (resume follows); StrictMode's remount must start it again.
      if (navigator.onLine) started.current = -1;
    };
    // targetKey stands for target: a new object with the same facts must not restart a timer.
  }, [machine?.seq, online, targetKey]);

  // Requesting waits for the server to apply the device's answer; the live update may be missed.
  const requesting = machine?.state.pollingStatus === 'requesting';
  useEffect(() => {
    if (!requesting || !online) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: mediaKeys.alert(alert.id) });
    }, REQUEST_FALLBACK_MS);
    return () => clearInterval(timer);
  }, [requesting, online, alert.id, queryClient]);

  return {
    fields,
    hasMedia: Boolean(fields?.pollingStatus),
    state: machine?.state ?? null,
    online,
    busy,
    error,
    loadError: query.error,
    request: () => {
      setError(null);
      void send('request-started');
    },
    check: () => {
      setError(null);
      void send('check');
    },
  };
}

async function askUpload(
  target: MediaTarget,
  fileId: string | null,
  send: (type: string) => Promise<void>,
  setError: (message: string) => void,
  fallbackMessage: string,
) {
  if (!fileId) {
    setError(fallbackMessage);
    await send('request-failed');
    return;
  }
  try {
    await setUploadMedia({
      imei: target.imei,
      rawAlertInput: { rawAlertId: target.id, fileId, channel: target.channel },
    });
  } catch (failure) {
    const outcome = failureOf(failure);
    if (outcome.type === 'request-failed') setError(outcome.message || fallbackMessage);
    await send(outcome.type);
  }
}
