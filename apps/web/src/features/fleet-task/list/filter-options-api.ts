import { MAX_PAGE_SIZE } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { fleetPlanningApi, vehicleManagementApi } from '../../../platform/api/services';

/** The choices of the list's garage, vehicle and driver filters. */
export interface FilterOption {
  value: number;
  label: string;
}

/**
 * Master data changes seldom while a list is open; these keys sit outside fleetTaskKeys so that a
 * change to the tasks does not fetch them again.
 */
export const filterOptionKeys = {
  garages: ['fleet-task-list', 'filter-options', 'garages'] as const,
  vehicles: ['fleet-task-list', 'filter-options', 'vehicles'] as const,
  drivers: ['fleet-task-list', 'filter-options', 'drivers'] as const,
};

const OPTIONS_STALE_MS = 5 * 60_000;

// One page of the largest size: the selects search the names on screen and show a chosen id's name
// after a reload without another request.
const ALL = `limit=${MAX_PAGE_SIZE}&page=1`;

interface Address {
  id: number;
  name: string;
  city: string;
}

/** GET /address filtered on is_garage eq true: the start garages (fleet-task-planning.md section 7). */
export function useGarageOptions() {
  return useQuery({
    queryKey: filterOptionKeys.garages,
    queryFn: ({ signal }) =>
      vehicleManagementApi.list<Address>(
        `/address?${ALL}&sorts=${encodeURIComponent('name asc')}&filters=${encodeURIComponent('is_garage eq true')}`,
        { signal },
      ),
    select: (response): FilterOption[] =>
      response.data.paginated_result.map((address) => ({
        value: address.id,
        label: `${address.name} (${address.city})`,
      })),
    staleTime: OPTIONS_STALE_MS,
  });
}

interface Driver {
  id: number;
  name: string;
}

export function useDriverOptions() {
  return useQuery({
    queryKey: filterOptionKeys.drivers,
    queryFn: ({ signal }) =>
      fleetPlanningApi.list<Driver>(`/driver?${ALL}&sorts=${encodeURIComponent('name asc')}`, {
        signal,
      }),
    select: (response): FilterOption[] =>
      response.data.paginated_result.map((driver) => ({ value: driver.id, label: driver.name })),
    staleTime: OPTIONS_STALE_MS,
  });
}

interface Vehicle {
  id: number;
  license_plate: string;
  vehicle_type: { type: string };
}

/** GET /vehicle (vehicle management), sorted by plate. */
export function useVehicleOptions() {
  return useQuery({
    queryKey: filterOptionKeys.vehicles,
    queryFn: ({ signal }) =>
      vehicleManagementApi.list<Vehicle>(`/vehicle?${ALL}&sorts=${encodeURIComponent('license_plate asc')}`, {
        signal,
      }),
    select: (response): FilterOption[] =>
      response.data.paginated_result.map((vehicle) => ({
        value: vehicle.id,
        label: `${vehicle.license_plate} (${vehicle.vehicle_type.type})`,
      })),
    staleTime: OPTIONS_STALE_MS,
  });
}
