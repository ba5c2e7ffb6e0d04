import { filterValue, type ListState } from '../../../shared/ListTable';

/**
 * The log's filters as list-state fields in the URL ('is_resolved eq true', ...), so a link or a
 * reload brings the same list back; `rawAlertFilterOf` turns them into `rawAlerts`' filter.
 */
export const LOG_FIELDS = {
  createdOn: 'created_on',
  urgency: 'urgency',
  alertCode: 'alert_code',
  vehicle: 'vehicle.id',
  resolved: 'is_resolved',
  falseAlert: 'is_false_alert',
} as const;

/** `?view=centre`: the live centre for a user who also holds the log (the log's header links to it). */
export const CENTRE_VIEW = 'centre';

export const URGENCY_VALUES = ['urgent', 'important'] as const;

/** `rawAlerts`' filter (the server's RawAlertFilter) without the page. */
export interface LogFilter {
  orderBy: 'createdOn desc' | 'createdOn asc';
  startDate?: string;
  endDate?: string;
  isUrgent?: boolean;
  isImportant?: boolean;
  alertCode?: number;
  vehicleId?: number;
  isResolved?: boolean;
  isFalseAlert?: boolean;
}

const positiveInt = (raw: string | undefined) =>
  raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
const flag = (raw: string | undefined) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
const validDate = (raw: string | undefined) =>
  raw !== undefined && !Number.isNaN(Date.parse(raw)) ? raw : undefined;

/**
 * The list state as `rawAlerts` reads it. Urgent takes precedence over important (section 4), so
 * 'important' is the alerts that are important and not urgent, as in the centre's lists. A value the
 * URL mangled is left out rather than sent for the server to refuse.
 */
export function rawAlertFilterOf(state: ListState): LogFilter {
  const sort = state.sorts.find((candidate) => candidate.field === LOG_FIELDS.createdOn);
  const urgency = filterValue(state, LOG_FIELDS.urgency, 'eq');
  const filter: LogFilter = {
    orderBy: sort?.direction === 'asc' ? 'createdOn asc' : 'createdOn desc',
    startDate: validDate(filterValue(state, LOG_FIELDS.createdOn, 'gte')),
    endDate: validDate(filterValue(state, LOG_FIELDS.createdOn, 'lte')),
    ...(urgency === 'urgent' ? { isUrgent: true } : {}),
    ...(urgency === 'important' ? { isUrgent: false, isImportant: true } : {}),
    alertCode: positiveInt(filterValue(state, LOG_FIELDS.alertCode, 'eq')),
    vehicleId: positiveInt(filterValue(state, LOG_FIELDS.vehicle, 'eq')),
    isResolved: flag(filterValue(state, LOG_FIELDS.resolved, 'eq')),
    isFalseAlert: flag(filterValue(state, LOG_FIELDS.falseAlert, 'eq')),
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as unknown as LogFilter;
}
