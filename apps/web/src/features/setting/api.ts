import {
  type CreateReasonRequest,
  type PairingCode,
  REASON_TYPE_CANCELED,
  type UpdateReasonRequest,
} from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi, vehicleManagementApi, vendorManagementApi } from '../../platform/api/services';
import { type ListState, toApiQuery, toListPage, withFilter } from '../../shared/ListTable';

/**
 * Query keys of the settings page. Reasons sit under 'reason', the prefix the fleet task's cancel
 * dialog also reads, so a reason added or removed here shows there at once.
 */
export const settingKeys = {
  reasons: ['reason'] as const,
  reasonList: (query: string) => ['reason', 'setting-list', query] as const,
  garages: (search: string) => ['setting', 'garages', search] as const,
  pairingCodes: ['setting', 'pairing-code'] as const,
};

/** How many garages the picker loads per search; the search narrows the rest. */
const GARAGE_PAGE_SIZE = 20;

export interface GarageOption {
  id: number;
  name: string;
  full_name: string;
  city: string;
}

/** GET /address with is_garage eq true: default addresses must be garages (the server checks too). */
export function useGarages(search: string, enabled: boolean) {
  return useQuery({
    queryKey: settingKeys.garages(search),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(GARAGE_PAGE_SIZE), page: '1', sorts: 'name asc' });
      params.append('filters', 'is_garage eq true');
      if (search.trim() !== '') params.set('search', search.trim());
      const answer = await vehicleManagementApi.list<GarageOption>(`/address?${params}`, { signal });
      return answer.data.paginated_result;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// Cancel reasons (type always CANCELED)

/** A reason as GET /reason answers it (fleet-planning/reasons/routes.ts). */
export interface ReasonRow {
  id: number;
  reason: string;
  type: string;
  created_on: string;
  updated_on: string;
}

export function useReasonList(state: ListState) {
  const query = toApiQuery(withFilter(state, 'type', 'eq', REASON_TYPE_CANCELED));
  return useQuery({
    queryKey: settingKeys.reasonList(query),
    queryFn: ({ signal }) => fleetPlanningApi.list<ReasonRow>(`/reason?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

function useReasonsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: settingKeys.reasons });
}

const reasonPath = (id: number) => `/reason/${id}`;

export function useCreateReason() {
  const changed = useReasonsChanged();
  return useMutation({
    mutationFn: (request: CreateReasonRequest) =>
      fleetPlanningApi.data<ReasonRow>('/reason', {
        method: 'POST',
        body: { ...request, type: REASON_TYPE_CANCELED },
      }),
    onSuccess: changed,
  });
}

export function useUpdateReason() {
  const changed = useReasonsChanged();
  return useMutation({
    mutationFn: ({ id, request }: { id: number; request: UpdateReasonRequest }) =>
      fleetPlanningApi.data<ReasonRow>(reasonPath(id), {
        method: 'PATCH',
        body: { ...request, type: REASON_TYPE_CANCELED },
      }),
    onSuccess: changed,
  });
}

export function useDeleteReason() {
  const changed = useReasonsChanged();
  return useMutation({
    mutationFn: (id: number) => fleetPlanningApi.data<{ id: number }>(reasonPath(id), { method: 'DELETE' }),
    onSuccess: changed,
  });
}

// ---------------------------------------------------------------------------------------------
// Pairing codes of this company (vendor-management/pairing-routes.ts)

/** Open codes are few (each is made by hand and lives a week); one page holds them all. */
export const PAIRING_CODE_PAGE_SIZE = 100;

export function usePairingCodes() {
  return useQuery({
    queryKey: settingKeys.pairingCodes,
    queryFn: ({ signal }) =>
      vendorManagementApi.list<PairingCode>(
        `/pairing-code?limit=${PAIRING_CODE_PAGE_SIZE}&page=1&sorts=${encodeURIComponent('created_on desc')}`,
        { signal },
      ),
    select: toListPage,
  });
}

export function useCreatePairingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => vendorManagementApi.data<PairingCode>('/pairing-code', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.pairingCodes }),
  });
}

export function useRevokePairingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      vendorManagementApi.data<{ code: string }>(`/pairing-code/${encodeURIComponent(code)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.pairingCodes }),
  });
}
