import type { AutocompleteSource } from '../fleet-task-status';

/**
 * The device whose positions tell where a task is: the one its autocomplete source names ('GPS
 * Kendaraan' the vehicle's tracker, 'Smart Driver' the driver's phone; the same choice the intake makes
 * for DO status by GPS), so the dispatcher's map follows the positions that move the task on.
 */
export type TrackedDevice = { kind: 'vehicle' | 'driver'; id: number } | null;

export function trackedDeviceOf(task: {
  autocompleteSource: AutocompleteSource;
  vehicleId: number | null;
  driverUserId: number | null;
}): TrackedDevice {
  if (task.autocompleteSource === 'Smart Driver') {
    return task.driverUserId === null ? null : { kind: 'driver', id: task.driverUserId };
  }
  return task.vehicleId === null ? null : { kind: 'vehicle', id: task.vehicleId };
}
