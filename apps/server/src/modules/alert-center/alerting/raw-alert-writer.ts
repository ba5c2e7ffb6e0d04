import { combineAlerts, isLateEvent, LIVE_SERVER_EVENTS, type MergedAlert } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { enqueueAlertNotifications } from '../../notification/alert-outbox';
import { createRawAlert, publishRawAlert, type StoredRawAlert } from '../raw-alerts/create-raw-alert';

/**
 * Writes the raw alerts the engine decided, in the caller's transaction: one row per company,
 * vehicle and episode key (a later rule of the same episode joins it through `combineAlerts`), a
 * device alarm id at most once per vehicle, `is_late` for what reached us over 15 minutes after it
 * happened; a new alert that is not late is published as `alert-center-new` (a joined one as
 * `alert-center-update`) and queues the messages to its rules' contact recipients
 * (modules/notification/alert-outbox.ts).
 *
 * A new alert is stored by the raw-alerts module's `createRawAlert` (address, late flag, the live
 * event with the alert as rawAlerts answers it); this writer adds the episode: the joining of later
 * rules, which that module does not know about.
 */

export interface RawAlertVehicle {
  id: number;
  licensePlate: string;
  groupIds: number[];
}

export interface RawAlertInput {
  companyId: number;
  timeZone: string;
  /** Null for a fleet-order alert of a task without a vehicle of ours (sent to a vendor). */
  vehicle: RawAlertVehicle | null;
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

function existingAsMerged(row: StoredRawAlert, alert: MergedAlert): MergedAlert {
  return {
    ...alert,
    occurredOn: row.created_on,
    alertRuleIds: row.alert_rule_ids,
    isUrgent: row.is_urgent,
    isImportant: !row.is_urgent,
    autoPopup: row.auto_popup,
  };
}

/**
 * The engine's cache holds the company's zone and the vehicle's groups the alert is published to: a
 * group change made on another instance reaches the audience, as it reaches the rules' coverage, at
 * most ALERT_RULES_TTL_MS late.
 */
const knownAudience = (input: RawAlertInput) => ({
  timeZone: input.timeZone,
  vehicleGroupIds: input.vehicle?.groupIds ?? [],
});

async function joinEpisode(trx: Kysely<Database>, row: StoredRawAlert, input: RawAlertInput) {
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
  if (!row.is_late) {
    await publishRawAlert(trx, LIVE_SERVER_EVENTS.alertUpdate, row.id, {
      companyId: input.companyId,
      vehicleId: input.vehicle?.id ?? null,
      isUrgent: combined.isUrgent,
      known: knownAudience(input),
    });
  }
  return 'joined' as const;
}

export async function writeRawAlert(trx: Kysely<Database>, input: RawAlertInput): Promise<RawAlertOutcome> {
  const { alert, vehicle, companyId } = input;
  // Inserted first, joined when the episode is stored already: a new alert, the common case, is not
  // looked for first, and a writer that raced another one of the same episode joins it. The stored
  // one comes back locked, as the join that may update it needs.
  const created = await createRawAlert(
    trx,
    {
      companyId,
      alertCode: alert.alertCode,
      vehicleId: vehicle?.id ?? null,
      driverUserId: input.driverUserId ?? null,
      createdOn: alert.occurredOn,
      receivedOn: input.receivedOn,
      latitude: alert.latitude,
      longitude: alert.longitude,
      alertFlag: alert.alertFlag ?? null,
      alertData: alert.alertData === '' ? null : alert.alertData,
      alertRuleIds: alert.alertRuleIds,
      isUrgent: alert.isUrgent,
      isImportant: alert.isImportant,
      autoPopup: alert.autoPopup,
      sourceDeviceCategory: input.sourceDeviceCategory ?? null,
      deviceAlarmId: alert.deviceAlarmId ?? null,
      episodeKey: alert.episodeKey,
      media: input.media ?? null,
      fleetTaskId: input.fleetTask?.id ?? null,
      foNumber: input.fleetTask?.foNumber ?? null,
      logId: input.fleetTask?.logId ?? null,
      known: knownAudience(input),
    },
    { lockExisting: true },
  );
  const existing = created.existing;
  if (existing) {
    // The same device alarm id under another episode is a repeat of that alarm, not this episode.
    if (existing.episode_key === alert.episodeKey) {
      const isLate = isLateEvent(alert.occurredOn, input.receivedOn);
      return { rawAlertId: existing.id, kind: await joinEpisode(trx, existing, input), isLate };
    }
    return { rawAlertId: existing.id, kind: 'duplicate', isLate: existing.is_late };
  }
  // A joined or repeated alert was told when it was new; a late one is news of the past.
  if (!created.isLate) {
    const ref = { rawAlertId: created.rawAlertId, companyId, alertRuleIds: alert.alertRuleIds };
    await enqueueAlertNotifications(trx, ref);
  }
  return { rawAlertId: created.rawAlertId, kind: 'created', isLate: created.isLate };
}
