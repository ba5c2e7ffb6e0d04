import { randomUUID } from 'node:crypto';
import {
  type AlertDecision,
  type DeviceEvent,
  type DeviceEventsResult,
  evaluateDeviceEvent,
  type RuleDeviceEvent,
  type RuleState,
} from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { type EventDevice, eventDevices, linkEvents, storeEvents } from './device-event-queries';
import { companyAlerting, rulesOfVehicle } from './rule-cache';
import type { CompanyAlerting } from './rule-queries';
import { runVehicleRound } from './vehicle-round';

/**
 * Device events -> alerts (issue 12 item 4): what a vehicle's device detected itself (DMS, ADAS,
 * panic, Traccar alarms). Every event is stored in device_events (a code we do not know as raw
 * device data), once per device and alarm id; a known code is evaluated with `evaluateDeviceEvent`
 * against the vehicle's rules of that code, and what fires becomes a raw alert linked from the
 * events. One transaction per device of a batch.
 */

export interface EventIntakeDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

const SOURCE_CATEGORY: Record<DeviceEvent['source'], string> = {
  EVENTS_API: 'DASHCAM',
  OSMAND: 'GPS',
  TRACCAR: 'TRACCAR',
};

/** The events of one device, in time order, with where they are in the request. */
interface DeviceBatch {
  deviceId: string;
  items: { index: number; id: string; event: DeviceEvent }[];
}

function byDevice(events: readonly DeviceEvent[]): DeviceBatch[] {
  const batches = new Map<string, DeviceBatch>();
  events.forEach((event, index) => {
    const batch = batches.get(event.deviceId) ?? { deviceId: event.deviceId, items: [] };
    batch.items.push({ index, id: randomUUID(), event });
    batches.set(event.deviceId, batch);
  });
  for (const batch of batches.values())
    batch.items.sort((a, b) => a.event.occurredOn.getTime() - b.event.occurredOn.getTime());
  return [...batches.values()];
}

function ruleEventOf(event: DeviceEvent, device: EventDevice): RuleDeviceEvent | null {
  const latitude = event.latitude ?? device.lastLatitude;
  const longitude = event.longitude ?? device.lastLongitude;
  if (event.code === null || latitude === null || longitude === null) return null;
  return {
    code: event.code,
    occurredOn: event.occurredOn,
    latitude,
    longitude,
    deviceAlarmId: event.alarmId,
    speedKmh: event.speedKmh,
  };
}

/** Evaluates the stored events of a vehicle with rules of their codes; links events to their alerts. */
async function alertEvents(
  alerting: CompanyAlerting,
  trx: Kysely<Database>,
  device: EventDevice & { vehicleId: number },
  stored: DeviceBatch['items'],
  receivedOn: Date,
) {
  const codes = new Set(stored.flatMap((item) => (item.event.code === null ? [] : [item.event.code])));
  const rules = rulesOfVehicle(alerting, device.vehicleId, (rule) => codes.has(rule.alertCode));
  if (rules.length === 0) return 0;
  const context = { vehicleId: device.vehicleId, timeZone: alerting.timeZone };
  const eventsOfEpisode = new Map<string, DeviceBatch['items']>();
  const decide = (rule: (typeof rules)[number], initial: RuleState) => {
    let state = initial;
    const fires: AlertDecision[] = [];
    for (const item of stored) {
      const event = ruleEventOf(item.event, device);
      if (!event || event.code !== rule.alertCode) continue;
      const result = evaluateDeviceEvent(rule, state, event, context);
      state = result.state;
      if (!result.fire) continue;
      fires.push(result.fire);
      eventsOfEpisode.set(result.fire.episodeKey, [
        ...(eventsOfEpisode.get(result.fire.episodeKey) ?? []),
        item,
      ]);
    }
    return { state, fires, changed: state !== initial };
  };
  const written = await runVehicleRound(trx, {
    alerting,
    vehicleId: device.vehicleId,
    rules,
    receivedOn,
    decide,
    extra: (alert) => {
      const first = eventsOfEpisode.get(alert.episodeKey)?.[0]?.event;
      return {
        sourceDeviceCategory: first ? SOURCE_CATEGORY[first.source] : null,
        media: first?.media ?? null,
      };
    },
  });
  const links = written.flatMap(({ alert, outcome }) =>
    (eventsOfEpisode.get(alert.episodeKey) ?? []).map((item) => ({
      eventId: item.id,
      rawAlertId: outcome.rawAlertId,
    })),
  );
  await linkEvents(trx, links);
  return written.filter(({ outcome }) => outcome.kind === 'created').length;
}

/**
 * Stores and evaluates a batch of device events. `companyId` narrows the devices to a gateway key's
 * company; without it (OsmAnd) a device is found by its id alone. Events of a device the company does
 * not have are refused by index and not stored.
 */
export async function ingestDeviceEvents(
  deps: EventIntakeDeps,
  events: readonly DeviceEvent[],
  options: { companyId: number | null; receivedOn: Date },
): Promise<DeviceEventsResult> {
  const result: DeviceEventsResult = { accepted: 0, duplicates: 0, alerts: 0, refused: [] };
  const batches = byDevice(events);
  const devices = await eventDevices(
    deps.db,
    batches.map((batch) => batch.deviceId),
    options.companyId,
  );
  for (const batch of batches) {
    const device = devices.get(batch.deviceId);
    if (!device) {
      result.refused.push(
        ...batch.items.map((item) => ({
          index: item.index,
          device_id: batch.deviceId,
          code: 'unknown-device' as const,
        })),
      );
      continue;
    }
    // Read before the transaction: the cache's query needs a connection of its own (PGlite has one).
    const alerting = await companyAlerting(deps.db, device.companyId);
    await deps.db.transaction().execute(async (trx) => {
      const insertedIds = await storeEvents(trx, device, batch.items, options.receivedOn);
      const stored = batch.items.filter((item) => insertedIds.has(item.id));
      result.accepted += stored.length;
      result.duplicates += batch.items.length - stored.length;
      if (device.vehicleId !== null && alerting.rules.length > 0)
        result.alerts += await alertEvents(
          alerting,
          trx,
          { ...device, vehicleId: device.vehicleId },
          stored,
          options.receivedOn,
        );
    });
  }
  result.refused.sort((a, b) => a.index - b.index);
  return result;
}
