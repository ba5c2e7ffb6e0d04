import type { AlertFlags, RawAlertActionType } from '@armada/domain';

/**
 * A raw alert as `rawAlerts` and the socket's `alert-center-new` answer it (the server's `RawAlert`
 * GraphQL type; only the fields this page reads). The list query asks for exactly these.
 */
export interface RawAlert extends AlertFlags {
  id: string;
  rawAlertId: string;
  alertCode: number;
  createdOn: string;
  licensePlate: string | null;
  driver: { fullname: string } | null;
  address: string | null;
  isUrgent: boolean;
  isImportant: boolean;
  autoPopup: boolean;
  formattedAlertData: string | null;
  sourceDeviceCategory: string | null;
  iconUrl: string;
  descriptionIdn: string;
  descriptionEng: string;
  /** What the preview popup reads beyond the row (all answered by rawAlerts and the socket). */
  alertData?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  userLogs?: UserLogDay[];
  foNumber?: string | null;
  foId?: string | null;
  callState?: { isHaveVoip: boolean; deviceType: string | null } | null;
}

export interface UserLogDay {
  date: string;
  logs: {
    user: { fullname: string } | null;
    typeField: string;
    data: string | null;
    note: string | null;
    createdOn: string;
  }[];
}

export const RAW_ALERT_FIELDS = `id rawAlertId alertCode createdOn licensePlate driver { fullname } address
  isRead isResolved isFalseAlert isUrgent isImportant autoPopup formattedAlertData sourceDeviceCategory
  iconUrl descriptionIdn descriptionEng alertData latitude longitude foNumber foId
  callState { isHaveVoip deviceType } userLogs { date logs { user { fullname } typeField data note createdOn } }`;

export type Urgency = 'urgent' | 'important';

/** Urgent takes precedence over important (section 4): an alert that is both is an urgent one. */
export const urgencyOf = (alert: Pick<RawAlert, 'isUrgent'>): Urgency =>
  alert.isUrgent ? 'urgent' : 'important';

/** What `alert-center-resolve` carries (the action service's live event). */
export interface AlertResolution {
  actionType: RawAlertActionType;
  revert: boolean;
  count: number;
  selectionMode: 'All' | 'Selection' | 'Exclude';
  rawAlertIds: readonly string[];
  isUrgent?: boolean | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The socket's data is checked before it touches the lists: a malformed event is dropped. */
export function asRawAlert(value: unknown): RawAlert | null {
  if (!isObject(value)) return null;
  return typeof value.id === 'string' &&
    typeof value.createdOn === 'string' &&
    typeof value.isUrgent === 'boolean' &&
    typeof value.isResolved === 'boolean'
    ? (value as unknown as RawAlert)
    : null;
}

export function asResolution(value: unknown): AlertResolution | null {
  if (!isObject(value)) return null;
  return typeof value.actionType === 'string' && Array.isArray(value.rawAlertIds)
    ? (value as unknown as AlertResolution)
    : null;
}
