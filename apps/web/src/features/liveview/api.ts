import { MAX_PAGE_SIZE } from '@armada/domain';
import { useQuery } from '@tanstack/react-query';
import { vehicleManagementApi } from '../../platform/api/services';

/**
 * A vehicle as GET /vehicle-management/v1/vehicle answers it (the route file's vehicleSchema; the
 * domain package has no type for it yet).
 */
export interface LiveVehicle {
  id: number;
  license_plate: string;
  vehicle_type: { id: number; type: string };
  box_type: { name: string } | null;
  fuel: string | null;
  imei: string | null;
  is_active: boolean;
  driver: { id: number; name: string } | null;
  home_address: { id: number; name: string } | null;
  last_position: { latitude: number; longitude: number; recorded_on: string } | null;
}

/** Positions change as devices report: the live view asks again every 10 seconds. */
export const LIVE_REFRESH_MS = 10_000;

export const liveviewKeys = {
  vehicles: (filters: readonly string[] = []) => ['liveview', 'vehicles', ...filters] as const,
};

/**
 * The company's active vehicles, all in one page (up to the API's largest page): the list is
 * searched and the map drawn from the same answer, and a company with more than that many vehicles
 * is told so.
 */
export function useLiveVehicles(extraFilters: readonly string[] = []) {
  return useQuery({
    queryKey: liveviewKeys.vehicles(extraFilters),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        limit: String(MAX_PAGE_SIZE),
        sorts: 'license_plate asc',
        filters: 'is_active eq true',
      });
      // The address's list filters (the dashboard links here with has_recent_position eq false).
      for (const filter of extraFilters) if (filter !== 'is_active eq true') query.append('filters', filter);
      const answer = await vehicleManagementApi.list<LiveVehicle>(`/vehicle?${query}`, {
        signal,
      });
      return { vehicles: answer.data.paginated_result, total: answer.metadata.total_count };
    },
    refetchInterval: LIVE_REFRESH_MS,
  });
}
