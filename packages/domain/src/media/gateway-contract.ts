import { z } from 'zod';
import { DASHCAM_DEVICE_TYPES, VOICE_STREAM } from './devices';

/**
 * The device gateway contract, version 1: what our server asks of a gateway that speaks JT/T 808/1078
 * to dashcams (docs/device-gateway.md is its prose). The simulated gateway and the server's client
 * both parse with these schemas, so a change here is a change of the contract.
 */

export const GATEWAY_CONTRACT_VERSION = 'v1';

/** An instant on the wire: ISO 8601 with its offset. */
const instant = z.iso.datetime({ offset: true });

/** What a gateway answers when it refuses; `code` is one of `GATEWAY_ERROR_CODES`. */
export const GATEWAY_ERROR_CODES = [
  'unauthorized',
  'invalid-request',
  'device-not-found',
  'device-unreachable',
  'voice-unsupported',
  'voice-busy',
  'not-found',
] as const;
export type GatewayErrorCode = (typeof GATEWAY_ERROR_CODES)[number];

export const gatewayErrorSchema = z.object({
  code: z.enum(GATEWAY_ERROR_CODES),
  message: z.string(),
  /** With device-unreachable: when the device was last heard from. */
  lastReceivedOn: instant.nullable().optional(),
});
export type GatewayError = z.infer<typeof gatewayErrorSchema>;

/** GET /v1/health */
export const gatewayHealthSchema = z.object({
  version: z.literal(GATEWAY_CONTRACT_VERSION),
  name: z.string(),
});

/** GET /v1/devices/{imei} */
export const gatewayDeviceSchema = z.object({
  imei: z.string(),
  deviceType: z.enum(DASHCAM_DEVICE_TYPES),
  /** The last packet the gateway received from the device; over 10 minutes ago is unreachable. */
  lastReceivedOn: instant.nullable(),
  /** The channels the device records, as it names them ('CH01', '3'). */
  channels: z.array(z.string()),
  voice: z.boolean(),
});
export type GatewayDevice = z.infer<typeof gatewayDeviceSchema>;

/** POST /v1/devices/{imei}/file-lists: ask the device which files it holds in a window. */
export const fileListRequestSchema = z.object({
  channel: z.string().min(1).max(16),
  startTime: instant,
  endTime: instant,
});
export type FileListRequest = z.infer<typeof fileListRequestSchema>;

/** Its 202 answer: the device answers later (a few seconds: section 9's 7,000 ms). */
export const fileListAcceptedSchema = z.object({
  fileListId: z.string(),
  readyAfterMs: z.number().int().nonnegative(),
});

export const gatewayFileSchema = z.object({
  fileId: z.string(),
  channel: z.string(),
  startTime: instant,
  endTime: instant,
  sizeBytes: z.number().int().nonnegative(),
});
export type GatewayFile = z.infer<typeof gatewayFileSchema>;

/** GET /v1/file-lists/{fileListId} */
export const fileListSchema = z.discriminatedUnion('status', [
  z.object({ fileListId: z.string(), status: z.literal('pending') }),
  z.object({ fileListId: z.string(), status: z.literal('ready'), files: z.array(gatewayFileSchema) }),
]);
export type FileList = z.infer<typeof fileListSchema>;

/**
 * POST /v1/devices/{imei}/uploads: ask the device to upload one file. The gateway then PUTs the clip's
 * bytes (video/mp4) to `uploadUrl`, a signed URL of ours that takes one upload, or, when the device
 * cannot send it, POSTs an `uploadOutcomeReportSchema` to the same URL.
 */
export const uploadRequestSchema = z.object({
  fileId: z.string().min(1).max(200),
  uploadUrl: z.url(),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadAcceptedSchema = z.object({ uploadId: z.string() });

/** The spec's upload outcomes, word for word. */
export const UPLOAD_SENT = 'Sent';
export const UPLOAD_NOT_SENT = 'Not Sent(No video downloaded)';
export const UPLOAD_OUTCOMES = ['pending', UPLOAD_SENT, UPLOAD_NOT_SENT] as const;
export type UploadOutcome = (typeof UPLOAD_OUTCOMES)[number];

/** POST {uploadUrl}: the device could not send the clip. */
export const uploadOutcomeReportSchema = z.object({
  outcome: z.literal(UPLOAD_NOT_SENT),
  reason: z.string().max(500),
});

/** GET /v1/uploads/{uploadId}: for when a report was lost. */
export const uploadStatusSchema = z.object({
  uploadId: z.string(),
  outcome: z.enum(UPLOAD_OUTCOMES),
});

/**
 * POST /v1/devices/{imei}/voice-sessions: open a two-way voice session. Our server then connects to
 * `streamUrl` (a WebSocket, on the gateway's stream port) and both sides send binary frames of
 * `frameBytes` bytes of 16 kHz mono 16-bit little-endian PCM; a text message `{type: 'ended', reason}`
 * ends it from the gateway's side. DELETE /v1/voice-sessions/{sessionId} ends it from ours.
 */
export const voiceSessionSchema = z.object({
  sessionId: z.string(),
  streamUrl: z.url(),
  sampleRate: z.literal(VOICE_STREAM.sampleRate),
  frameBytes: z.literal(VOICE_STREAM.frameBytes),
  encoding: z.literal(VOICE_STREAM.encoding),
});
export type VoiceSession = z.infer<typeof voiceSessionSchema>;

export const voiceControlMessageSchema = z.object({
  type: z.literal('ended'),
  reason: z.string(),
});
