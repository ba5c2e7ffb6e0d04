import { useCallback, useEffect, useRef, useState } from 'react';
import { readToken } from '../../../platform/session/token-storage';
import { activeCall, setActiveCall } from './active-call';
import { type VoiceAudio, VoiceAudioError, type VoiceAudioErrorKind } from './voice-audio';
import { VoiceSocket, voiceSocketUrl } from './voice-socket';

export type VoiceCallPhase = 'idle' | 'calling' | 'connected' | 'ended' | 'failed';

export interface VoiceCallState {
  phase: VoiceCallPhase;
  /** The relay's catalogue message, or the microphone's problem (an i18n key of alertVoice.errors). */
  message?: string;
  audioError?: VoiceAudioErrorKind;
  connectedAt?: number;
  framesSent: number;
  framesReceived: number;
}

export interface UseVoiceCallOptions {
  alertId: string;
  audio: () => VoiceAudio;
  /** Another address than this page's `/ws/voice` (tests); token and rawAlertId are added to it. */
  url?: string;
}

const COUNT_REFRESH_MS = 500;

/**
 * One alert's call (media contract 'Voice'): the microphone first (a refusal places no call), then
 * the relay's socket; ends on hang up, on the relay's word, on unmount (the popup closed) and on
 * page unload, and the microphone is released every time.
 */
export function useVoiceCall({ alertId, audio, url }: UseVoiceCallOptions) {
  const [state, setState] = useState<VoiceCallState>({ phase: 'idle', framesSent: 0, framesReceived: 0 });
  const session = useRef<{
    socket: VoiceSocket | null;
    audio: VoiceAudio;
    sent: number;
    received: number;
  } | null>(null);
  const audioFactory = useRef(audio);
  audioFactory.current = audio;

  const release = useCallback(
    (hangup: boolean) => {
      const current = session.current;
      if (!current) return;
      session.current = null;
      if (hangup) current.socket?.hangup();
      else current.socket?.close();
      current.audio.stop();
      if (activeCall() === alertId) setActiveCall(null);
      setState((previous) => ({ ...previous, framesSent: current.sent, framesReceived: current.received }));
    },
    [alertId],
  );

  const start = useCallback(async () => {
    if (session.current || (activeCall() !== null && activeCall() !== alertId)) return;
    const token = readToken();
    if (!token) return;
    const current = {
      socket: null as VoiceSocket | null,
      audio: audioFactory.current(),
      sent: 0,
      received: 0,
    };
    session.current = current;
    setActiveCall(alertId);
    setState({ phase: 'calling', framesSent: 0, framesReceived: 0 });
    try {
      await current.audio.start((frame) => {
        if (current.socket?.sendFrame(frame)) current.sent += 1;
      });
    } catch (error) {
      release(false);
      const kind = error instanceof VoiceAudioError ? error.kind : 'micFailed';
      setState((previous) => ({ ...previous, phase: 'failed', audioError: kind }));
      return;
    }
    if (session.current !== current) return;
    current.socket = new VoiceSocket(withParams(url, token, alertId), {
      onState: (message) => {
        if (message.state === 'connected') {
          setState((previous) => ({ ...previous, phase: 'connected', connectedAt: Date.now() }));
        } else if (message.state === 'calling') {
          setState((previous) => ({ ...previous, phase: 'calling' }));
        } else {
          release(false);
          setState((previous) => ({ ...previous, phase: message.state, message: message.message }));
        }
      },
      onFrame: (frame) => {
        current.received += 1;
        current.audio.play(frame);
      },
      onClose: () => {
        if (session.current !== current) return;
        release(false);
        setState((previous) => ({ ...previous, phase: 'failed' }));
      },
    });
  }, [alertId, release, url]);

  const hangup = useCallback(() => {
    if (!session.current) return;
    release(true);
    setState((previous) => ({ ...previous, phase: 'ended' }));
  }, [release]);

  const reset = useCallback(() => {
    if (!session.current) setState({ phase: 'idle', framesSent: 0, framesReceived: 0 });
  }, []);

  const active = state.phase === 'calling' || state.phase === 'connected';
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => {
      const current = session.current;
      if (current)
        setState((previous) => ({ ...previous, framesSent: current.sent, framesReceived: current.received }));
    }, COUNT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  useEffect(() => {
    const onUnload = () => release(true);
    window.addEventListener('pagehide', onUnload);
    return () => {
      window.removeEventListener('pagehide', onUnload);
      release(true);
    };
  }, [release]);

  return { state, start, hangup, reset };
}

function withParams(base: string | undefined, token: string, alertId: string): string {
  if (!base) return voiceSocketUrl(token, alertId);
  const url = new URL(base);
  url.searchParams.set('token', token);
  url.searchParams.set('rawAlertId', alertId);
  return url.toString();
}
