import { MAX_PAGE_SIZE } from '@armada/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../platform/api/graphql';
import { vehicleManagementApi } from '../../../platform/api/services';
import type { ListState } from '../../../shared/ListTable';
import { readListState } from '../../../shared/ListTable/list-state';
import type { RoutePrefetch } from '../../../shared/route-prefetch';
import type { RawAlertPage } from '../api';
import type { RawAlert } from '../raw-alert';
import { CENTRE_VIEW, type LogFilter, rawAlertFilterOf } from './log-query';

/** A log row and the detail: the list's fields and what the detail and the export add. */
export interface LogAlert extends RawAlert {
  alertFlag: string | null;
  alertData: string | null;
  vehicleId: number | null;
  latitude: number | null;
  longitude: number | null;
  foNumber: string | null;
  foId: string | null;
  userLogs: UserLogDay[];
}

export interface UserLogDay {
  date: string;
  logs: {
    typeField: string;
    data: string | null;
    note: string | null;
    createdOn: string;
    user: { fullname: string } | null;
  }[];
}

const LOG_ALERT_FIELDS = `id rawAlertId alertCode alertFlag alertData createdOn vehicleId licensePlate
  driver { fullname } address latitude longitude isRead isResolved isFalseAlert isUrgent isImportant autoPopup
  formattedAlertData sourceDeviceCategory iconUrl descriptionIdn descriptionEng foNumber foId
  userLogs { date logs { typeField data note createdOn user { fullname } } }`;

const LOG_QUERY = `query NotificationLog($filter: RawAlertFilter!) {
  rawAlerts(filter: $filter) {
    isSuccessful errorCode message status
    rawAlerts { data { ${LOG_ALERT_FIELDS} } pagination { page show total actualTotal } }
  }
}`;

const DETAIL_QUERY = `query NotificationDetail($param: String!) {
  rawAlert(param: $param) {
    isSuccessful errorCode message status
    rawAlert { ${LOG_ALERT_FIELDS} }
  }
}`;

export const notificationLogKeys = {
  all: ['alert-center', 'notification-log'] as const,
  list: (filter: LogFilter, page: number, show: number) =>
    ['alert-center', 'notification-log', filter, page, show] as const,
  detail: (param: string) => ['alert-center', 'notification-detail', param] as const,
  vehicles: ['alert-center', 'notification-log', 'vehicles'] as const,
};

export function fetchLogPage(filter: LogFilter, page: number, show: number, signal?: AbortSignal) {
  return graphqlRequest<{ data: LogAlert[]; pagination: RawAlertPage['pagination'] }>(
    'rawAlerts',
    LOG_QUERY,
    { filter: { ...filter, page, show } },
    signal,
  );
}

/** The log's page for the list state (URL): rows and the total `rawAlerts` counted (at most 10,000). */
function notificationLogQuery(state: ListState) {
  const filter = rawAlertFilterOf(state);
  return queryOptions({
    queryKey: notificationLogKeys.list(filter, state.page, state.limit),
    queryFn: async ({ signal }) => {
      const answer = await fetchLogPage(filter, state.page, state.limit, signal);
      return { rows: answer.data, total: answer.pagination.total };
    },
  });
}

export function useNotificationLog(state: ListState) {
  return useQuery({ ...notificationLogQuery(state), placeholderData: keepPreviousData });
}

/**
 * The log's page its address asks for, while the page's code comes (route-prefetch.ts). Not for the
 * live centre (`?view=centre`), which asks other things; a user without the log's scope, shown the
 * centre too, has this one request refused.
 */
export const prefetchNotificationLog: RoutePrefetch = (client, { search }) => {
  if (search.get('view') === CENTRE_VIEW) return;
  void client.prefetchQuery(notificationLogQuery(readListState(search)));
};

export function useNotificationDetail(param: string) {
  return useQuery({
    queryKey: notificationLogKeys.detail(param),
    queryFn: ({ signal }) => graphqlRequest<LogAlert>('rawAlert', DETAIL_QUERY, { param }, signal),
  });
}

interface Vehicle {
  id: number;
  license_plate: string;
}

/** The vehicle filter's choices: GET /vehicle, one page of the largest size, sorted by plate. */
export function useLogVehicleOptions() {
  return useQuery({
    queryKey: notificationLogKeys.vehicles,
    queryFn: ({ signal }) =>
      vehicleManagementApi.list<Vehicle>(
        `/vehicle?limit=${MAX_PAGE_SIZE}&page=1&sorts=${encodeURIComponent('license_plate asc')}`,
        { signal },
      ),
    select: (response) =>
      response.data.paginated_result.map((vehicle) => ({
        value: String(vehicle.id),
        label: vehicle.license_plate,
      })),
    staleTime: 5 * 60_000,
  });
}
