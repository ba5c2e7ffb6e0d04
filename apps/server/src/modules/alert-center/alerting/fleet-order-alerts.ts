import { type AlertDecision, type EvaluableRule, episodeKeyOf, mergeDecisions } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FleetTaskAlertEvent } from '../../hooks';
import { alertVehicle } from './alert-vehicle';
import { writeRawAlert } from './raw-alert-writer';
import { groupsOf, rulesOfEveryVehicle, rulesOfVehicle } from './rule-cache';
import { type CompanyAlerting, loadCompanyAlerting } from './rule-queries';

/**
 * Fleet-order alerts (137 to 143, issue 12 item 3): made by the fleet-task events themselves (a
 * blocked auto start, a vendor's rejection, a cancellation; late departures by the sweeper), in the
 * event's transaction, and only when the company has an active rule of the code covering the task's
 * vehicle: the rules decide which alerts exist. One alert per task and code (the episode is the
 * task, or the history event when one task may see the event again).
 */

/** The event as the fleet-task module reports it through `AppHooks.fleetTaskAlert`. */
export type FleetOrderEvent = FleetTaskAlertEvent;

/** Where the alert stands: the vehicle's last position, else the task's start address. */
async function placeOf(trx: Kysely<Database>, event: FleetOrderEvent) {
  const row = await trx
    .selectFrom('fleet_tasks as t')
    .leftJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .leftJoin('addresses as a', 'a.id', 't.start_address_id')
    .select(['v.last_latitude', 'v.last_longitude', 'a.latitude', 'a.longitude'])
    .where('t.id', '=', event.task.id)
    .executeTakeFirst();
  return {
    latitude: row?.last_latitude ?? row?.latitude ?? 0,
    longitude: row?.last_longitude ?? row?.longitude ?? 0,
  };
}

/** The vehicle and driver the alert names; without a vehicle, the task's own driver if it has one. */
async function namedVehicle(trx: Kysely<Database>, event: FleetOrderEvent, company: CompanyAlerting) {
  const vehicleId = event.task.vehicleId;
  if (vehicleId === null) {
    const task = await trx
      .selectFrom('fleet_tasks')
      .select('driver_user_id')
      .where('id', '=', event.task.id)
      .executeTakeFirst();
    return { vehicle: null, driverUserId: task?.driver_user_id ?? null };
  }
  const vehicle = await alertVehicle(trx, event.companyId, vehicleId, event.task.id);
  return {
    vehicle: { id: vehicleId, licensePlate: vehicle.licensePlate, groupIds: groupsOf(company, vehicleId) },
    driverUserId: vehicle.driverUserId,
  };
}

/** Writes the fleet-order alert of `event` when a rule asks for it; answers the raw alert id or null. */
export async function writeFleetOrderAlert(
  trx: Kysely<Database>,
  event: FleetOrderEvent,
  alerting?: CompanyAlerting,
): Promise<string | null> {
  const vehicleId = event.task.vehicleId;
  const company = alerting ?? (await loadCompanyAlerting(trx, event.companyId));
  const ofCode = (rule: EvaluableRule) => rule.alertCode === event.alertCode;
  // A task without a vehicle of ours (a request sent to a vendor) is covered by the rules that
  // cover every vehicle: a rule listing vehicles or groups is about those vehicles only.
  const rules =
    vehicleId === null ? rulesOfEveryVehicle(company, ofCode) : rulesOfVehicle(company, vehicleId, ofCode);
  if (rules.length === 0) return null;
  const place = await placeOf(trx, event);
  const decisions: AlertDecision[] = rules.map((rule) => ({
    alertRuleId: rule.alertRuleId,
    alertCode: event.alertCode,
    occurredOn: event.occurredOn,
    ...place,
    alertData: event.alertData ?? '',
    episodeKey: episodeKeyOf(vehicleId ?? 'task', event.alertCode, `task-${event.task.id}-${event.episode}`),
  }));
  const named = await namedVehicle(trx, event, company);
  let rawAlertId: string | null = null;
  for (const alert of mergeDecisions(rules, decisions)) {
    const outcome = await writeRawAlert(trx, {
      companyId: event.companyId,
      timeZone: company.timeZone,
      vehicle: named.vehicle,
      alert,
      receivedOn: new Date(),
      driverUserId: named.driverUserId,
      sourceDeviceCategory: 'FLEET_TASK',
      fleetTask: { id: event.task.id, foNumber: event.task.number, logId: event.logId },
    });
    rawAlertId = outcome.rawAlertId;
  }
  return rawAlertId;
}
