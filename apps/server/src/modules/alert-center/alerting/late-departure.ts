import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { writeFleetOrderAlert } from './fleet-order-alerts';
import { rulesOfVehicle } from './rule-cache';
import type { CompanyAlerting } from './rule-queries';

/** ALERT_CODES.md: late departure after minThresholdTime, 30 minutes unless the rule says. */
const DEFAULT_LATE_DEPARTURE_S = 30 * 60;
/** A task still Dijadwalkan a day after its departure is a plan nobody updated, not news. */
const LOOK_BACK_MS = 24 * 60 * 60_000;

/**
 * Late departure (138), for the sweeper: a Dijadwalkan task not started minThresholdTime after its
 * expected departure, once per task (a task that has its alert is not looked at again).
 */
export async function lateDepartures(conn: Kysely<Database>, alerting: CompanyAlerting, now: Date) {
  const rules = alerting.rules.filter((covering) => covering.rule.alertCode === 138);
  if (rules.length === 0) return 0;
  const shortestS = Math.min(...rules.map(({ rule }) => rule.minThresholdTime ?? DEFAULT_LATE_DEPARTURE_S));
  const tasks = await conn
    .selectFrom('fleet_tasks as t')
    .select(['t.id', 't.number', 't.vehicle_id', 't.expected_departure_on'])
    .where('t.company_id', '=', alerting.companyId)
    .where('t.status', '=', 'SCHEDULED')
    .where('t.vehicle_id', 'is not', null)
    .where('t.expected_departure_on', '<=', new Date(now.getTime() - shortestS * 1000))
    .where('t.expected_departure_on', '>', new Date(now.getTime() - LOOK_BACK_MS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('raw_alerts as a')
            .select('a.id')
            .whereRef('a.fleet_task_id', '=', 't.id')
            .where('a.alert_code', '=', 138),
        ),
      ),
    )
    .execute();
  let alerts = 0;
  for (const task of tasks) {
    const expected = task.expected_departure_on as Date;
    const due = rulesOfVehicle(alerting, task.vehicle_id as number, (rule) => rule.alertCode === 138).filter(
      (rule) =>
        now.getTime() - expected.getTime() >= (rule.minThresholdTime ?? DEFAULT_LATE_DEPARTURE_S) * 1000,
    );
    if (due.length === 0) continue;
    const lateS = Math.round((now.getTime() - expected.getTime()) / 1000);
    const made = await conn.transaction().execute((trx) =>
      writeFleetOrderAlert(
        trx,
        {
          companyId: alerting.companyId,
          alertCode: 138,
          task: { id: task.id, number: task.number, vehicleId: task.vehicle_id },
          logId: null,
          occurredOn: now,
          episode: 'late',
          alertData: `${lateS}|${Math.min(...due.map((rule) => rule.minThresholdTime ?? DEFAULT_LATE_DEPARTURE_S))}`,
        },
        { ...alerting, rules: alerting.rules.filter((covering) => due.includes(covering.rule)) },
      ),
    );
    if (made !== null) alerts += 1;
  }
  return alerts;
}
