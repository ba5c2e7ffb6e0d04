import {
  DomainError,
  type FileList,
  type FileListRequest,
  fileListAcceptedSchema,
  fileListSchema,
  type GatewayDevice,
  gatewayDeviceSchema,
  gatewayErrorSchema,
  gatewayHealthSchema,
  uploadAcceptedSchema,
  uploadStatusSchema,
  type VoiceSession,
  voiceSessionSchema,
} from '@armada/domain';
import WebSocket from 'ws';
import { z } from 'zod';
import type { MediaGatewayConfig } from '../../../config';

/** How long one gateway call may take before the operator is told it did not answer. */
export const GATEWAY_TIMEOUT_MS = 10_000;

export interface GatewayClientOptions {
  gateway: MediaGatewayConfig | null;
  secret: string;
  timeoutMs?: number;
}

/**
 * The server's side of docs/device-gateway.md (contract v1). Every answer is parsed with the domain's
 * contract schemas; a refusal becomes a catalogue error (media/device-unreachable, media/not-found),
 * and a gateway that is down, slow or answers outside the contract is media/gateway-unavailable, so
 * the operator sees a message and never a 500.
 */
export interface GatewayClient {
  health(): Promise<z.infer<typeof gatewayHealthSchema>>;
  device(imei: string): Promise<GatewayDevice>;
  requestFileList(imei: string, request: FileListRequest): Promise<z.infer<typeof fileListAcceptedSchema>>;
  fileList(fileListId: string): Promise<FileList>;
  requestUpload(
    imei: string,
    fileId: string,
    uploadUrl: string,
  ): Promise<z.infer<typeof uploadAcceptedSchema>>;
  uploadStatus(uploadId: string): Promise<z.infer<typeof uploadStatusSchema>>;
  /** Opens a two-way voice session; refusals: voice-unsupported, voice-busy, device-unreachable. */
  openVoiceSession(imei: string): Promise<VoiceSession>;
  /** Ends a session from our side; an unknown or already ended one is media/not-found. */
  endVoiceSession(sessionId: string): Promise<void>;
  /** Connects to a session's stream with the gateway's secret; the caller listens for open and error. */
  openVoiceStream(session: VoiceSession): WebSocket;
}

/** The contract's refusal codes, as the operator's catalogue names them. */
function refusalError(code: string): DomainError {
  switch (code) {
    case 'device-unreachable':
      return new DomainError('media/device-unreachable');
    // An IMEI the gateway does not know, or a list or upload it forgot: nothing to show either way.
    case 'device-not-found':
    case 'not-found':
      return new DomainError('media/not-found');
    case 'voice-unsupported':
      return new DomainError('media/voice-unsupported');
    case 'voice-busy':
      return new DomainError('media/voice-busy');
    // unauthorized (a wrong secret) and invalid-request are our configuration's or our code's fault.
    default:
      return new DomainError('media/gateway-unavailable');
  }
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;

  async function call<T>(
    schema: z.ZodType<T>,
    path: string,
    body?: unknown,
    method: 'GET' | 'POST' | 'DELETE' = body === undefined ? 'GET' : 'POST',
  ): Promise<T> {
    if (!options.gateway) throw new DomainError('media/gateway-not-configured');
    let response: Response;
    try {
      response = await fetch(`${options.gateway.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secret}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new DomainError('media/gateway-unavailable');
    }
    // A 204 (DELETE) has no body: it parses as null.
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const refusal = gatewayErrorSchema.safeParse(json);
      throw refusal.success ? refusalError(refusal.data.code) : new DomainError('media/gateway-unavailable');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new DomainError('media/gateway-unavailable');
    return parsed.data;
  }

  const device = (imei: string) => `/v1/devices/${encodeURIComponent(imei)}`;
  return {
    health: () => call(gatewayHealthSchema, '/v1/health'),
    device: (imei) => call(gatewayDeviceSchema, device(imei)),
    requestFileList: (imei, request) => call(fileListAcceptedSchema, `${device(imei)}/file-lists`, request),
    fileList: (id) => call(fileListSchema, `/v1/file-lists/${encodeURIComponent(id)}`),
    requestUpload: (imei, fileId, uploadUrl) =>
      call(uploadAcceptedSchema, `${device(imei)}/uploads`, { fileId, uploadUrl }),
    uploadStatus: (id) => call(uploadStatusSchema, `/v1/uploads/${encodeURIComponent(id)}`),
    openVoiceSession: (imei) => call(voiceSessionSchema, `${device(imei)}/voice-sessions`, {}),
    endVoiceSession: async (id) => {
      await call(z.null(), `/v1/voice-sessions/${encodeURIComponent(id)}`, undefined, 'DELETE');
    },
    openVoiceStream: (session) =>
      new WebSocket(session.streamUrl, {
        headers: { authorization: `Bearer ${options.secret}` },
        handshakeTimeout: timeoutMs,
        maxPayload: 64 * 1024,
      }),
  };
}
