import type { FleetTaskTrack, PublicTrack, VehicleTrack } from '@armada/domain';

export const TRACK_TASK_ID = '7b964cbe-d1b2-4f5b-9103-71d44d634a00';

/** GET /fleet-task/track/{id} (fleetTaskTrackSchema): on the way, the first stop done. */
export function buildTaskTrack(overrides: Partial<FleetTaskTrack> = {}): FleetTaskTrack {
  return {
    task: {
      id: TRACK_TASK_ID,
      number: 'FO-2611-00005',
      status: { name: 'STARTED', raw_type: 'STARTED' },
      vehicle: { id: 4, license_plate: 'B 9123 KXT' },
      driver_user: { id: 6, name: 'Budi Santoso' },
      is_trackable: true,
      tracked_device: { kind: 'vehicle', id: 4 },
    },
    last_position: { latitude: -6.45, longitude: 107.3, recorded_on: '2026-11-21T10:55:00.000+07:00' },
    points: [
      {
        id: '0d6f1c9e-6a57-4d0c-9a43-1f1b8a3c0001',
        type: 'START',
        address: { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur', latitude: -6.19, longitude: 106.9 },
        estimated_arrival_on: null,
        estimated_departure_on: '2026-11-21T08:00:00.000+07:00',
        is_completed: true,
        activity_count: 0,
        completed_activity_count: 0,
      },
      {
        id: '0d6f1c9e-6a57-4d0c-9a43-1f1b8a3c0002',
        type: 'DEFAULT',
        address: { id: 11, name: 'Gudang Cikarang', city: 'Bekasi', latitude: -6.3, longitude: 107.15 },
        estimated_arrival_on: '2026-11-21T09:10:00.000+07:00',
        estimated_departure_on: '2026-11-21T09:40:00.000+07:00',
        is_completed: true,
        activity_count: 2,
        completed_activity_count: 2,
      },
      {
        id: '0d6f1c9e-6a57-4d0c-9a43-1f1b8a3c0003',
        type: 'DEFAULT',
        address: { id: 12, name: 'Toko Sumber Rejeki', city: 'Bandung', latitude: -6.91, longitude: 107.61 },
        estimated_arrival_on: '2026-11-21T13:05:00.000+07:00',
        estimated_departure_on: '2026-11-21T13:35:00.000+07:00',
        is_completed: false,
        activity_count: 1,
        completed_activity_count: 0,
      },
      {
        id: null,
        type: 'END',
        address: { id: 6, name: 'Pool Pulogadung', city: 'Jakarta Timur', latitude: -6.19, longitude: 106.9 },
        estimated_arrival_on: '2026-11-21T16:20:00.000+07:00',
        estimated_departure_on: null,
        is_completed: false,
        activity_count: 0,
        completed_activity_count: 0,
      },
    ],
    ...overrides,
  };
}

/** GET /public/track/{token} (publicTrackSchema) of the same trip: no ids, no driver. */
export function buildPublicTrack(overrides: Partial<PublicTrack> = {}): PublicTrack {
  const track = buildTaskTrack();
  return {
    number: track.task.number,
    status: { id: 'STARTED', label: 'Perjalanan' },
    vehicle: { license_plate: 'B 9123 KXT' },
    last_position: track.last_position,
    points: track.points.map((point) => ({
      type: point.type,
      name: point.address.name,
      city: point.address.city,
      latitude: point.address.latitude,
      longitude: point.address.longitude,
      estimated_arrival_on: point.estimated_arrival_on,
      estimated_departure_on: point.estimated_departure_on,
      is_completed: point.is_completed,
    })),
    ...overrides,
  };
}

/** GET /telemetry/v1/vehicle/{id}/track (vehicleTrackSchema): three fixes since the departure. */
export function buildVehicleTrack(): VehicleTrack {
  const fix = (latitude: number, longitude: number, recorded_on: string) => ({
    latitude,
    longitude,
    recorded_on,
    speed_kmh: 42,
    bearing: 90,
    altitude: null,
    accuracy_m: 8,
  });
  return {
    vehicle: { id: 4, license_plate: 'B 9123 KXT' },
    from: '2026-11-21T08:00:00.000+07:00',
    to: '2026-11-21T11:00:00.000+07:00',
    positions: [
      fix(-6.19, 106.9, '2026-11-21T08:01:00.000+07:00'),
      fix(-6.3, 107.15, '2026-11-21T09:12:00.000+07:00'),
      fix(-6.4, 107.25, '2026-11-21T10:30:00.000+07:00'),
    ],
    truncated: false,
  };
}
