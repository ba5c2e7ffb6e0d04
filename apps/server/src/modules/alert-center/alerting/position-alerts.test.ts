import { initialRuleState } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_JWT_SECRET } from '../../../../test/app';
import {
  type AlertingWorld,
  createAlertingWorld,
  fixesAt,
} from '../../../../test/factories/alerting.factory';
import { east } from '../../../../test/factories/telemetry.factory';
import { buildApp } from '../../../app';
import { buildVehicleGroup } from '../../../seed/builders/alert-builders';
import { LIVE_CHANNEL, type LiveEvent } from '../../live/publish';
import { forgetStateCopies } from './state-cache';
import { lockAndLoadStates, saveStates } from './state-queries';

let w: AlertingWorld;
beforeAll(async () => {
  w = await createAlertingWorld();
});
afterAll(() => w.t.close());

/** Recent fix times (a fix older than 15 minutes makes a late alert), one series per test. */
let series = 0;
const start = () => {
  series += 1;
  return new Date(Math.floor(Date.now() / 1000) * 1000 - 12 * 60_000 + series * 1000);
};
const after = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe('overspeed from the OsmAnd stream', () => {
  it('fires once per episode, with the speed, the limit and the seconds held', async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({
      alert_code: 8,
      max_threshold: 80,
      min_threshold_time: 60,
      vehicleIds: [vehicle.id],
    });
    const t0 = start();
    await w.stream(vehicle.imei!, [
      ...fixesAt(t0, 150, 95),
      ...fixesAt(after(t0, 160), 30, 50),
      ...fixesAt(after(t0, 200), 90, 92),
    ]);
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({
      alert_code: 8,
      alert_rule_ids: [rule.id],
      is_urgent: true,
      is_important: false,
      is_late: false,
      alert_data: '95|80|60',
    });
    expect(alerts[0]!.created_on.getTime()).toBe(after(t0, 60).getTime());
    expect(alerts[1]!.created_on.getTime()).toBe(after(t0, 260).getTime());
  });

  it('does not fire for 40 s of overtaking', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 60, vehicleIds: [vehicle.id] });
    const t0 = start();
    await w.stream(vehicle.imei!, [
      ...fixesAt(t0, 30, 60),
      ...fixesAt(after(t0, 40), 40, 105),
      ...fixesAt(after(t0, 90), 120, 70),
    ]);
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);
  });

  it('makes nothing for a rule of another vehicle, an inactive rule, or a group the vehicle is not in', async () => {
    const [vehicle, other] = [await w.vehicle(), await w.vehicle()];
    const group = await buildVehicleGroup(w.db, { company_id: w.companyId, vehicleIds: [other.id] });
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 30, vehicleIds: [other.id] });
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 30, vehicleGroupIds: [group.id] });
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 30, is_active: false });
    await w.stream(vehicle.imei!, fixesAt(start(), 120, 110));
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);
  });

  it("covers the vehicles of a rule's group", async () => {
    const vehicle = await w.vehicle();
    const group = await buildVehicleGroup(w.db, { company_id: w.companyId, vehicleIds: [vehicle.id] });
    const rule = await w.rule({
      alert_code: 8,
      max_threshold: 100,
      min_threshold_time: 30,
      vehicleGroupIds: [group.id],
    });
    await w.stream(vehicle.imei!, fixesAt(start(), 60, 120));
    expect((await w.rawAlerts(vehicle.id)).map((alert) => alert.alert_rule_ids)).toEqual([[rule.id]]);
  });

  it('makes one alert of two rules of one code, with both ids, urgent winning, and publishes the join', async () => {
    const events: LiveEvent[] = [];
    await w.t.database.listen(LIVE_CHANNEL, (payload) => events.push(JSON.parse(payload) as LiveEvent));
    const vehicle = await w.vehicle();
    const important = await w.rule({
      alert_code: 8,
      alert_urgency_type: 'IMPORTANT',
      max_threshold: 80,
      min_threshold_time: 30,
      vehicleIds: [vehicle.id],
    });
    const urgent = await w.rule({
      alert_code: 8,
      alert_urgency_type: 'URGENT',
      auto_popup: true,
      max_threshold: 80,
      min_threshold_time: 60,
      vehicleIds: [vehicle.id],
    });
    await w.stream(vehicle.imei!, fixesAt(start(), 90, 100));
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      alert_rule_ids: [important.id, urgent.id].sort((a, b) => a - b),
      is_urgent: true,
      is_important: false,
      auto_popup: true,
    });
    const ofAlert = (event: string) =>
      events.filter(
        (published) =>
          published.event === event &&
          (published.data as { rawAlertId: string }).rawAlertId === alerts[0]!.id,
      );
    await vi.waitFor(() => expect(ofAlert('alert-center-update')).toHaveLength(1));
    expect(ofAlert('alert-center-new')[0]).toMatchObject({
      audience: { kind: 'alert', urgency: 'IMPORTANT' },
      data: { isUrgent: false },
    });
    expect(ofAlert('alert-center-update')[0]).toMatchObject({
      audience: { kind: 'alert', urgency: 'URGENT' },
      data: { isUrgent: true, alertRuleIds: [important.id, urgent.id].sort((a, b) => a - b) },
    });
  });

  it('starts a pending overspeed afresh after a reporting gap of over 5 minutes', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 60, vehicleIds: [vehicle.id] });
    const t0 = start();
    await w.stream(vehicle.imei!, [...fixesAt(t0, 40, 95), ...fixesAt(after(t0, 341), 60, 95)]);
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts.map((alert) => alert.created_on.getTime())).toEqual([after(t0, 401).getTime()]);
  });

  it("measures a driver's phone's reporting gap from the phone's previous fix", async () => {
    const driver = await w.driver();
    const phone = `phone-gap-${driver.id}`;
    await w.db.updateTable('users').set({ device_id: phone }).where('id', '=', driver.id).execute();
    const vehicle = await w.vehicle();
    await w.db
      .updateTable('vehicles')
      .set({ default_driver_user_id: driver.id })
      .where('id', '=', vehicle.id)
      .execute();
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 60, vehicleIds: [vehicle.id] });
    const t0 = start();
    // Pending since 0 s; 360 s without a report; over the limit again at 400 s starts afresh.
    await w.stream(phone, [...fixesAt(t0, 40, 95), ...fixesAt(after(t0, 400), 60, 95)]);
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts.map((alert) => alert.created_on.getTime())).toEqual([after(t0, 460).getTime()]);
  });

  it("names the driver of the vehicle's running task, not the vehicle's default driver", async () => {
    const [usual, spare] = [await w.driver(), await w.driver()];
    const vehicle = await w.vehicle();
    await w.db
      .updateTable('vehicles')
      .set({ default_driver_user_id: usual.id })
      .where('id', '=', vehicle.id)
      .execute();
    await w.task({ vehicle_id: vehicle.id, driver_user_id: spare.id, status: 'STARTED' });
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 30, vehicleIds: [vehicle.id] });
    await w.stream(vehicle.imei!, fixesAt(start(), 40, 100));
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts.map((alert) => alert.driver_user_id)).toEqual([spare.id]);
  });

  it('continues an episode across a restart (a new app on the same database)', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 60, vehicleIds: [vehicle.id] });
    const t0 = start();
    await w.stream(vehicle.imei!, fixesAt(t0, 40, 90));
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);
    forgetStateCopies(w.db);
    const restarted = await buildApp({ database: w.t.database, jwtSecret: TEST_JWT_SECRET });
    try {
      for (const fix of fixesAt(after(t0, 50), 20, 90)) {
        const point = { lat: '-6.2', lon: '106.81' };
        const query = new URLSearchParams({
          id: vehicle.imei!,
          timestamp: String(fix.at.getTime() / 1000),
          ...point,
          speed: String(90 / 1.852),
        });
        const response = await restarted.inject({ method: 'GET', url: `/api/telemetry/osmand?${query}` });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await restarted.close();
    }
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.created_on.getTime()).toBe(after(t0, 60).getTime());
  });
});

describe("a gateway's position batch", () => {
  it('carries the readings the rules use: ignition turning on fires 4 once', async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({ alert_code: 4, vehicleIds: [vehicle.id] });
    const key = await w.gatewayKey();
    const t0 = start();
    const point = east(1_000);
    const positions = [false, false, true, true].map((ignition, i) => ({
      device_id: vehicle.imei!,
      ...point,
      recorded_on: after(t0, i * 10).toISOString(),
      speed_kmh: 0,
      ignition,
      fuel_l: 120.5,
      temperature_c: 4,
    }));
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/telemetry/v1/positions',
      headers: { 'x-api-key': key },
      payload: { positions },
    });
    expect(response.statusCode, response.body).toBe(200);
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ alert_code: 4, alert_rule_ids: [rule.id] });
    expect(alerts[0]!.created_on.getTime()).toBe(after(t0, 20).getTime());
  });
});

describe('the unlocked look before the locked round', () => {
  it('reads the fix before the batch, so harsh braking fires across two requests a second apart', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 9, vehicleIds: [vehicle.id] });
    const t0 = start();
    await w.stream(vehicle.imei!, [
      { at: t0, speedKmh: 60 },
      { at: after(t0, 1), speedKmh: 60 },
      { at: after(t0, 2), speedKmh: 30 },
    ]);
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts.map((alert) => [alert.alert_code, alert.alert_data])).toEqual([[9, '60|30|1']]);
  });

  it('fires once when the same crossing fixes arrive twice at once', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 8, max_threshold: 80, min_threshold_time: 30, vehicleIds: [vehicle.id] });
    const t0 = start();
    await w.stream(vehicle.imei!, fixesAt(t0, 20, 100));
    const last = fixesAt(after(t0, 30), 0, 100);
    await Promise.all([w.stream(vehicle.imei!, last), w.stream(vehicle.imei!, last)]);
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(1);
  });

  it('folds on the states another instance wrote since, not on its own copy of them', async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({
      alert_code: 8,
      max_threshold: 80,
      min_threshold_time: 60,
      vehicleIds: [vehicle.id],
    });
    const t0 = start();
    await w.stream(vehicle.imei!, fixesAt(t0, 40, 90));
    // Another instance ends the episode (a slower fix it received), through the writer every round uses.
    await w.db.transaction().execute(async (trx) => {
      const stored = await lockAndLoadStates(trx, vehicle.id);
      const state = stored.states.get(rule.id)!.state;
      expect(state.episode.phase).toBe('PENDING');
      const ended = { ...state, episode: initialRuleState().episode };
      const change = { alertRuleId: rule.id, state: ended, decidedFixOn: after(t0, 45) };
      await saveStates(trx, w.companyId, vehicle.id, [change], stored.version);
    });
    // On the copy, the episode since t0 would fire at t0 + 60 s; on the stored state it began at t0 + 50 s.
    await w.stream(vehicle.imei!, fixesAt(after(t0, 50), 20, 90));
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);
    await w.stream(vehicle.imei!, fixesAt(after(t0, 80), 40, 90));
    const alerts = await w.rawAlerts(vehicle.id);
    expect(alerts.map((alert) => alert.created_on.getTime())).toEqual([after(t0, 110).getTime()]);
  });
});
