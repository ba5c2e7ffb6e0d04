import { VOICE_CALL_STATES, VOICE_SOCKET_PATH, VOICE_STREAM } from '@armada/domain';
import { z } from 'zod';

/** `/ws/voice` on the page's own host, with the session token and the alert (media contract 'Voice'). */
export function voiceSocketUrl(
  token: string,
  rawAlertId: string,
  base: string = window.location.href,
): string {
  const url = new URL(VOICE_SOCKET_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  url.searchParams.set('token', token);
  url.searchParams.set('rawAlertId', rawAlertId);
  return url.toString();
}

const stateMessageSchema = z.object({
  type: z.literal('state'),
  state: z.enum(VOICE_CALL_STATES),
  code: z.string().optional(),
  message: z.string().optional(),
  callId: z.string(),
});
export type VoiceStateMessage = z.infer<typeof stateMessageSchema>;

/** A text message of the relay, or null when it is not a state message of the contract. */
export function parseVoiceMessage(text: string): VoiceStateMessage | null {
  try {
    const parsed = stateMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface VoiceSocketHandlers {
  onState(message: VoiceStateMessage): void;
  /** One 640-byte frame of the device's audio. */
  onFrame(frame: ArrayBuffer): void;
  /** The socket closed without the relay saying why (refused before upgrade, network loss). */
  onClose(code: number): void;
}

// Closing right after the hangup could drop it unsent; the relay closes first in the usual case.
const HANGUP_GRACE_MS = 1000;

/** One call's socket: state messages in, 640-byte PCM frames both ways, `{type:'hangup'}` out. */
export class VoiceSocket {
  private readonly socket: WebSocket;

  constructor(url: string, handlers: VoiceSocketHandlers) {
    this.socket = new WebSocket(url);
    this.socket.binaryType = 'arraybuffer';
    this.socket.onmessage = (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (typeof data === 'string') {
        const message = parseVoiceMessage(data);
        if (message) handlers.onState(message);
      } else if (data instanceof ArrayBuffer && data.byteLength === VOICE_STREAM.frameBytes) {
        handlers.onFrame(data);
      }
    };
    this.socket.onclose = (event) => handlers.onClose(event.code);
  }

  /** Sends one microphone frame; false when it was not sent (socket not open, wrong size). */
  sendFrame(frame: ArrayBuffer): boolean {
    if (this.socket.readyState !== WebSocket.OPEN || frame.byteLength !== VOICE_STREAM.frameBytes)
      return false;
    this.socket.send(frame);
    return true;
  }

  /** Asks the relay to end the call; the socket closes when the relay closes it, or after a grace. */
  hangup() {
    if (this.socket.readyState !== WebSocket.OPEN) {
      this.close();
      return;
    }
    this.socket.send(JSON.stringify({ type: 'hangup' }));
    this.detach();
    window.setTimeout(() => this.close(), HANGUP_GRACE_MS);
  }

  close() {
    this.detach();
    if (this.socket.readyState === WebSocket.CONNECTING || this.socket.readyState === WebSocket.OPEN) {
      this.socket.close(1000);
    }
  }

  private detach() {
    this.socket.onmessage = null;
    this.socket.onclose = null;
  }
}
