import { isLateEvent, LIVE_SERVER_EVENTS } from '@armada/domain';
import type { Kysely, Selectable } from 'kysely';
import { companyTimeZone } from '../../../db/company-time-zone';
import type { Database } from '../../../db/schema';
import type { RawAlertsTable } from '../../../db/tables/alert-center';
import { publishLiveEvent } from '../../live/publish';
import { reverseGeocode } from '../geocoding/reverse-geocode';
import { mediaFieldsOf } from '../media/media-fields';
import { groupLogs, presentRawAlert } from './raw-alert-presenter';
import { alertRows, findUserLogs } from './raw-alert-queries';

/** A raw alert whose urgency and popup the caller (the rule engine, a device intake) has decided. */
export interface NewRawAlert {
  companyId: number;
  alertCode: number;
  vehicleId: number | null;
  driverUserId?: number | null;
  /** The event's own time. */
  createdOn: Date;
  /** When it reached us; now by default. */
  receivedOn?: Date;
  latitude?: number | null;
  longitude?: number | null;
  alertFlag?: string | null;
  /** Pipe-separated values (the value codes' formats are in the domain's formatAlertData). */
  alertData?: string | null;
  alertTrigger?: string | null;
  alertRuleIds: number[];
  /** Urgent takes precedence: isImportant is stored false when isUrgent is true. */
  isUrgent: boolean;
  isImportant: boolean;
  autoPopup: boolean;
  sourceDeviceCategory?: string | null;
  /** The device's own alarm id: a second alert with it for the vehicle is not created. */
  deviceAlarmId?: string | null;
  /** The rule engine's episode (alerting/raw-alert-writer.ts joins later rules to it): unique per vehicle. */
  episodeKey?: string | null;
  media?: unknown;
  fleetTaskId?: string | null;
  foNumber?: string | null;
  logId?: string | null;
  callState?: unknown;
  /**
   * The company's time zone and the vehicle's groups when the caller holds them already (the rule
   * engine's cache): the published alert then costs two reads fewer.
   */
  known?: KnownAudience;
}

export interface KnownAudience {
  timeZone: string;
  vehicleGroupIds: readonly number[];
}

export interface CreatedRawAlert {
  rawAlertId: string;
  /** False when the device alarm id was already stored: nothing was written or published. */
  created: boolean;
  isLate: boolean;
  /** The stored alert a conflict found (created false): what a caller joining it needs. */
  existing?: StoredRawAlert;
}

/** The stored alert's columns an episode's join reads (alerting/raw-alert-writer.ts). */
const STORED_COLUMNS = [
  'id',
  'is_late',
  'alert_rule_ids',
  'is_urgent',
  'auto_popup',
  'created_on',
  'episode_key',
] as const;

export type StoredRawAlert = Pick<Selectable<RawAlertsTable>, (typeof STORED_COLUMNS)[number]>;

/**
 * Stores a raw alert inside the caller's transaction: the address from reverse geocoding, late when
 * it reached us more than 15 minutes after it happened, and, unless late, `alert-center-new` with the
 * alert as rawAlerts answers it, to the users who may see it (published on commit). When a dedup key
 * is stored already, the stored alert is answered instead, locked for the caller's transaction when
 * `lockExisting` (a join then needs no second read).
 */
export async function createRawAlert(
  trx: Kysely<Database>,
  input: NewRawAlert,
  options: { lockExisting?: boolean } = {},
): Promise<CreatedRawAlert> {
  const receivedOn = input.receivedOn ?? new Date();
  const isLate = isLateEvent(input.createdOn, receivedOn);
  const latitude = input.latitude ?? null;
  const longitude = input.longitude ?? null;
  const address =
    latitude === null || longitude === null
      ? null
      : await reverseGeocode(trx, input.companyId, latitude, longitude);
  const inserted = await trx
    .insertInto('raw_alerts')
    .values({
      company_id: input.companyId,
      alert_code: input.alertCode,
      alert_flag: input.alertFlag ?? null,
      alert_data: input.alertData ?? null,
      alert_trigger: input.alertTrigger ?? null,
      alert_rule_ids: [...new Set(input.alertRuleIds)],
      vehicle_id: input.vehicleId,
      driver_user_id: input.driverUserId ?? null,
      latitude,
      longitude,
      address,
      created_on: input.createdOn,
      received_on: receivedOn,
      is_urgent: input.isUrgent,
      is_important: input.isImportant && !input.isUrgent,
      auto_popup: input.autoPopup,
      is_late: isLate,
      source_device_category: input.sourceDeviceCategory ?? null,
      device_alarm_id: input.deviceAlarmId ?? null,
      episode_key: input.episodeKey ?? null,
      media: input.media === undefined || input.media === null ? null : JSON.stringify(input.media),
      fleet_task_id: input.fleetTaskId ?? null,
      fo_number: input.foNumber ?? null,
      log_id: input.logId ?? null,
      call_state:
        input.callState === undefined || input.callState === null ? null : JSON.stringify(input.callState),
    })
    // Either dedup key (the device's alarm id, the engine's episode) already stored: nothing new.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const stored = trx
      .selectFrom('raw_alerts')
      .select(STORED_COLUMNS)
      .where('company_id', '=', input.companyId)
      .where('vehicle_id', input.vehicleId === null ? 'is' : '=', input.vehicleId)
      .where((eb) =>
        eb.or([
          eb('device_alarm_id', '=', input.deviceAlarmId ?? ''),
          eb('episode_key', '=', input.episodeKey ?? ''),
        ]),
      );
    const existing = await (options.lockExisting ? stored.forUpdate() : stored).executeTakeFirstOrThrow();
    return { rawAlertId: existing.id, created: false, isLate: existing.is_late, existing };
  }
  if (!isLate && (input.isUrgent || input.isImportant)) {
    await publishRawAlert(trx, LIVE_SERVER_EVENTS.alertNew, inserted.id, input);
  }
  return { rawAlertId: inserted.id, created: true, isLate };
}

/**
 * Publishes a stored alert as rawAlerts answers it, to the users who may see an alert of its urgency
 * and vehicle: `alert-center-new` when created, `alert-center-update` when a later rule joined it, its
 * log grew (a call) or its media state moved. An update carries the alert's user logs, since an open
 * popup shows the published alert as it is; a new alert has none yet.
 */
export async function publishRawAlert(
  trx: Kysely<Database>,
  event: typeof LIVE_SERVER_EVENTS.alertNew | typeof LIVE_SERVER_EVENTS.alertUpdate,
  rawAlertId: string,
  input: Pick<NewRawAlert, 'companyId' | 'vehicleId' | 'isUrgent' | 'known'>,
  {
    withLogs = event === LIVE_SERVER_EVENTS.alertUpdate,
    clipSecret = null,
  }: {
    withLogs?: boolean;
    /** Signs the clip links of the alert's videoData; without it a Sent clip's url is null. */
    clipSecret?: Uint8Array | null;
  } = {},
) {
  const [row, audience, logs] = await Promise.all([
    alertRows(trx).where('raw_alerts.id', '=', rawAlertId).executeTakeFirstOrThrow(),
    input.known ?? audienceOf(trx, input.companyId, input.vehicleId),
    withLogs ? findUserLogs(trx, input.companyId, [rawAlertId]) : Promise.resolve([]),
  ]);
  // The socket does not know the reader's language; Indonesian is the product's.
  const data = presentRawAlert(row, {
    timeZone: audience.timeZone,
    language: 'id',
    now: new Date(),
    logs: groupLogs(logs),
    media: await mediaFieldsOf(trx, clipSecret, [row]),
  });
  await publishLiveEvent(trx, {
    event,
    companyId: input.companyId,
    audience: {
      kind: 'alert',
      urgency: input.isUrgent ? 'URGENT' : 'IMPORTANT',
      vehicleId: input.vehicleId,
      vehicleGroupIds: [...audience.vehicleGroupIds],
    },
    data,
  });
}

async function audienceOf(
  trx: Kysely<Database>,
  companyId: number,
  vehicleId: number | null,
): Promise<KnownAudience> {
  const [timeZone, groups] = await Promise.all([
    companyTimeZone(trx, companyId),
    vehicleId === null
      ? Promise.resolve([])
      : trx
          .selectFrom('vehicle_group_vehicles')
          .select('vehicle_group_id')
          .where('vehicle_id', '=', vehicleId)
          .where('company_id', '=', companyId)
          .execute(),
  ]);
  return { timeZone, vehicleGroupIds: groups.map((group) => group.vehicle_group_id) };
}
