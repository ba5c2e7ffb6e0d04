import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import type { Scope } from '../scopes';
import { VOICE_STREAM } from './devices';

/**
 * The operator's two-way call with a dashcam (issue 19 item 5): the browser's socket
 * `GET /ws/voice?token=&rawAlertId=` relays 640-byte PCM frames both ways through our server to the
 * device gateway's voice session (docs/device-gateway.md). The server and the web import these names.
 */

/** Both are needed to open a call (section 6: the two-way communication scope and all-module). */
export const VOICE_SCOPES = [
  'b3f-two-way-communication:read',
  'all-module:read',
] as const satisfies readonly Scope[];

export const VOICE_SOCKET_PATH = '/ws/voice';

export const VOICE_CALL_STATES = ['calling', 'connected', 'ended', 'failed'] as const;
export type VoiceCallState = (typeof VOICE_CALL_STATES)[number];

/** Server to browser, as a JSON text message; audio arrives as binary frames of `VOICE_STREAM.frameBytes`. */
export interface VoiceStateMessage {
  type: 'state';
  state: VoiceCallState;
  /** With failed (and with an ended that the server forced): a catalogue code. */
  code?: ErrorCode;
  /** The code's message in the socket's language (Accept-Language or ?lang=). */
  message?: string;
  callId: string;
}

/** Browser to server, as a JSON text message; the microphone goes as binary frames. */
export const voiceClientMessageSchema = z.object({ type: z.literal('hangup') });

/** Only frames of exactly this size are relayed; others are dropped and counted. */
export const VOICE_FRAME_BYTES = VOICE_STREAM.frameBytes;

/** How a call ended, as stored on the call and written to the alert's log. */
export const VOICE_END_REASONS = [
  /** The operator hung up. */
  'hangup',
  /** The gateway (the device, or the gateway itself) ended the session. */
  'gateway-ended',
  /** The operator's page closed its socket (closed the tab, lost the network). */
  'browser-closed',
  /** Our server was stopping. */
  'server-shutdown',
  /** The call never started or broke off: the row's code says why. */
  'failed',
] as const;
export type VoiceEndReason = (typeof VOICE_END_REASONS)[number];

/** Simultaneous calls (calling or connected) of one company: a company setting, 2 unless changed. */
export const VOICE_CALL_LIMIT = { default: 2, min: 1, max: 50 } as const;

const END_WORDS: Record<VoiceEndReason, string> = {
  hangup: 'ditutup operator',
  'gateway-ended': 'diakhiri perangkat',
  'browser-closed': 'halaman operator ditutup',
  'server-shutdown': 'server dihentikan',
  failed: 'gagal',
};

/**
 * The `data` of the alert's 'Call' log entry: how the call ended and how long it was connected, in
 * Indonesian like every stored log text (the popup and Notification Detail show it as it is).
 * Examples: 'Panggilan berakhir (ditutup operator), durasi 42 detik'; 'Panggilan gagal, durasi 0 detik:
 * Perangkat sedang dalam panggilan lain. Silakan coba lagi nanti.'
 */
export function voiceCallLogText(
  reason: VoiceEndReason,
  connectedSeconds: number,
  failureMessage?: string,
): string {
  if (reason === 'failed') {
    return `Panggilan gagal, durasi ${connectedSeconds} detik${failureMessage ? `: ${failureMessage}` : ''}`;
  }
  return `Panggilan berakhir (${END_WORDS[reason]}), durasi ${connectedSeconds} detik`;
}
