import type { ListFilter } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderApi, type ServiceClient, vehicleManagementApi } from '../../../platform/api/services';
import { INITIAL_LIST_STATE, type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';
import type { MasterDataEntity } from '../../../shared/paths/master-data';

/** Which service answers each entity (issue 14 item 6): vehicle-management, or order for its own. */
const SERVICE: Record<MasterDataEntity, ServiceClient> = {
  address: vehicleManagementApi,
  vehicle: vehicleManagementApi,
  'vehicle-type': vehicleManagementApi,
  'box-type': vehicleManagementApi,
  'vehicle-group': vehicleManagementApi,
  driver: vehicleManagementApi,
  customer: orderApi,
  product: orderApi,
  'product-type': orderApi,
};

const PICKER_PAGE_SIZE = 20;

/** Query keys of the master data pages: a save or a delete refreshes the entity's lists and pickers. */
export const masterDataKeys = {
  all: ['master-data'] as const,
  entity: (entity: MasterDataEntity) => [...masterDataKeys.all, entity] as const,
  list: (entity: MasterDataEntity, query: string) =>
    [...masterDataKeys.entity(entity), 'list', query] as const,
  options: (entity: MasterDataEntity, query: string) =>
    [...masterDataKeys.entity(entity), 'options', query] as const,
};

/** GET /{entity} with the list state; the previous page stays on screen while the next loads. */
export function useMasterDataList<Row>(entity: MasterDataEntity, state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: masterDataKeys.list(entity, query),
    queryFn: ({ signal }) => SERVICE[entity].list<Row>(`/${entity}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

/**
 * The rows a picker offers (a vehicle's type, home garage, driver...), searched on the server; only
 * once the picker is opened, so a form with five pickers does not call five lists up front.
 */
export function useMasterDataOptions<Row>(
  entity: MasterDataEntity,
  search: string,
  enabled: boolean,
  filters: ListFilter[] = [],
) {
  const query = toApiQuery({ ...INITIAL_LIST_STATE, limit: PICKER_PAGE_SIZE, search, filters });
  return useQuery({
    queryKey: masterDataKeys.options(entity, query),
    queryFn: async ({ signal }) =>
      (await SERVICE[entity].list<Row>(`/${entity}?${query}`, { signal })).data.paginated_result,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /{entity}, or PATCH /{entity}/{id} with what the form sends (and the `updated_on` it read). */
export function useSaveMasterData<Row>(entity: MasterDataEntity, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) =>
      id === undefined
        ? SERVICE[entity].data<Row>(`/${entity}`, { method: 'POST', body })
        : SERVICE[entity].data<Row>(`/${entity}/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
  });
}

/** POST /{entity}/delete {ids}: all or none; refused while any row is still used (the server says by what). */
export function useDeleteMasterData(entity: MasterDataEntity) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      SERVICE[entity].data<{ ids: number[] }>(`/${entity}/delete`, { method: 'POST', body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
  });
}
