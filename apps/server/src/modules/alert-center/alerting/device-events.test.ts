import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertingWorld, createAlertingWorld } from '../../../../test/factories/alerting.factory';
import { east } from '../../../../test/factories/telemetry.factory';
import { buildAlertRule } from '../../../seed/builders/alert-builders';
import { buildCompany, buildVehicle } from '../../../seed/builders/builders';

let w: AlertingWorld;
let key: string;
beforeAll(async () => {
  w = await createAlertingWorld();
  key = await w.gatewayKey();
});
afterAll(() => w.t.close());

const recent = (secondsAgo = 30) => new Date(Date.now() - secondsAgo * 1000);

const event = (deviceId: string, code: number, extra: Record<string, unknown> = {}) => ({
  device_id: deviceId,
  code,
  occurred_on: recent().toISOString(),
  ...east(2_000),
  speed_kmh: 64,
  ...extra,
});

const postEvents = (events: unknown[], apiKey: string | null = key) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/telemetry/v1/events',
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
    payload: { events },
  });

const eventsOf = (vehicleId: number) =>
  w.db
    .selectFrom('device_events')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .orderBy('occurred_on')
    .execute();

describe('POST /api/telemetry/v1/events', () => {
  it('makes an urgent alert of a DMS fatigue event (49) when a rule of the code exists, linked from the event', async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({ alert_code: 49, vehicleIds: [vehicle.id] });
    const response = await postEvents([
      event(vehicle.imei!, 49, { alarm_id: 'dms-1', media: { reference: 'clip-1', channel: 3 } }),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ accepted: 1, duplicates: 0, alerts: 1, refused: [] });
    const [alert] = await w.rawAlerts(vehicle.id);
    expect(alert).toMatchObject({
      alert_code: 49,
      alert_rule_ids: [rule.id],
      is_urgent: true,
      is_late: false,
      device_alarm_id: 'dms-1',
      alert_data: '64',
      source_device_category: 'DASHCAM',
      media: { reference: 'clip-1', channel: 3 },
    });
    const [stored] = await eventsOf(vehicle.id);
    expect(stored).toMatchObject({ code: '49', device_alarm_id: 'dms-1', raw_alert_id: alert!.id });
  });

  it('stores an event of a code we do not know as raw device data, without an alert', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 49 });
    const response = await postEvents([event(vehicle.imei!, 7_777)]);
    expect(response.json().data).toMatchObject({ accepted: 1, alerts: 0 });
    expect(await eventsOf(vehicle.id)).toMatchObject([{ code: '7777', raw_alert_id: null }]);
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);
  });

  it('stores and alerts an alarm id once: a resent batch is counted as duplicates', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 52, vehicleIds: [vehicle.id] });
    const batch = [event(vehicle.imei!, 52, { alarm_id: 'dms-77' })];
    expect((await postEvents(batch)).json().data).toMatchObject({ accepted: 1, duplicates: 0, alerts: 1 });
    expect((await postEvents(batch)).json().data).toMatchObject({ accepted: 0, duplicates: 1, alerts: 0 });
    expect(await eventsOf(vehicle.id)).toHaveLength(1);
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(1);
  });

  it('stores an event over 15 minutes old as a late alert', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 90, vehicleIds: [vehicle.id] });
    await postEvents([
      event(vehicle.imei!, 90, { occurred_on: recent(3_600).toISOString(), alarm_id: 'adas-5' }),
    ]);
    expect(await w.rawAlerts(vehicle.id)).toMatchObject([{ alert_code: 90, is_late: true }]);
  });

  it('refuses by index the devices the company does not have, and a request without a key', async () => {
    const vehicle = await w.vehicle();
    const response = await postEvents([event('unknown-imei', 49), event(vehicle.imei!, 49)]);
    expect(response.json().data).toMatchObject({
      accepted: 1,
      refused: [{ index: 0, device_id: 'unknown-imei', code: 'unknown-device' }],
    });
    expect((await postEvents([event(vehicle.imei!, 49)], null)).statusCode).toBe(401);
  });
});

describe('events of other sources', () => {
  it('makes an SOS alert of the OsmAnd alarm parameter', async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({ alert_code: 1, vehicleIds: [vehicle.id] });
    const response = await w.osmand(vehicle.imei!, { at: recent(), speedKmh: 20, alarm: 'sos' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await w.rawAlerts(vehicle.id)).toMatchObject([
      { alert_code: 1, alert_rule_ids: [rule.id], is_urgent: true },
    ]);
    expect(await eventsOf(vehicle.id)).toMatchObject([{ code: '1', device_id: vehicle.imei }]);
  });

  it("takes Traccar's forwarded alarm event with its position, and a forwarded position", async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 49, vehicleIds: [vehicle.id] });
    const at = recent();
    const position = {
      id: 1,
      deviceId: 9,
      fixTime: at.toISOString(),
      valid: true,
      ...east(3_000),
      speed: 30,
      course: 90,
      attributes: { ignition: true },
    };
    const forward = (payload: object) =>
      w.t.app.inject({
        method: 'POST',
        url: '/api/telemetry/v1/traccar',
        headers: { 'x-api-key': key },
        payload,
      });
    const withEvent = await forward({
      event: { id: 501, type: 'alarm', eventTime: at.toISOString(), attributes: { alarm: 'fatigueDriving' } },
      position,
      device: { id: 9, uniqueId: vehicle.imei, name: 'Truk' },
    });
    expect(withEvent.statusCode, withEvent.body).toBe(200);
    expect(withEvent.json().data).toEqual({
      positions: { accepted: 1, duplicates: 0, without_fix: 0 },
      events: { accepted: 1, duplicates: 0, alerts: 1 },
    });
    expect(await w.rawAlerts(vehicle.id)).toMatchObject([{ alert_code: 49, device_alarm_id: 'traccar:501' }]);
    const later = new Date(at.getTime() + 10_000).toISOString();
    const positionOnly = await forward({
      position: { ...position, fixTime: later },
      device: { uniqueId: vehicle.imei },
    });
    expect(positionOnly.json().data.positions).toMatchObject({ accepted: 1 });
    const stored = await w.db
      .selectFrom('telemetry_positions')
      .select('fix_on')
      .where('vehicle_id', '=', vehicle.id)
      .execute();
    expect(stored).toHaveLength(2);
  });
});

describe('companies apart', () => {
  it("never matches another company's rules or devices", async () => {
    const vehicle = await w.vehicle();
    const otherCompany = await buildCompany(w.db);
    // The other company's rule covers all of its vehicles; its key does not reach ours.
    await buildAlertRule(w.db, { company_id: otherCompany.id, alert_code: 50 });
    const otherVehicle = await buildVehicle(w.db, { company_id: otherCompany.id });
    const response = await postEvents([event(vehicle.imei!, 50), event(otherVehicle.imei!, 50)]);
    expect(response.json().data).toMatchObject({
      accepted: 1,
      alerts: 0,
      refused: [{ index: 1, code: 'unknown-device' }],
    });
    expect(await w.rawAlerts(vehicle.id)).toHaveLength(0);
    const anywhere = await w.db.selectFrom('raw_alerts').select('id').where('alert_code', '=', 50).execute();
    expect(anywhere).toHaveLength(0);
  });
});
