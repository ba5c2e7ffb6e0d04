import { type GeofenceFields, MAX_PAGE_SIZE } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../platform/api/graphql';
import { vehicleManagementApi } from '../../../platform/api/services';
import {
  filterValue,
  INITIAL_LIST_STATE,
  type ListPage,
  type ListState,
  toApiQuery,
} from '../../../shared/ListTable';
import type { Geofence } from './types';

const FIELDS = `geofenceId fenceName type serviceLocType address center { latitude longitude } radiusM
  polygon { latitude longitude } totalRules createdOn updatedOn`;
const ENVELOPE = 'isSuccessful errorCode errorName message status fieldErrors { field code message }';

/** The list's filter of the shape's type, under the list state's usual `filters` ('type eq CIRCLE'). */
export const TYPE_FILTER_FIELD = 'type';

export const geofenceKeys = {
  all: ['geofences'] as const,
  lists: () => [...geofenceKeys.all, 'list'] as const,
  list: (filter: object) => [...geofenceKeys.lists(), filter] as const,
  detail: (id: number) => [...geofenceKeys.all, 'detail', id] as const,
  addresses: ['geofences', 'reference-addresses'] as const,
};

/** The API's filter of a list state: its page and size, the name searched, the shape's type. */
export function geofenceFilterOf(state: ListState) {
  return {
    page: state.page,
    show: state.limit,
    search: state.search || null,
    type: filterValue(state, TYPE_FILTER_FIELD, 'eq') ?? null,
  };
}

/** `geofences`: a page of the company's geofences by name; the previous page stays while the next loads. */
export function useGeofenceList(state: ListState) {
  const filter = geofenceFilterOf(state);
  return useQuery({
    queryKey: geofenceKeys.list(filter),
    queryFn: ({ signal }) =>
      graphqlRequest<{ data: Geofence[]; pagination: { total: number } }>(
        'geofences',
        `query GeofenceList($filter: GeofenceFilter) { geofences(filter: $filter) { ${ENVELOPE}
          geofences { data { ${FIELDS} } pagination { page show total actualTotal } } } }`,
        { filter },
        signal,
      ),
    select: (answer): ListPage<Geofence> => ({ rows: answer.data, total: answer.pagination.total }),
    placeholderData: keepPreviousData,
  });
}

export function useGeofence(id: number) {
  return useQuery({
    queryKey: geofenceKeys.detail(id),
    queryFn: ({ signal }) =>
      graphqlRequest<Geofence>(
        'geofence',
        `query Geofence($id: Int!) { geofence(geofenceId: $id) { ${ENVELOPE} geofence { ${FIELDS} } } }`,
        { id },
        signal,
      ),
    // Read afresh each time the editor opens: another user may have changed it meanwhile.
    staleTime: 0,
  });
}

function useGeofenceSaved() {
  const queryClient = useQueryClient();
  return (saved: Geofence) => {
    queryClient.setQueryData(geofenceKeys.detail(saved.geofenceId), saved);
    return queryClient.invalidateQueries({ queryKey: geofenceKeys.lists() });
  };
}

export function useCreateGeofence() {
  const saved = useGeofenceSaved();
  return useMutation({
    mutationFn: (input: GeofenceFields) =>
      graphqlRequest<Geofence>(
        'createGeofence',
        `mutation CreateGeofence($input: GeofenceInput!) { createGeofence(input: $input) { ${ENVELOPE}
          createGeofence { ${FIELDS} } } }`,
        { input },
      ),
    onSuccess: saved,
  });
}

/** Sends every field: a shape is checked whole, so the editor always sends the whole shape. */
export function useUpdateGeofence(id: number) {
  const saved = useGeofenceSaved();
  return useMutation({
    mutationFn: (input: GeofenceFields) =>
      graphqlRequest<Geofence>(
        'updateGeofence',
        `mutation UpdateGeofence($id: Int!, $input: GeofenceUpdateInput!) { updateGeofence(geofenceId: $id, input: $input) {
          ${ENVELOPE} updateGeofence { ${FIELDS} } } }`,
        { id, input },
      ),
    onSuccess: saved,
  });
}

/** Refused (geofence/in-use, 409) while an active rule names the geofence. */
export function useDeleteGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      graphqlRequest<{ count: number }>(
        'deleteGeofence',
        `mutation DeleteGeofence($id: Int!) { deleteGeofence(geofenceId: $id) { ${ENVELOPE} deleteGeofence { count } } }`,
        { id },
      ),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: geofenceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: geofenceKeys.lists() });
    },
  });
}

/** A company address shown on the editor's map for reference (GET /address). */
export interface ReferenceAddress {
  id: number;
  name: string;
  full_name: string;
  city: string;
  is_garage: boolean;
  geolocation: { latitude: number; longitude: number };
}

/**
 * The company's addresses, garages and customers' places alike, the first page of the largest size
 * by name: enough to see where the company works. `total` tells when there are more than shown.
 */
export function useReferenceAddresses() {
  const query = toApiQuery({
    ...INITIAL_LIST_STATE,
    limit: MAX_PAGE_SIZE,
    sorts: [{ field: 'name', direction: 'asc' }],
  });
  return useQuery({
    queryKey: geofenceKeys.addresses,
    queryFn: async ({ signal }) => {
      const answer = await vehicleManagementApi.list<ReferenceAddress>(`/address?${query}`, { signal });
      return { rows: answer.data.paginated_result, total: answer.metadata.total_count };
    },
    staleTime: 5 * 60_000,
  });
}
