import type { LiveVehicle } from './api';

export type VehicleGroup = 'located' | 'unlocated';

export const groupOf = (vehicle: LiveVehicle): VehicleGroup =>
  vehicle.last_position ? 'located' : 'unlocated';

/** Plate, type or driver, ignoring case and spaces ('b9123' finds 'B 9123 KXT'). */
export function matchesVehicleSearch(vehicle: LiveVehicle, search: string): boolean {
  const squash = (text: string) => text.toLocaleLowerCase('id').replace(/\s+/g, '');
  const wanted = squash(search);
  if (wanted === '') return true;
  return [vehicle.license_plate, vehicle.vehicle_type.type, vehicle.driver?.name ?? ''].some((text) =>
    squash(text).includes(wanted),
  );
}

/** Vehicles on the map first, those without a position apart below; each group keeps the API's order. */
export function listOrder(vehicles: readonly LiveVehicle[]): LiveVehicle[] {
  return [
    ...vehicles.filter((vehicle) => groupOf(vehicle) === 'located'),
    ...vehicles.filter((vehicle) => groupOf(vehicle) === 'unlocated'),
  ];
}

/**
 * The vehicle of the spec's live-view link, `/liveview-2/?type=vehicle&vehicleId=`
 * (alert-center-and-platform.md section 2): null when the link names none.
 */
export function selectedVehicleId(params: URLSearchParams): number | null {
  if (params.get('type') !== 'vehicle') return null;
  const id = Number(params.get('vehicleId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function vehicleLinkParams(vehicleId: number): URLSearchParams {
  return new URLSearchParams({ type: 'vehicle', vehicleId: String(vehicleId) });
}
