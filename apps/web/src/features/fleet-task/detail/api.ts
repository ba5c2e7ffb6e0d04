import {
  type FleetTask,
  type UpdateFleetTaskRequest,
  VENDOR_CONTRACT_RATE_DEFAULT_FILTERS,
} from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fleetPlanningApi, vehicleManagementApi, vendorManagementApi } from '../../../platform/api/services';
import { fleetTaskKeys } from '../query-keys';
import { fleetTaskQuery, fleetTaskSequenceQuery, taskPath } from './task-queries';

/** How many options a picker loads per search; the search narrows the rest. */
export const PICKER_PAGE_SIZE = 20;

/**
 * Response shapes of the master-data calls the detail card reads. The server declares them in its
 * route files (apps/server/src/modules/**); they are not in the domain package yet.
 */
export interface GarageAddress {
  id: number;
  name: string;
  full_name: string;
  city: string;
  is_garage: boolean;
  geolocation: { latitude: number; longitude: number };
}

export interface OccupyingTask {
  id: string;
  number: string;
  estimated_arrival_on: string | null;
}

export interface NearestVehicle {
  id: number;
  license_plate: string;
  vehicle_type: { type: string };
  box_type: { name: string } | null;
  fuel: string | null;
  driver: { id: number; name: string; is_available: boolean } | null;
  /** Metres from the start garage; null when the vehicle's position is unknown. */
  distance: number | null;
  is_available: boolean;
  fleet_task: OccupyingTask | null;
}

export interface DriverOption {
  id: number;
  name: string;
  phone_no: string | null;
  is_available: boolean;
  fleet_task: OccupyingTask | null;
}

export interface VendorOption {
  id: number;
  name: string;
  status: { name: string };
  contract_number: string | null;
  paired_company_id: number | null;
}

/** Keys of the pickers' data, beside the task's own keys (query-keys.ts). */
export const detailKeys = {
  garages: (search: string) => [...fleetTaskKeys.all, 'garages', search] as const,
  address: (id: number) => [...fleetTaskKeys.all, 'address', id] as const,
  vehicles: (point: string, search: string) => [...fleetTaskKeys.all, 'vehicles', point, search] as const,
  drivers: (search: string) => [...fleetTaskKeys.all, 'drivers', search] as const,
  vendors: (search: string) => [...fleetTaskKeys.all, 'vendors', search] as const,
  availability: (id: string, departure: string | null) =>
    [...fleetTaskKeys.all, 'availability', id, departure] as const,
};

/** A list call's query string (DESIGN.md 'API conventions'): search only when not empty. */
function listQuery(search: string, extra: Record<string, string | readonly string[]> = {}): string {
  const params = new URLSearchParams({ limit: String(PICKER_PAGE_SIZE), page: '1' });
  if (search.trim() !== '') params.set('search', search.trim());
  for (const [key, value] of Object.entries(extra)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  return params.toString();
}

// ---------------------------------------------------------------------------------------------
// The task

export function useFleetTask(id: string) {
  return useQuery(fleetTaskQuery(id));
}

export function patchFleetTask(id: string, body: UpdateFleetTaskRequest) {
  return fleetPlanningApi.data<FleetTask>(taskPath(id), { method: 'PATCH', body });
}

export function useFleetTaskSequence(id: string) {
  return useQuery(fleetTaskSequenceQuery(id));
}

/**
 * After the task changed on the server: the page shows the answer at once, the sequence reloads
 * (section 7: 'The sequence is refetched after each change') and the lists refresh.
 */
export function useTaskChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (task: FleetTask) => {
      queryClient.setQueryData(fleetTaskKeys.detail(task.id), task);
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.sequence(task.id) });
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.deliveryOrders(task.id) });
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.lists() });
    },
    [queryClient],
  );
}

/** POST /fleet-task/{id}/transition with DRAFT: saving the task being created ('Transition saves'). */
export function useSaveAsDraft(id: string) {
  const taskChanged = useTaskChanged();
  return useMutation({
    mutationFn: () =>
      fleetPlanningApi.data<FleetTask>(`${taskPath(id)}/transition`, {
        method: 'POST',
        body: { status: 'DRAFT' },
      }),
    onSuccess: taskChanged,
  });
}

/**
 * The printable order opens in a new window. The PDF needs the Bearer token, so it is fetched as a
 * blob and shown from an object URL. The window is opened before the download so that the browser
 * counts it as the click's own (a window opened after an await is blocked as a pop-up).
 */
export async function openFleetTaskPdf(id: string): Promise<void> {
  const popup = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(
      await fleetPlanningApi.blob(`${taskPath(id)}/pdf`, { accept: 'application/pdf' }),
    );
    if (popup) popup.location.href = url;
    else window.open(url, '_blank', 'noopener');
    // The new window has loaded the document long before; the blob is not needed after that.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    popup?.close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Master data for the pickers

/** The company's garages (section 5: start and end points are limited to garages). */
export function useGarages(search: string, enabled = true) {
  return useQuery({
    queryKey: detailKeys.garages(search),
    queryFn: async ({ signal }) => {
      const query = listQuery(search, { filters: 'is_garage eq true', sorts: 'name asc' });
      const answer = await vehicleManagementApi.list<GarageAddress>(`/address?${query}`, {
        signal,
      });
      return answer.data.paginated_result;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useAddress(id: number | null) {
  return useQuery({
    queryKey: detailKeys.address(id ?? 0),
    queryFn: ({ signal }) => vehicleManagementApi.data<GarageAddress>(`/address/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}

/** Vehicles nearest to the start garage first, each with its availability (section 3, 'Vehicle'). */
export function useNearestVehicles(
  point: GarageAddress['geolocation'] | null,
  search: string,
  enabled = true,
) {
  const pointKey = point ? `${point.latitude},${point.longitude}` : 'none';
  return useQuery({
    queryKey: detailKeys.vehicles(pointKey, search),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams(listQuery(search));
      params.set('latitude', String(point?.latitude));
      params.set('longitude', String(point?.longitude));
      const data = await fleetPlanningApi.data<{ total_count: number; result: NearestVehicle[] }>(
        `/nearest-vehicle?${params}`,
        { signal },
      );
      return data.result;
    },
    enabled: enabled && point !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDrivers(search: string, enabled = true) {
  return useQuery({
    queryKey: detailKeys.drivers(search),
    queryFn: async ({ signal }) => {
      const query = listQuery(search, { sorts: 'name asc' });
      const answer = await fleetPlanningApi.list<DriverOption>(`/driver?${query}`, { signal });
      return answer.data.paginated_result;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Only vendors that can receive a request: ACTIVE and paired (section 5, 'Vendor selection'). */
export function useVendors(search: string, enabled = true) {
  return useQuery({
    queryKey: detailKeys.vendors(search),
    queryFn: async ({ signal }) => {
      const query = listQuery(search, { filters: VENDOR_CONTRACT_RATE_DEFAULT_FILTERS, sorts: 'name asc' });
      const answer = await vendorManagementApi.list<VendorOption>(`/vendor?${query}`, {
        signal,
      });
      return answer.data.paginated_result;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A vehicle or driver another task holds over this task's window, with the save's refusal code. */
export interface HeldResource {
  id: number;
  fleet_task: { id: string; number: string };
  code: 'invalid/vehicle-already-used' | 'invalid/driver-already-used';
}

/**
 * GET /fleet-task/{id}/resource-availability (issue 26 item 3): what the server's overlap rule would
 * refuse for this task at its departure, so the pickers disable those entries. Keyed by the
 * departure: a new departure asks again.
 */
export function useResourceAvailability(id: string, departure: string | null, enabled = true) {
  return useQuery({
    queryKey: detailKeys.availability(id, departure),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<{ vehicles: HeldResource[]; drivers: HeldResource[] }>(
        `/fleet-task/${id}/resource-availability`,
        { signal },
      ),
    enabled: enabled && departure !== null,
    select: (data) => ({
      vehicles: new Map(data.vehicles.map((held) => [held.id, held])),
      drivers: new Map(data.drivers.map((held) => [held.id, held])),
    }),
  });
}
