// A Geolocation for the tracker's tests (not imported by the app): the test decides each fix.
import type { DriverTaskSummary } from '@armada/domain';

interface Watch {
  onFix: PositionCallback;
  onError?: PositionErrorCallback | null;
  options?: PositionOptions;
}

/** The browser's Geolocation as the tracker uses it; `fix` and `deny` play the phone's part. */
export class FakeGeolocation implements Geolocation {
  readonly watches = new Map<number, Watch>();
  private nextId = 1;

  watchPosition(onFix: PositionCallback, onError?: PositionErrorCallback | null, options?: PositionOptions) {
    const id = this.nextId++;
    this.watches.set(id, { onFix, onError, options });
    return id;
  }

  clearWatch(id: number) {
    this.watches.delete(id);
  }

  getCurrentPosition() {
    throw new Error('the tracker watches; it never asks for a single position');
  }

  /** A fix at `timestamp` (ms), handed to every watch, as the phone would. */
  fix(timestamp: number, coords: Partial<GeolocationCoordinates> = {}) {
    const full = {
      latitude: -6.2,
      longitude: 106.8,
      accuracy: 8,
      altitude: 35,
      altitudeAccuracy: null,
      heading: 45,
      speed: 5,
      ...coords,
    };
    const position = { timestamp, coords: { ...full, toJSON: () => full }, toJSON: () => ({}) };
    for (const watch of this.watches.values()) watch.onFix(position as GeolocationPosition);
  }

  /** The user refuses the location permission. */
  deny() {
    const error = {
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    };
    for (const watch of this.watches.values()) watch.onError?.(error as GeolocationPositionError);
  }
}

let taskNumber = 0;

/** A row of GET driver-app/fleet-task. */
export function buildDriverTask(overrides: Partial<DriverTaskSummary> = {}): DriverTaskSummary {
  taskNumber += 1;
  return {
    id: `00000000-0000-4000-8000-${String(taskNumber).padStart(12, '0')}`,
    number: `FO-2611-${String(taskNumber).padStart(4, '0')}`,
    shipment_reference: null,
    status: 'SCHEDULED',
    expected_departure_on: '2026-11-27T08:00:00.000+07:00',
    actual_departure_on: null,
    vehicle: { id: 1, license_plate: 'B 1234 XY', type_name: 'CDD Box' },
    origin_city: 'Jakarta Timur',
    destination_city: 'Bandung',
    activity_count: 2,
    completed_activity_count: 0,
    auto_start_type: null,
    autocomplete_source: 'Smart Driver',
    is_autocomplete_on: true,
    ...overrides,
  };
}
