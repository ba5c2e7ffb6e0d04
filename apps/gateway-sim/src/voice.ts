import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { VOICE_STREAM, type VoiceSession, voiceControlMessageSchema } from '@armada/domain';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { isAuthorized, pathSegmentsOf, Refusal } from './http';

/** 20 ms of 16 kHz mono 16-bit PCM: section 9's voice buffer. */
const FRAME_MS = 20;
const SAMPLES_PER_FRAME = VOICE_STREAM.frameBytes / 2;
const TONE_HZ = 440;
const TONE_AMPLITUDE = Math.round(0.3 * 32_767);
/** A session nobody connects to frees its device after this long. */
const CONNECT_WITHIN_MS = 30_000;
/** Past this much unsent audio the reader is not keeping up; frames are dropped rather than queued. */
const MAX_BUFFERED_BYTES = 50 * VOICE_STREAM.frameBytes;
const KEPT_ENDED_SESSIONS = 500;

/**
 * GET /v1/voice-sessions/{sessionId}: a simulator-only extension of the contract (docs/device-gateway.md)
 * for tests, which count the frames that flowed each way.
 */
export const simVoiceSessionStateSchema = z.object({
  sessionId: z.string(),
  imei: z.string(),
  state: z.enum(['waiting', 'connected', 'ended']),
  framesIn: z.number().int().nonnegative(),
  framesOut: z.number().int().nonnegative(),
  endReason: z.string().nullable(),
});
export type SimVoiceSessionState = z.infer<typeof simVoiceSessionStateSchema>;

/** GET /v1/voice-sessions?imei=: a device's sessions, newest first (simulator only, for tests). */
export const simVoiceSessionListSchema = z.object({ sessions: z.array(simVoiceSessionStateSchema) });

interface Session extends SimVoiceSessionState {
  socket: WebSocket | null;
  timer: NodeJS.Timeout | null;
  phase: number;
}

/** One 640-byte frame of a continuous 440 Hz tone; `phase` carries on from the previous frame. */
export function toneFrame(phase: number): { frame: Buffer; phase: number } {
  const frame = Buffer.alloc(VOICE_STREAM.frameBytes);
  const step = (2 * Math.PI * TONE_HZ) / VOICE_STREAM.sampleRate;
  let at = phase;
  for (let sample = 0; sample < SAMPLES_PER_FRAME; sample += 1) {
    frame.writeInt16LE(Math.round(TONE_AMPLITUDE * Math.sin(at)), sample * 2);
    at += step;
  }
  return { frame, phase: at % (2 * Math.PI) };
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Voice sessions on the stream port: each device takes one call at a time; once our server connects
 * the device speaks a tone every 20 ms and echoes every frame it hears.
 */
export class VoiceSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly server: Server = createServer((_request, response) => {
    response.writeHead(426, { Connection: 'close' }).end();
  });

  constructor(
    private readonly secret: string,
    private readonly host: string,
  ) {
    this.server.on('upgrade', (request, socket, head) => this.upgrade(request, socket, head));
  }

  async listen(port: number): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.host, () => resolve());
    });
    return (this.server.address() as AddressInfo).port;
  }

  open(imei: string): VoiceSession {
    for (const session of this.sessions.values()) {
      if (session.imei === imei && session.state !== 'ended') {
        throw new Refusal(409, 'voice-busy', 'The device is already in a call.');
      }
    }
    const sessionId = randomUUID();
    const session: Session = {
      sessionId,
      imei,
      state: 'waiting',
      framesIn: 0,
      framesOut: 0,
      endReason: null,
      socket: null,
      timer: setTimeout(() => this.end(session, 'No stream connected in time.'), CONNECT_WITHIN_MS),
      phase: 0,
    };
    this.sessions.set(sessionId, session);
    const port = (this.server.address() as AddressInfo).port;
    return {
      sessionId,
      streamUrl: `ws://${this.host}:${port}/v1/voice/${sessionId}`,
      sampleRate: VOICE_STREAM.sampleRate,
      frameBytes: VOICE_STREAM.frameBytes,
      encoding: VOICE_STREAM.encoding,
    };
  }

  stateOf(sessionId: string): SimVoiceSessionState | null {
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    const { socket: _socket, timer: _timer, phase: _phase, ...state } = session;
    return state;
  }

  /** The sessions of one device, newest first (simulator only: GET /v1/voice-sessions?imei=). */
  sessionsOf(imei: string): SimVoiceSessionState[] {
    return [...this.sessions.values()]
      .filter((session) => session.imei === imei)
      .reverse()
      .map((session) => this.stateOf(session.sessionId)!);
  }

  /** Ends a call from our server's side; false when it is unknown or already over. */
  hangUp(sessionId: string): boolean {
    const session = this.sessions.get(sessionId);
    if (!session || session.state === 'ended') return false;
    this.end(session, 'Ended by the server.');
    return true;
  }

  async close(): Promise<void> {
    for (const session of this.sessions.values()) {
      if (session.state !== 'ended') this.end(session, 'The gateway is stopping.');
    }
    for (const client of this.sockets.clients) client.terminate();
    this.sockets.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!isAuthorized(request.headers.authorization, this.secret)) {
      refuseUpgrade(socket, 401, 'Unauthorized');
      return;
    }
    let segments: string[] = [];
    try {
      segments = pathSegmentsOf(request.url);
    } catch {
      // A broken path names no session: the same 404 as an unknown one.
    }
    const [version, voice, id, ...rest] = segments;
    const isSessionPath = version === 'v1' && voice === 'voice' && id !== undefined && rest.length === 0;
    const session = isSessionPath ? this.sessions.get(id) : undefined;
    if (session?.state !== 'waiting') {
      refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (ws) => this.connect(session, ws));
  }

  private connect(session: Session, ws: WebSocket): void {
    if (session.timer) clearTimeout(session.timer);
    session.socket = ws;
    session.state = 'connected';
    session.timer = setInterval(() => this.speak(session), FRAME_MS);
    ws.on('message', (data, isBinary) => this.hear(session, data, isBinary));
    ws.on('close', () => this.end(session, 'The server left the call.'));
    ws.on('error', () => this.end(session, 'The stream failed.'));
  }

  private speak(session: Session): void {
    const ws = session.socket;
    if (!ws || ws.readyState !== ws.OPEN || ws.bufferedAmount > MAX_BUFFERED_BYTES) return;
    const { frame, phase } = toneFrame(session.phase);
    session.phase = phase;
    ws.send(frame, { binary: true });
    session.framesOut += 1;
  }

  private hear(session: Session, data: RawData, isBinary: boolean): void {
    const ws = session.socket;
    if (!ws || session.state !== 'connected') return;
    if (!isBinary) {
      this.end(session, 'Only binary audio frames are taken.', 1003);
      return;
    }
    const frame = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(new Uint8Array(data));
    if (frame.length !== VOICE_STREAM.frameBytes) {
      this.end(session, `A frame is ${VOICE_STREAM.frameBytes} bytes, not ${frame.length}.`, 1007);
      return;
    }
    session.framesIn += 1;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return;
    ws.send(frame, { binary: true });
    session.framesOut += 1;
  }

  private end(session: Session, reason: string, closeCode = 1000): void {
    if (session.state === 'ended') return;
    session.state = 'ended';
    session.endReason = reason;
    if (session.timer) {
      clearTimeout(session.timer);
      clearInterval(session.timer);
      session.timer = null;
    }
    const ws = session.socket;
    session.socket = null;
    if (ws && ws.readyState === ws.OPEN) {
      ws.send(JSON.stringify(voiceControlMessageSchema.parse({ type: 'ended', reason })));
      // A close reason is at most 123 bytes.
      ws.close(closeCode, reason.slice(0, 120));
    }
    this.forgetOldSessions();
  }

  private forgetOldSessions(): void {
    const ended = [...this.sessions.values()].filter((session) => session.state === 'ended');
    for (const session of ended.slice(0, Math.max(0, ended.length - KEPT_ENDED_SESSIONS))) {
      this.sessions.delete(session.sessionId);
    }
  }
}
