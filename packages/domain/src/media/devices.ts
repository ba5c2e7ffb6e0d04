/**
 * Dashcams and their channels (alert-center-and-platform.md sections 8 and 9): which device types
 * record video on which channel, which can take a voice call, and the voice stream's fixed shape.
 */

/** The dashcam device types a gateway reports; other vehicles have a plain GPS tracker. */
export const DASHCAM_DEVICE_TYPES = ['bsj', 'vss-howen'] as const;
export type DashcamDeviceType = (typeof DASHCAM_DEVICE_TYPES)[number];

export const isDashcamDeviceType = (value: string | null | undefined): value is DashcamDeviceType =>
  (DASHCAM_DEVICE_TYPES as readonly string[]).includes(value ?? '');

/** The camera that watches the road (ADAS) or the driver (DMS). */
export type VideoChannelKind = 'adas' | 'dms';

/** Section 9: 'adas 1 and dms 3 for some devices; CH01 and CH03 for bsj'. */
const CHANNELS: Record<DashcamDeviceType, Record<VideoChannelKind, string>> = {
  bsj: { adas: 'CH01', dms: 'CH03' },
  'vss-howen': { adas: '1', dms: '3' },
};

export interface VideoChannel {
  kind: VideoChannelKind;
  /** As the device names it on the wire ('CH01', '3'). */
  channel: string;
}

/** Both cameras of a device type, road first (a popup plays both). */
export const videoChannelsOf = (deviceType: DashcamDeviceType): VideoChannel[] => [
  { kind: 'adas', channel: CHANNELS[deviceType].adas },
  { kind: 'dms', channel: CHANNELS[deviceType].dms },
];

/** The channel of one camera of a device type. */
export const videoChannelOf = (deviceType: DashcamDeviceType, kind: VideoChannelKind): string =>
  CHANNELS[deviceType][kind];

/** The dashcam type that names a channel so ('CH03' is bsj, '3' vss-howen); null for any other name. */
export const dashcamTypeOfChannel = (channel: string | null | undefined): DashcamDeviceType | null =>
  DASHCAM_DEVICE_TYPES.find((type) => Object.values(CHANNELS[type]).includes(channel ?? '')) ?? null;

/** Section 9 'Call-capable devices: bsj, vss-howen'. */
export const isCallCapableDevice = (deviceType: string | null | undefined): boolean =>
  isDashcamDeviceType(deviceType);

/**
 * Section 9: 'voice buffer size 640, stream port 36301'. 640 bytes is 20 ms of 16 kHz mono 16-bit PCM,
 * the frame both sides send.
 */
export const VOICE_STREAM = {
  sampleRate: 16_000,
  channels: 1,
  encoding: 'pcm_s16le',
  frameBytes: 640,
  defaultStreamPort: 36_301,
} as const;
