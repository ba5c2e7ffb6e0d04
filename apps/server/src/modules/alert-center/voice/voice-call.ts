import { randomUUID } from 'node:crypto';
import {
  DomainError,
  type ErrorCode,
  errorMessage,
  isCallCapableDevice,
  type Language,
  LIVE_CLOSE_CODES,
  type MessageParams,
  VOICE_FRAME_BYTES,
  type VoiceCallState,
  type VoiceEndReason,
  type VoiceSession,
  type VoiceStateMessage,
  voiceClientMessageSchema,
  voiceControlMessageSchema,
} from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RawData, WebSocket } from 'ws';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { GatewayClient } from '../media/gateway-client';
import { viewerOf } from '../raw-alerts/raw-alert-service';
import { type CallIdentity, findCallTarget, finishCall, openCall, recordCallStep } from './voice-calls';

/**
 * Messages a browser may send in one window: 50 frames a second is a live microphone, so four times
 * that (bursts after a stalled tab) is the most a real page sends; more is a flood, closed with 1008.
 */
export const VOICE_MESSAGE_LIMIT = { messages: 400, windowMs: 2_000 } as const;
/** Past this much unsent audio a peer is not keeping up: frames are dropped rather than queued. */
const MAX_BUFFERED_BYTES = 50 * VOICE_FRAME_BYTES;
const OPEN = 1;

export interface VoiceCallDependencies {
  db: Kysely<Database>;
  gateway: GatewayClient | null;
  log: FastifyBaseLogger;
}

interface Ending {
  state: 'ended' | 'failed';
  reason: VoiceEndReason;
  code?: ErrorCode;
  params?: MessageParams;
  /** The browser socket's close code: 1000, 1001 at shutdown, 1008 for abuse or lost rights. */
  closeCode?: number;
}

const failure = (code: ErrorCode, params?: MessageParams): Ending => ({
  state: 'failed',
  reason: 'failed',
  code,
  params,
});

function frameOf(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(new Uint8Array(data));
}

/**
 * One operator's call, from the browser's socket to the gateway's voice stream (README.md beside this
 * file): finds the alert's device, takes one of the company's call places, opens the gateway session,
 * relays 640-byte frames both ways and ends once, however it ends (hangup, the gateway, the browser
 * leaving, a refusal, shutdown), writing the row, the alert's log and the live update.
 */
export class VoiceCall {
  readonly callId = randomUUID();
  private state: VoiceCallState = 'calling';
  private identity: CallIdentity | null = null;
  private session: VoiceSession | null = null;
  private stream: WebSocket | null = null;
  private readonly frames = { toDevice: 0, fromDevice: 0, refused: 0 };
  private ending: Promise<void> | null = null;
  private window = { start: Date.now(), count: 0 };

  constructor(
    private readonly browser: WebSocket,
    private readonly deps: VoiceCallDependencies,
    readonly auth: AuthContext,
    private readonly language: Language,
    private readonly rawAlertId: string,
    private readonly onEnded: (call: VoiceCall) => void,
  ) {
    browser.on('message', (data, isBinary) => this.fromBrowser(data, isBinary));
    browser.on('close', () => void this.end({ state: 'ended', reason: 'browser-closed' }));
  }

  /** Whether the call still holds a place (for the instance's sign of life). */
  get isOpen(): boolean {
    return this.ending === null && this.identity !== null;
  }

  async start(): Promise<void> {
    this.sendState();
    try {
      await this.place();
    } catch (error) {
      // The call ended meanwhile (the browser left while its row was being stored): nothing to tell.
      if (this.ending) return;
      if (!(error instanceof DomainError)) this.deps.log.error({ err: error }, 'voice call failed');
      await this.end(
        error instanceof DomainError
          ? failure(error.code, error.params)
          : failure('media/gateway-unavailable'),
      );
    }
  }

  /** Ends the call once; later calls answer the same promise. */
  end(ending: Ending): Promise<void> {
    if (this.ending) return this.ending;
    this.state = ending.state;
    this.ending = this.close(ending);
    return this.ending;
  }

  /** When the socket's token expires (ms since the epoch); null for a token without expiry. */
  expiresAtMs: number | null = null;

  /** The user lost a scope or was deactivated while talking. */
  revoke(): Promise<void> {
    return this.end({ ...failure('auth/forbidden'), closeCode: 1008 });
  }

  /** The token expired: the same close code as the live socket's (4401), so the page logs in again. */
  expire(): Promise<void> {
    return this.end({ ...failure('auth/unauthenticated'), closeCode: LIVE_CLOSE_CODES.sessionEnded });
  }

  private async place(): Promise<void> {
    const { db, gateway } = this.deps;
    const target = await findCallTarget(db, viewerOf(this.auth), this.rawAlertId);
    if (!target) throw new DomainError('not-found');
    if (!isCallCapableDevice(target.deviceType) || !target.imei)
      throw new DomainError('media/voice-unsupported');
    this.identity = { callId: this.callId, userId: this.auth.user.id, target };
    if (!gateway) throw new DomainError('media/gateway-not-configured');
    if (this.ending) return;
    const place = await openCall(db, this.identity);
    if (!place.taken) throw new DomainError('media/call-limit', { params: { max: place.max } });
    if (this.ending) return;
    const session = await gateway.openVoiceSession(target.imei).catch((error: unknown) => {
      // An IMEI the gateway never heard from is a device it cannot reach (not a missing video).
      if (error instanceof DomainError && error.code === 'media/not-found') {
        throw new DomainError('media/device-unreachable');
      }
      throw error;
    });
    this.session = session;
    // The browser left while the gateway was opening the session: nobody will talk on it.
    if (this.ending) {
      await gateway.endVoiceSession(session.sessionId).catch(() => undefined);
      return;
    }
    await recordCallStep(db, this.callId, { gatewaySessionId: session.sessionId });
    this.connectStream(gateway, session);
  }

  private connectStream(gateway: GatewayClient, session: VoiceSession): void {
    const stream = gateway.openVoiceStream(session);
    this.stream = stream;
    stream.on('open', () => {
      if (this.ending) return;
      this.state = 'connected';
      this.sendState();
      recordCallStep(this.deps.db, this.callId, { connected: true }).catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'voice call step not stored'),
      );
    });
    stream.on('message', (data, isBinary) => this.fromDevice(data, isBinary));
    stream.on('error', (error) =>
      this.deps.log.info({ err: { message: error.message } }, 'voice stream error'),
    );
    // Closed without its 'ended' message: a gateway that went away (or refused the stream) ends the call.
    stream.on('close', () => {
      void this.end(
        this.state === 'connected'
          ? { state: 'ended', reason: 'gateway-ended' }
          : failure('media/gateway-unavailable'),
      );
    });
  }

  private fromDevice(data: RawData, isBinary: boolean): void {
    if (!isBinary) {
      const control = voiceControlMessageSchema.safeParse(safeJson(data.toString()));
      if (control.success) void this.end({ state: 'ended', reason: 'gateway-ended' });
      return;
    }
    const frame = frameOf(data);
    if (frame.length !== VOICE_FRAME_BYTES || this.state !== 'connected') return;
    this.frames.fromDevice += 1;
    if (this.browser.readyState === OPEN && this.browser.bufferedAmount <= MAX_BUFFERED_BYTES) {
      this.browser.send(frame, { binary: true });
    }
  }

  private fromBrowser(data: RawData, isBinary: boolean): void {
    if (this.ending) return;
    if (!this.withinLimit()) {
      void this.end({ ...failure('live/too-many-messages'), closeCode: 1008 });
      return;
    }
    if (!isBinary) {
      const message = voiceClientMessageSchema.safeParse(safeJson(data.toString()));
      if (message.success) void this.end({ state: 'ended', reason: 'hangup' });
      else this.frames.refused += 1;
      return;
    }
    const frame = frameOf(data);
    if (frame.length !== VOICE_FRAME_BYTES) {
      this.frames.refused += 1;
      return;
    }
    const stream = this.stream;
    // Frames before the device answers have nobody to hear them.
    if (this.state !== 'connected' || stream?.readyState !== OPEN) return;
    if (stream.bufferedAmount > MAX_BUFFERED_BYTES) return;
    stream.send(frame, { binary: true });
    this.frames.toDevice += 1;
  }

  private withinLimit(): boolean {
    const now = Date.now();
    if (now - this.window.start >= VOICE_MESSAGE_LIMIT.windowMs) this.window = { start: now, count: 0 };
    this.window.count += 1;
    return this.window.count <= VOICE_MESSAGE_LIMIT.messages;
  }

  private async close(ending: Ending): Promise<void> {
    const stream = this.stream;
    if (stream && stream.readyState <= OPEN) stream.close(1000);
    const { gateway, db, log } = this.deps;
    try {
      if (this.identity) {
        await finishCall(db, this.identity, {
          state: ending.state,
          reason: ending.reason,
          code: ending.code ?? null,
          params: ending.params,
          framesToDevice: this.frames.toDevice,
          framesFromDevice: this.frames.fromDevice,
          framesRefused: this.frames.refused,
        });
      }
    } catch (error) {
      log.error({ err: error, callId: this.callId }, 'voice call end not stored');
    }
    // The page hears the end once it is stored: reading the alert then shows the call in its log.
    this.sendState(ending.code, ending.params);
    if (this.browser.readyState === OPEN) {
      this.browser.close(ending.closeCode ?? 1000, ending.code ?? ending.reason);
    }
    try {
      if (this.session && gateway && ending.reason !== 'gateway-ended') {
        // Already over at the gateway (it saw the stream close first) is not-found: nothing left to end.
        await gateway.endVoiceSession(this.session.sessionId).catch(() => undefined);
      }
    } finally {
      this.onEnded(this);
    }
  }

  private sendState(code?: ErrorCode, params?: MessageParams): void {
    if (this.browser.readyState !== OPEN) return;
    const message: VoiceStateMessage = { type: 'state', state: this.state, callId: this.callId };
    if (code) {
      message.code = code;
      message.message = errorMessage(code, this.language, params);
    }
    this.browser.send(JSON.stringify(message));
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
