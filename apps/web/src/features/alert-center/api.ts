import { ALERT_CENTRE, type RawAlertActionType } from '@armada/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../platform/api/graphql';
import { type ListFilter, shareAlertsById } from './alert-list';
import { RAW_ALERT_FIELDS, type RawAlert, type Urgency } from './raw-alert';

/** The page's choice for one list: its page, the status filter and the dates (ISO with offset). */
export interface ListQuery extends ListFilter {
  page: number;
  startDate: string;
  endDate: string;
}

export interface RawAlertPage {
  data: RawAlert[];
  pagination: { page: number; show: number; total: number; actualTotal: number };
}

export interface UnresolvedCounts {
  urgent: number;
  important: number;
}

/** TanStack Query keys of the centre, in one place. */
export const alertCenterKeys = {
  all: ['alert-center'] as const,
  lists: ['alert-center', 'raw-alerts'] as const,
  list: (urgency: Urgency, query: ListQuery) => ['alert-center', 'raw-alerts', urgency, query] as const,
  counts: (startDate: string, endDate: string) =>
    ['alert-center', 'unresolved-counts', startDate, endDate] as const,
};

const RAW_ALERTS = `query RawAlerts($filter: RawAlertFilter!) {
  rawAlerts(filter: $filter) {
    isSuccessful errorCode message status
    rawAlerts { data { ${RAW_ALERT_FIELDS} } pagination { page show total actualTotal } }
  }
}`;

const UNRESOLVED_COUNTS = `query UnresolvedAlertCounts($filter: DateRangeInput) {
  unresolvedAlertCounts(filter: $filter) {
    isSuccessful errorCode message status
    unresolvedAlertCounts { urgent important }
  }
}`;

const UPSERT_ACTION = `mutation UpsertRawAlertsAction($input: RawAlertActionInput!) {
  upsertRawAlertsAction(input: $input) {
    isSuccessful errorCode message status fieldErrors { field code message }
    upsertRawAlertsAction { count rawAlertIds }
  }
}`;

/** The status filter as `rawAlerts` reads it: unresolved is neither resolved nor false. */
function statusFilter(status: ListFilter['status']) {
  switch (status) {
    case 'all':
      return {};
    case 'unresolved':
      return { isResolved: false, isFalseAlert: false };
    case 'resolved':
      return { isResolved: true };
    case 'false':
      return { isFalseAlert: true };
  }
}

/** Urgent takes precedence: the important list is the alerts that are important and not urgent. */
const urgencyFilter = (urgency: Urgency) =>
  urgency === 'urgent' ? { isUrgent: true } : { isUrgent: false, isImportant: true };

export function useRawAlerts(urgency: Urgency, query: ListQuery, enabled: boolean) {
  return useQuery({
    queryKey: alertCenterKeys.list(urgency, query),
    queryFn: ({ signal }) =>
      graphqlRequest<RawAlertPage>(
        'rawAlerts',
        RAW_ALERTS,
        {
          filter: {
            page: query.page,
            show: ALERT_CENTRE.pageSize,
            orderBy: 'createdOn desc',
            startDate: query.startDate,
            endDate: query.endDate,
            ...urgencyFilter(urgency),
            ...statusFilter(query.status),
          },
        },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    structuralSharing: shareAlertsById,
  });
}

export function useUnresolvedCounts(startDate: string, endDate: string) {
  return useQuery({
    queryKey: alertCenterKeys.counts(startDate, endDate),
    queryFn: ({ signal }) =>
      graphqlRequest<UnresolvedCounts>(
        'unresolvedAlertCounts',
        UNRESOLVED_COUNTS,
        { filter: { startDate, endDate } },
        signal,
      ),
  });
}

export interface AlertActionInput {
  actionType: RawAlertActionType;
  rawAlertId: string[];
  revert?: boolean;
  data?: string;
}

/** One action on named alerts (Selection); the caller applies the answer to its lists. */
export function useAlertAction() {
  return useMutation({
    mutationFn: (input: AlertActionInput) =>
      graphqlRequest<{ count: number; rawAlertIds: string[] }>('upsertRawAlertsAction', UPSERT_ACTION, {
        input: { ...input, selectionMode: 'Selection' },
      }),
  });
}
