import { combineAlerts, formatAlertData, isLateEvent, type MergedAlert, toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { publishLiveEvent } from '../../live/publish';

/**
 * Writes the raw alerts the engine decided, in the caller's transaction: one row per company,
 * vehicle and episode key (a later rule of the same episode joins it through `combineAlerts`), a
 * device alarm id at most once per vehicle, `is_late` for what reached us over 15 minutes after it
 * happened; a new alert that is not late is published as `alert-center-new`.
 *
 * To be joined at merge with `createRawAlert` of the raw-alerts module (branch alert-gql), which adds
 * the reverse-geocoded address and mapUrl: this writer leaves the address empty.
 */

export interface RawAlertVehicle {
  id: number;
  licensePlate: string;
  groupIds: number[];
}

export interface RawAlertInput {
  companyId: number;
  timeZone: string;
  vehicle: RawAlertVehicle;
  alert: MergedAlert;
  receivedOn: Date;
  driverUserId?: number | null;
  sourceDeviceCategory?: string | null;
  media?: unknown;
  fleetTask?: { id: string; foNumber: string; logId: string | null } | null;
}

export type RawAlertOutcome = {
  rawAlertId: string;
  kind: 'created' | 'joined' | 'duplicate';
  isLate: boolean;
};

type ExistingRow = {
  id: string;
  alert_rule_ids: number[];
  is_urgent: boolean;
  auto_popup: boolean;
  created_on: Date;
};

function existingAsMerged(row: ExistingRow, alert: MergedAlert): MergedAlert {
  return {
    ...alert,
    occurredOn: row.created_on,
    alertRuleIds: row.alert_rule_ids,
    isUrgent: row.is_urgent,
    isImportant: !row.is_urgent,
    autoPopup: row.auto_popup,
  };
}

async function joinEpisode(trx: Kysely<Database>, row: ExistingRow, input: RawAlertInput) {
  const combined = combineAlerts(existingAsMerged(row, input.alert), input.alert);
  const sameRules = combined.alertRuleIds.join() === [...row.alert_rule_ids].sort((a, b) => a - b).join();
  if (sameRules && combined.isUrgent === row.is_urgent && combined.autoPopup === row.auto_popup) {
    return 'duplicate' as const;
  }
  await trx
    .updateTable('raw_alerts')
    .set({
      alert_rule_ids: combined.alertRuleIds,
      is_urgent: combined.isUrgent,
      is_important: combined.isImportant,
      auto_popup: combined.autoPopup,
      updated_on: new Date(),
    })
    .where('id', '=', row.id)
    .execute();
  return 'joined' as const;
}

export async function writeRawAlert(trx: Kysely<Database>, input: RawAlertInput): Promise<RawAlertOutcome> {
  const { alert, vehicle, companyId } = input;
  const isLate = isLateEvent(alert.occurredOn, input.receivedOn);
  const existing = await trx
    .selectFrom('raw_alerts')
    .select(['id', 'alert_rule_ids', 'is_urgent', 'auto_popup', 'created_on'])
    .where('company_id', '=', companyId)
    .where('vehicle_id', '=', vehicle.id)
    .where('episode_key', '=', alert.episodeKey)
    .forUpdate()
    .executeTakeFirst();
  if (existing) return { rawAlertId: existing.id, kind: await joinEpisode(trx, existing, input), isLate };

  const inserted = await trx
    .insertInto('raw_alerts')
    .values({
      company_id: companyId,
      alert_code: alert.alertCode,
      alert_flag: alert.alertFlag ?? null,
      alert_data: alert.alertData === '' ? null : alert.alertData,
      alert_rule_ids: alert.alertRuleIds,
      vehicle_id: vehicle.id,
      driver_user_id: input.driverUserId ?? null,
      latitude: alert.latitude,
      longitude: alert.longitude,
      created_on: alert.occurredOn,
      received_on: input.receivedOn,
      is_urgent: alert.isUrgent,
      is_important: alert.isImportant,
      auto_popup: alert.autoPopup,
      is_late: isLate,
      source_device_category: input.sourceDeviceCategory ?? null,
      device_alarm_id: alert.deviceAlarmId ?? null,
      episode_key: alert.episodeKey,
      ...(input.media === undefined || input.media === null ? {} : { media: JSON.stringify(input.media) }),
      fleet_task_id: input.fleetTask?.id ?? null,
      fo_number: input.fleetTask?.foNumber ?? null,
      log_id: input.fleetTask?.logId ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // The device's alarm id is already an alert of this vehicle (another code or episode name).
    const byAlarm = await trx
      .selectFrom('raw_alerts')
      .select('id')
      .where('company_id', '=', companyId)
      .where('vehicle_id', '=', vehicle.id)
      .where('device_alarm_id', '=', alert.deviceAlarmId ?? '')
      .executeTakeFirst();
    return { rawAlertId: byAlarm?.id ?? '', kind: 'duplicate', isLate };
  }
  if (!isLate) await publishNewAlert(trx, input, inserted.id);
  return { rawAlertId: inserted.id, kind: 'created', isLate };
}

/** `alert-center-new` to the company's users who may see it, delivered when the transaction commits. */
function publishNewAlert(trx: Kysely<Database>, input: RawAlertInput, rawAlertId: string) {
  const { alert, vehicle } = input;
  return publishLiveEvent(trx, {
    event: 'alert-center-new',
    companyId: input.companyId,
    audience: {
      kind: 'alert',
      urgency: alert.isUrgent ? 'URGENT' : 'IMPORTANT',
      vehicleId: vehicle.id,
      vehicleGroupIds: vehicle.groupIds,
    },
    data: {
      rawAlertId,
      alertCode: alert.alertCode,
      alertFlag: alert.alertFlag ?? null,
      alertData: alert.alertData === '' ? null : alert.alertData,
      formattedAlertData: formatAlertData(alert.alertCode, alert.alertData, 'id'),
      createdOn: toZonedIso(alert.occurredOn, input.timeZone),
      vehicleId: vehicle.id,
      licensePlate: vehicle.licensePlate,
      latitude: alert.latitude,
      longitude: alert.longitude,
      isUrgent: alert.isUrgent,
      isImportant: alert.isImportant,
      autoPopup: alert.autoPopup,
      alertRuleIds: alert.alertRuleIds,
      foNumber: input.fleetTask?.foNumber ?? null,
      foId: input.fleetTask?.id ?? null,
      logId: input.fleetTask?.logId ?? null,
    },
  });
}
