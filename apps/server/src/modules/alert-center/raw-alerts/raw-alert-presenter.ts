import {
  alertIconPath,
  alertMapUrl,
  formatAlertData,
  inZone,
  isCallCapableDevice,
  type Language,
  toZonedIso,
} from '@armada/domain';
import { type AlertMediaFields, NO_MEDIA } from '../media/media-fields';
import type { AlertRow, UserLogRow } from './raw-alert-queries';

/** How a raw alert reads (spec section 3, 'Alert notification / raw alert'). */
export interface PresentContext {
  timeZone: string;
  language: Language;
  now: Date;
  /** Each alert's user logs, newest first. */
  logs: Map<string, UserLogRow[]>;
  /** Each alert's clips and media state (issue 19); an alert without an entry has no media. */
  media?: Map<string, AlertMediaFields>;
}

export function groupLogs(rows: readonly UserLogRow[]): Map<string, UserLogRow[]> {
  const byAlert = new Map<string, UserLogRow[]>();
  for (const row of rows) byAlert.set(row.raw_alert_id, [...(byAlert.get(row.raw_alert_id) ?? []), row]);
  return byAlert;
}

function presentLog(row: UserLogRow, timeZone: string) {
  return {
    user: row.user_id === null ? null : { userId: row.user_id, fullname: row.user_name ?? '' },
    userId: row.user_id,
    typeField: row.type_field,
    data: row.data,
    note: row.note,
    createdOn: toZonedIso(row.created_on, timeZone),
  };
}

/** The user logs grouped by day in the company's zone, newest day first (the history modal's shape). */
function logDays(rows: readonly UserLogRow[], timeZone: string) {
  const days = new Map<string, ReturnType<typeof presentLog>[]>();
  for (const row of rows) {
    const date = inZone(row.created_on, timeZone).format('YYYY-MM-DD');
    days.set(date, [...(days.get(date) ?? []), presentLog(row, timeZone)]);
  }
  return [...days].map(([date, logs]) => ({ date, logs }));
}

export function presentRawAlert(row: AlertRow, context: PresentContext) {
  const logs = context.logs.get(row.id) ?? [];
  const feedback = logs.find((log) => log.type_field === 'Feedback');
  const description = { descriptionIdn: row.description_idn, descriptionEng: row.description_eng };
  const iconUrl = alertIconPath(row.alert_code);
  const createdOn = toZonedIso(row.created_on, context.timeZone);
  return {
    id: row.id,
    rawAlertId: row.id,
    alertCode: row.alert_code,
    alertFlag: row.alert_flag,
    alertData: row.alert_data,
    alertTrigger: row.alert_trigger,
    formattedAlertData: formatAlertData(row.alert_code, row.alert_data, context.language),
    alertRuleIds: row.alert_rule_ids,
    createdOn,
    receivedOn: toZonedIso(row.received_on, context.timeZone),
    vehicleId: row.vehicle_id,
    childVehicleId: null,
    vehicle: row.vehicle_id === null ? null : { id: row.vehicle_id, licensePlate: row.license_plate ?? '' },
    licensePlate: row.license_plate,
    driver:
      row.driver_user_id === null ? null : { userId: row.driver_user_id, fullname: row.driver_name ?? '' },
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    mapUrl: alertMapUrl(row.latitude, row.longitude),
    isRead: row.is_read,
    isResolved: row.is_resolved,
    isFalseAlert: row.is_false_alert,
    isUrgent: row.is_urgent,
    isImportant: row.is_important,
    autoPopup: row.auto_popup,
    isLate: row.is_late,
    timePassed: Math.max(0, Math.floor((context.now.getTime() - row.created_on.getTime()) / 1000)),
    userLogs: logDays(logs, context.timeZone),
    lastUserFeedback: feedback
      ? {
          createdOn: toZonedIso(feedback.created_on, context.timeZone),
          feedback: feedback.data ?? '',
          userId: feedback.user_id,
        }
      : null,
    sourceDeviceCategory: row.source_device_category,
    media: row.media === null ? null : JSON.stringify(row.media),
    callState: callStateOf(row),
    ...(context.media?.get(row.id) ?? NO_MEDIA),
    foNumber: row.fo_number,
    foId: row.fleet_task_id,
    logId: row.log_id,
    iconUrl,
    ...description,
    alert: { alertCode: row.alert_code, iconUrl, ...description },
  };
}
export type PresentedRawAlert = ReturnType<typeof presentRawAlert>;

/**
 * A vehicle with a call-capable dashcam (issue 19; section 9: bsj, vss-howen) is callable from its
 * alerts: its device type and IMEI say so, whatever the alert stored when it was written. Otherwise
 * the stored call_state as the intake gave it.
 */
function callStateOf(row: AlertRow) {
  if (row.vehicle_id !== null && isCallCapableDevice(row.vehicle_device_type) && row.vehicle_imei) {
    return {
      isHaveVoip: true,
      deviceType: row.vehicle_device_type,
      imeiVoip: row.vehicle_imei,
      vehicleIdVoip: row.vehicle_id,
    };
  }
  const value: unknown = row.call_state;
  if (!value || typeof value !== 'object') return null;
  const state = value as Record<string, unknown>;
  return {
    isHaveVoip: state.isHaveVoip === true,
    deviceType: typeof state.deviceType === 'string' ? state.deviceType : null,
    imeiVoip: typeof state.imeiVoip === 'string' ? state.imeiVoip : null,
    vehicleIdVoip: typeof state.vehicleIdVoip === 'number' ? state.vehicleIdVoip : null,
  };
}
