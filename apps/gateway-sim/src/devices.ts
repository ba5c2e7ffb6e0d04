import { readFile } from 'node:fs/promises';
import { DASHCAM_DEVICE_TYPES, type GatewayDevice, toZonedIso, videoChannelsOf } from '@armada/domain';
import { z } from 'zod';

/**
 * The simulated dashcams (demo-devices.json, which the server's seed agrees with). `failure` is what
 * the device does wrong: 'offline' was last heard 2 hours ago (device-unreachable), 'clip-missing'
 * answers file lists that never hold the asked window (the spec's mediaNotFound).
 */
export const SIM_FAILURES = ['offline', 'clip-missing'] as const;
export type SimFailure = (typeof SIM_FAILURES)[number];

export const simDeviceSchema = z
  .object({
    licensePlate: z.string().min(1),
    imei: z.string().regex(/^\d{10,20}$/),
    deviceType: z.enum(DASHCAM_DEVICE_TYPES),
    channels: z.array(z.string()).min(1),
    voice: z.boolean(),
    failure: z.enum(SIM_FAILURES).nullable(),
  })
  .refine(
    (device) => {
      const known = videoChannelsOf(device.deviceType).map((channel) => channel.channel);
      return device.channels.every((channel) => known.includes(channel));
    },
    { message: 'a channel that the device type does not have', path: ['channels'] },
  );
export type SimDevice = z.infer<typeof simDeviceSchema>;

export const simDeviceListSchema = z.object({ devices: z.array(simDeviceSchema).min(1) });

/** The default list, beside the package (apps/gateway-sim/demo-devices.json). */
export const DEMO_DEVICES_FILE = new URL('../demo-devices.json', import.meta.url);

export async function loadDevices(file: URL | string = DEMO_DEVICES_FILE): Promise<SimDevice[]> {
  const text = await readFile(file, 'utf8');
  return simDeviceListSchema.parse(JSON.parse(text)).devices;
}

/** Section 9: nothing from a device for over 10 minutes is unreachable. */
export const UNREACHABLE_AFTER_MS = 10 * 60_000;

/** An online dashcam reports every few seconds; the offline one stopped two hours ago. */
const ONLINE_SILENCE_MS = 3_000;
const OFFLINE_SILENCE_MS = 2 * 60 * 60_000;

export const lastReceivedOf = (device: SimDevice, now: Date): Date =>
  new Date(now.getTime() - (device.failure === 'offline' ? OFFLINE_SILENCE_MS : ONLINE_SILENCE_MS));

export const isUnreachable = (device: SimDevice, now: Date): boolean =>
  now.getTime() - lastReceivedOf(device, now).getTime() > UNREACHABLE_AFTER_MS;

export const deviceAnswer = (device: SimDevice, now: Date): GatewayDevice => ({
  imei: device.imei,
  deviceType: device.deviceType,
  lastReceivedOn: toZonedIso(lastReceivedOf(device, now)),
  channels: device.channels,
  voice: device.voice,
});

/** The camera kind a channel name belongs to, for the clip it serves. */
export const channelKindOf = (device: SimDevice, channel: string) =>
  videoChannelsOf(device.deviceType).find((candidate) => candidate.channel === channel)?.kind ?? null;
