import type { DeviceEvent } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { vehicleOfDriver } from './position-alerts';

/** The SQL of the device events intake: who the devices are, storing events, linking them to alerts. */

export interface EventDevice {
  companyId: number;
  /** The vehicle whose rules see the events: the device's, or the one a driver's phone stands for. */
  vehicleId: number | null;
  /** Where the vehicle was last: an event without coordinates (a Traccar event alone) stands there. */
  lastLatitude: number | null;
  lastLongitude: number | null;
}

/**
 * Devices of active vehicles (by imei) or active drivers' phones (by device_id) of active companies,
 * of `companyId` when given; a vehicle's imei wins over a phone with the same id, as in the position
 * intake.
 */
export async function eventDevices(
  db: Kysely<Database>,
  deviceIds: readonly string[],
  companyId: number | null,
): Promise<Map<string, EventDevice>> {
  const devices = new Map<string, EventDevice>();
  if (deviceIds.length === 0) return devices;
  let vehicles = db
    .selectFrom('vehicles as v')
    .innerJoin('companies as c', 'c.id', 'v.company_id')
    .select(['v.imei', 'v.id', 'v.company_id', 'v.last_latitude', 'v.last_longitude'])
    .where('v.imei', 'in', [...deviceIds])
    .where('v.is_active', '=', true)
    .where('c.is_active', '=', true);
  if (companyId !== null) vehicles = vehicles.where('v.company_id', '=', companyId);
  for (const row of await vehicles.execute()) {
    if (row.imei === null) continue;
    devices.set(row.imei, {
      companyId: row.company_id,
      vehicleId: row.id,
      lastLatitude: row.last_latitude,
      lastLongitude: row.last_longitude,
    });
  }
  const rest = deviceIds.filter((id) => !devices.has(id));
  if (rest.length === 0) return devices;
  let drivers = db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.device_id', 'u.id', 'u.company_id'])
    .where('u.device_id', 'in', rest)
    .where('u.role', '=', 'driver')
    .where('u.is_active', '=', true)
    .where('c.is_active', '=', true);
  if (companyId !== null) drivers = drivers.where('u.company_id', '=', companyId);
  for (const row of await drivers.execute()) {
    if (row.device_id === null || devices.has(row.device_id)) continue;
    const vehicleId = await vehicleOfDriver(db, row.company_id, row.id);
    const vehicle =
      vehicleId === null
        ? undefined
        : await db
            .selectFrom('vehicles')
            .select(['last_latitude', 'last_longitude'])
            .where('id', '=', vehicleId)
            .executeTakeFirst();
    devices.set(row.device_id, {
      companyId: row.company_id,
      vehicleId,
      lastLatitude: vehicle?.last_latitude ?? null,
      lastLongitude: vehicle?.last_longitude ?? null,
    });
  }
  return devices;
}

/** Stores the events (one per device and alarm id) and answers the ids actually inserted. */
export async function storeEvents(
  trx: Kysely<Database>,
  device: EventDevice,
  items: readonly { id: string; event: DeviceEvent }[],
  receivedOn: Date,
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await trx
    .insertInto('device_events')
    .values(
      items.map(({ id, event }) => ({
        id,
        company_id: device.companyId,
        vehicle_id: device.vehicleId,
        device_id: event.deviceId,
        code: event.code === null ? event.rawCode : String(event.code),
        occurred_on: event.occurredOn,
        received_on: receivedOn,
        latitude: event.latitude,
        longitude: event.longitude,
        speed_kmh: event.speedKmh,
        data: JSON.stringify({ source: event.source, raw_code: event.rawCode, ...(event.data ?? {}) }),
        ...(event.media ? { media: JSON.stringify(event.media) } : {}),
        device_alarm_id: event.alarmId,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function linkEvents(
  trx: Kysely<Database>,
  links: readonly { eventId: string; rawAlertId: string }[],
): Promise<void> {
  for (const link of links) {
    if (link.rawAlertId === '') continue;
    await trx
      .updateTable('device_events')
      .set({ raw_alert_id: link.rawAlertId })
      .where('id', '=', link.eventId)
      .execute();
  }
}
