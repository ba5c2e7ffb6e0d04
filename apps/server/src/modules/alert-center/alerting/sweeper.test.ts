import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertingWorld, createAlertingWorld } from '../../../../test/factories/alerting.factory';
import { sweepAlerts } from './sweeper';

let w: AlertingWorld;
beforeAll(async () => {
  w = await createAlertingWorld();
});
afterAll(() => w.t.close());

const ago = (minutes: number) => new Date(Math.floor(Date.now() / 1000) * 1000 - minutes * 60_000);

describe('the alert sweeper', () => {
  it("fires offline once per silence, after the rule's time without a report", async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({ alert_code: 7, min_threshold_time: 600, vehicleIds: [vehicle.id] });
    const fixOn = ago(8);
    await w.stream(vehicle.imei!, [{ at: fixOn, speedKmh: 0 }]);
    await sweepAlerts(w.db);
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);

    const now = new Date(fixOn.getTime() + 900_000);
    expect(await sweepAlerts(w.db, now)).toMatchObject({ skipped: false, alerts: 1 });
    await sweepAlerts(w.db, new Date(now.getTime() + 30_000));
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts).toMatchObject([{ alert_code: 7, alert_rule_ids: [rule.id], alert_data: '900|600' }]);

    const next = ago(1);
    await w.stream(vehicle.imei!, [{ at: next, speedKmh: 0 }]);
    await sweepAlerts(w.db, new Date(next.getTime() + 700_000));
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(2);
  });

  it('alerts a late departure (138) once, with the fleet task number', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 138, min_threshold_time: 1_800, vehicleIds: [vehicle.id] });
    const late = await w.task({
      vehicle_id: vehicle.id,
      expected_departure_on: ago(40),
      auto_start_type: 'MANUAL',
    });
    const onTime = await w.task({
      vehicle_id: vehicle.id,
      expected_departure_on: ago(10),
      auto_start_type: 'MANUAL',
    });
    await sweepAlerts(w.db);
    await sweepAlerts(w.db);
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts).toMatchObject([{ alert_code: 138, fleet_task_id: late.id, fo_number: late.number }]);
    expect(alerts.some((alert) => alert.fleet_task_id === onTime.id)).toBe(false);
  });
});
