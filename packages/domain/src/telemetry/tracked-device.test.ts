import { describe, expect, it } from 'vitest';
import { trackedDeviceOf } from './tracked-device';

describe('trackedDeviceOf', () => {
  it("follows the vehicle's tracker when the source is GPS Kendaraan", () => {
    expect(trackedDeviceOf({ autocompleteSource: 'GPS Kendaraan', vehicleId: 4, driverUserId: 9 })).toEqual({
      kind: 'vehicle',
      id: 4,
    });
  });

  it("follows the driver's phone when the source is Smart Driver", () => {
    expect(trackedDeviceOf({ autocompleteSource: 'Smart Driver', vehicleId: 4, driverUserId: 9 })).toEqual({
      kind: 'driver',
      id: 9,
    });
  });

  it('follows nothing when the named device is missing from the task', () => {
    expect(
      trackedDeviceOf({ autocompleteSource: 'Smart Driver', vehicleId: 4, driverUserId: null }),
    ).toBeNull();
    expect(
      trackedDeviceOf({ autocompleteSource: 'GPS Kendaraan', vehicleId: null, driverUserId: 9 }),
    ).toBeNull();
  });
});
