import type {
  CompanyUser,
  InvitedUser,
  InviteUserRequest,
  RolesResponse,
  UpdateUserRequest,
} from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformApi } from '../../../platform/api/services';
import { type ListState, toApiQuery, toListPage } from '../../../shared/ListTable';

const USER = '/user';

export const userKeys = {
  all: ['platform', 'user'] as const,
  list: (query: string) => ['platform', 'user', 'list', query] as const,
  roles: ['platform', 'role'] as const,
};

/** GET /user with the list state; the previous page stays on screen while the next loads. */
export function useUserList(state: ListState) {
  const query = toApiQuery(state);
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => platformApi.list<CompanyUser>(`${USER}?${query}`, { signal }),
    select: toListPage,
    placeholderData: keepPreviousData,
  });
}

/** GET /role: the presets and every scope by module, named in the request's language. */
export function useRoles() {
  return useQuery({
    queryKey: userKeys.roles,
    queryFn: ({ signal }) => platformApi.data<RolesResponse>('/role', { signal }),
    staleTime: 5 * 60_000,
  });
}

function useAfterUserChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.all });
}

export function useInviteUser() {
  const changed = useAfterUserChange();
  return useMutation({
    mutationFn: (request: InviteUserRequest) =>
      platformApi.data<InvitedUser>(USER, { method: 'POST', body: request }),
    onSuccess: changed,
  });
}

export function useRenewInvitation() {
  const changed = useAfterUserChange();
  return useMutation({
    mutationFn: (id: number) => platformApi.data<InvitedUser>(`${USER}/${id}/invitation`, { method: 'POST' }),
    onSuccess: changed,
  });
}

export function useUpdateUser() {
  const changed = useAfterUserChange();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateUserRequest & { id: number }) =>
      platformApi.data<CompanyUser>(`${USER}/${id}`, { method: 'PATCH', body: request }),
    onSuccess: changed,
  });
}
