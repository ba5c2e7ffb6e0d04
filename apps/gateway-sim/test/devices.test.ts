import { describe, expect, it } from 'vitest';
import { isUnreachable, loadDevices, simDeviceSchema } from '../src/devices';
import { call, startTestSim } from './test-sim';

describe('the demo dashcams of demo-devices.json', () => {
  it('are the four of issue 19, with the failure each one simulates', async () => {
    const devices = await loadDevices();
    expect(
      devices.map(({ licensePlate, imei, deviceType, failure }) => [licensePlate, imei, deviceType, failure]),
    ).toEqual([
      ['B 9123 KXT', '865205041230417', 'bsj', null],
      ['B 9512 UEU', '865205041231928', 'vss-howen', null],
      ['B 9871 TXU', '865205041232306', 'bsj', 'offline'],
      ['B 9044 SYW', '865205041233551', 'vss-howen', 'clip-missing'],
    ]);
    const now = new Date();
    expect(devices.filter((device) => isUnreachable(device, now)).map((device) => device.imei)).toEqual([
      '865205041232306',
    ]);
  });

  it('refuses a channel that the device type does not have', () => {
    const device = {
      licensePlate: 'B 1 X',
      imei: '865205041230000',
      deviceType: 'bsj',
      channels: ['CH01', '3'],
      voice: true,
      failure: null,
    };
    expect(simDeviceSchema.safeParse(device).success).toBe(false);
    expect(simDeviceSchema.safeParse({ ...device, channels: ['CH01', 'CH03'] }).success).toBe(true);
  });

  it('refuses a call to a device without voice with voice-unsupported', async () => {
    const sim = await startTestSim({
      devices: [
        {
          licensePlate: 'B 1 X',
          imei: '865205041230000',
          deviceType: 'bsj',
          channels: ['CH01', 'CH03'],
          voice: false,
          failure: null,
        },
      ],
    });
    try {
      const answer = await call(sim, 'POST', '/v1/devices/865205041230000/voice-sessions');
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'voice-unsupported' });
    } finally {
      await sim.close();
    }
  });
});
