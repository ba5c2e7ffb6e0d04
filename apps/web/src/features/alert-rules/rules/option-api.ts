import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../platform/api/graphql';
import { platformApi, vehicleManagementApi } from '../../../platform/api/services';

/** The choices of the form's pickers, searched on the server: vehicles, groups, users, geofences. */
export type OptionKind = 'vehicles' | 'vgroups' | 'users' | 'geofences';

export interface Choice {
  value: number;
  label: string;
}

const PAGE = 50;
const listQuery = (search: string, sort: string) => {
  const params = new URLSearchParams({ limit: String(PAGE), page: '1', sorts: sort });
  if (search !== '') params.set('search', search);
  return params.toString();
};

const GEOFENCES = `query RuleGeofences($filter: GeofenceFilter) {
  geofences(filter: $filter) { isSuccessful errorCode message status
    geofences { data { geofenceId fenceName type } pagination { total } } }
}`;

async function fetchChoices(kind: OptionKind, search: string, signal: AbortSignal): Promise<Choice[]> {
  if (kind === 'vehicles') {
    const answer = await vehicleManagementApi.list<{ id: number; license_plate: string }>(
      `/vehicle?${listQuery(search, 'license_plate asc')}`,
      { signal },
    );
    return answer.data.paginated_result.map((row) => ({ value: row.id, label: row.license_plate }));
  }
  if (kind === 'vgroups') {
    const answer = await vehicleManagementApi.list<{ id: number; name: string; total_vehicles: number }>(
      `/vehicle-group?${listQuery(search, 'name asc')}`,
      { signal },
    );
    return answer.data.paginated_result.map((row) => ({
      value: row.id,
      label: `${row.name} (${row.total_vehicles})`,
    }));
  }
  if (kind === 'users') {
    const answer = await platformApi.list<{ id: number; name: string; email: string }>(
      `/user?${listQuery(search, 'name asc')}`,
      { signal },
    );
    return answer.data.paginated_result.map((row) => ({
      value: row.id,
      label: `${row.name} (${row.email})`,
    }));
  }
  const answer = await graphqlRequest<{ data: { geofenceId: number; fenceName: string; type: string }[] }>(
    'geofences',
    GEOFENCES,
    { filter: { page: 1, show: PAGE, ...(search !== '' ? { search } : {}) } },
    signal,
  );
  return answer.data.map((fence) => ({ value: fence.geofenceId, label: fence.fenceName }));
}

export function useChoices(kind: OptionKind, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['alert-rules', 'choices', kind, search],
    queryFn: ({ signal }) => fetchChoices(kind, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
