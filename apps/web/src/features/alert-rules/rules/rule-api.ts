import type { AlertRuleFields, UpdateAlertRuleFields } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../platform/api/graphql';
import type { ListState } from '../../../shared/ListTable';
import { ruleFilterOf } from './rule-list-query';
import type { AlertRule, RuleFilter, RulePagination } from './rule-types';

const RULE_FIELDS = `alertRuleId label alertCode isActive createdOn updatedOn alertUrgencyType
  maxThreshold minThreshold minThresholdTime withSchedule startTime endTime dayOfWeek
  withGeofence isInsideGeofence alertCountThreshold alertCountWindow autoPopup coversAllVehicles
  totalVehicles totalVgroups totalUsers hasInaccessibleUser hasInaccessibleVgroup hasInaccessibleVehicle
  alert { alertCode descriptionIdn descriptionEng iconUrl alertCategories { alertCategoryId } }
  contactRecipients { contactId userId email phoneNumber label }
  geofences { geofenceId fenceName type }
  vehicles { id licensePlate } vgroups { id name totalVehicle } users { userId fullname }`;
const ENVELOPE = 'isSuccessful errorCode message status fieldErrors { field code message }';

const LIST_QUERY = `query AlertRules($filter: AlertRuleFilter!) {
  alertRules(filter: $filter) { ${ENVELOPE} alertRules { data { ${RULE_FIELDS} } pagination { page show total actualTotal } } }
}`;
const ONE_QUERY = `query AlertRule($id: Int!) {
  alertRule(alertRuleId: $id) { ${ENVELOPE} alertRule { ${RULE_FIELDS} } }
}`;
const CREATE = `mutation CreateAlertRule($input: AlertRuleInput!) {
  createAlertRule(input: $input) { ${ENVELOPE} createAlertRule { ${RULE_FIELDS} } }
}`;
const UPDATE = `mutation UpdateAlertRule($id: Int!, $input: AlertRuleUpdateInput!) {
  updateAlertRule(alertRuleId: $id, input: $input) { ${ENVELOPE} updateAlertRule { ${RULE_FIELDS} } }
}`;
const BULK_UPDATE = `mutation UpdateAlertRules($ids: [Int!]!, $input: AlertRuleBulkInput!) {
  updateAlertRules(alertRuleIds: $ids, input: $input) { ${ENVELOPE} updateAlertRules { count } }
}`;
const BULK_DELETE = `mutation DeleteAlertRules($ids: [Int!]!) {
  deleteAlertRules(alertRuleIds: $ids) { ${ENVELOPE} deleteAlertRules { count } }
}`;

export const alertRuleKeys = {
  all: ['alert-rules'] as const,
  lists: () => ['alert-rules', 'list'] as const,
  list: (filter: RuleFilter, page: number, show: number) =>
    ['alert-rules', 'list', filter, page, show] as const,
  detail: (id: number) => ['alert-rules', 'detail', id] as const,
};

/** The list's page for the list state (URL): rows and the total `alertRules` counted. */
export function useAlertRuleList(state: ListState) {
  const filter = ruleFilterOf(state);
  return useQuery({
    queryKey: alertRuleKeys.list(filter, state.page, state.limit),
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest<{ data: AlertRule[]; pagination: RulePagination }>(
        'alertRules',
        LIST_QUERY,
        { filter: { ...filter, page: state.page, show: state.limit } },
        signal,
      );
      return { rows: answer.data, total: answer.pagination.total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAlertRule(id: number) {
  return useQuery({
    queryKey: alertRuleKeys.detail(id),
    queryFn: ({ signal }) => graphqlRequest<AlertRule>('alertRule', ONE_QUERY, { id }, signal),
    // Read afresh each time the page opens: another user may have changed the rule meanwhile.
    staleTime: 0,
  });
}

function useRuleSaved() {
  const queryClient = useQueryClient();
  return (saved: AlertRule) => {
    queryClient.setQueryData(alertRuleKeys.detail(saved.alertRuleId), saved);
    return queryClient.invalidateQueries({ queryKey: alertRuleKeys.lists() });
  };
}

export function useCreateAlertRule() {
  const saved = useRuleSaved();
  return useMutation({
    mutationFn: (input: AlertRuleFields) => graphqlRequest<AlertRule>('createAlertRule', CREATE, { input }),
    onSuccess: saved,
  });
}

export function useUpdateAlertRule(id: number) {
  const saved = useRuleSaved();
  return useMutation({
    mutationFn: (input: UpdateAlertRuleFields) =>
      graphqlRequest<AlertRule>('updateAlertRule', UPDATE, { id, input }),
    onSuccess: saved,
  });
}

export interface BulkChange {
  isActive: boolean;
}

/** Activates or deactivates rules, all or none; answers how many the server changed. */
export function useBulkUpdateAlertRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, change }: { ids: number[]; change: BulkChange }) =>
      graphqlRequest<{ count: number }>('updateAlertRules', BULK_UPDATE, { ids, input: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertRuleKeys.all }),
  });
}

export function useDeleteAlertRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      graphqlRequest<{ count: number }>('deleteAlertRules', BULK_DELETE, { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertRuleKeys.all }),
  });
}

type ListData = { rows: AlertRule[]; total: number };

/**
 * The inline active switch: the row shows the new state at once and goes back to the old one when
 * the server refuses (the caller shows why).
 */
export function useToggleAlertRule() {
  const queryClient = useQueryClient();
  const setActive = (id: number, isActive: boolean) =>
    queryClient.setQueriesData<ListData>({ queryKey: alertRuleKeys.lists() }, (data) =>
      data
        ? { ...data, rows: data.rows.map((row) => (row.alertRuleId === id ? { ...row, isActive } : row)) }
        : data,
    );
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      graphqlRequest<{ count: number }>('updateAlertRules', BULK_UPDATE, { ids: [id], input: { isActive } }),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: alertRuleKeys.lists() });
      setActive(id, isActive);
    },
    onError: (_error, { id, isActive }) => setActive(id, !isActive),
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: alertRuleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: alertRuleKeys.lists() });
    },
  });
}
