import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../../test/app';
import { type AlertingWorld, createAlertingWorld } from '../../../../test/factories/alerting.factory';
import { minute } from '../../../../test/factories/telemetry.factory';
import { type VendorWorld, vendorWorld } from '../../../../test/factories/vendor.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { buildAlertRule } from '../../../seed/builders/alert-builders';
import { buildFleetTask, buildReason, buildVehicle } from '../../../seed/builders/builders';
import { LIVE_CHANNEL, type LiveEvent } from '../../live/publish';
import { writeFleetOrderAlert } from './fleet-order-alerts';

// Fleet-order alerts made by the fleet-task events themselves (issue 12 item 3): a cancel (143), a
// vendor's rejection (142) and a blocked automatic start (137), through the real routes, each only
// when an active rule of the code covers the task's vehicle.

let w: AlertingWorld;
let v: VendorWorld;
const events: LiveEvent[] = [];
let garage: number;
let siteA: number;
let siteB: number;
let reasonId: number;

beforeAll(async () => {
  w = await createAlertingWorld();
  v = await vendorWorld();
  for (const world of [w, v]) {
    await world.t.database.listen(LIVE_CHANNEL, (payload) => events.push(JSON.parse(payload) as LiveEvent));
  }
  garage = (await w.place('Pool Alarm', 0, { garage: true })).id;
  siteA = (await w.place('Gudang Alarm A', 5_000)).id;
  siteB = (await w.place('Gudang Alarm B', 10_000)).id;
  reasonId = (await buildReason(w.db, { company_id: w.companyId })).id;
});
afterAll(async () => {
  await w.t.close();
  await v.t.close();
});

const RAW_ALERTS = `query($filter: RawAlertFilter!) { rawAlerts(filter: $filter) { ${ENVELOPE}
  rawAlerts { data { rawAlertId alertCode vehicleId foNumber foId logId } } } }`;

/** The alerts GraphQL `rawAlerts` lists for a vehicle and code. */
async function listed(
  world: { t: AlertingWorld['t'] },
  authorization: string,
  vehicleId: number,
  code: number,
) {
  const answer = await graphql(
    world.t.app,
    RAW_ALERTS,
    { filter: { vehicleId, alertCode: code } },
    { authorization },
  );
  return answer.data?.rawAlerts.rawAlerts.data as Record<string, unknown>[];
}

/** `alert-center-new` events of a raw alert, once PGlite has delivered them. */
async function published(rawAlertId: string) {
  const matching = () =>
    events.filter(
      (event) =>
        event.event === 'alert-center-new' &&
        (event.data as { rawAlertId?: string }).rawAlertId === rawAlertId,
    );
  for (let wait = 0; wait < 50 && matching().length === 0; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return matching();
}

function alertsOf(db: AlertingWorld['db'], taskId: string) {
  return db
    .selectFrom('raw_alerts')
    .selectAll()
    .where('fleet_task_id', '=', taskId)
    .orderBy('created_on')
    .execute();
}

async function historyId(db: AlertingWorld['db'], taskId: string, event: string) {
  const row = await db
    .selectFrom('history_events')
    .select('id')
    .where('entity_id', '=', taskId)
    .where('event', '=', event)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The alert a task's event made, checked in the table, on the live bus and in GraphQL `rawAlerts`. */
async function expectOneAlert(
  world: { t: AlertingWorld['t']; db: AlertingWorld['db'] },
  authorization: string,
  expected: { code: number; task: { id: string; number: string }; vehicleId: number; logEvent: string },
) {
  const logId = await historyId(world.db, expected.task.id, expected.logEvent);
  const alerts = await alertsOf(world.db, expected.task.id);
  expect(alerts).toMatchObject([
    {
      alert_code: expected.code,
      fo_number: expected.task.number,
      log_id: logId,
      vehicle_id: expected.vehicleId,
    },
  ]);
  const rawAlertId = (alerts[0] as { id: string }).id;
  const [event, ...more] = await published(rawAlertId);
  expect(more).toEqual([]);
  expect(event?.data).toMatchObject({ alertCode: expected.code, foNumber: expected.task.number });
  expect(await listed(world, authorization, expected.vehicleId, expected.code)).toEqual([
    {
      rawAlertId,
      alertCode: expected.code,
      vehicleId: expected.vehicleId,
      foNumber: expected.task.number,
      foId: expected.task.id,
      logId,
    },
  ]);
}

describe('a cancelled fleet task (143)', () => {
  const cancel = async (taskId: string) => {
    const response = await w.api('POST', `/api/fleet-planning/v1/fleet-task/${taskId}/transition`, {
      status: 'CANCELED',
      canceled_reason_id: reasonId,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('alerts a cancel of a Dijadwalkan task once, with its FO number, task and history event', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 143, vehicleIds: [vehicle.id] });
    const task = await w.task({ vehicle_id: vehicle.id, auto_start_type: 'MANUAL' });
    await cancel(task.id);
    await expectOneAlert(w, w.headers.authorization, {
      code: 143,
      task,
      vehicleId: vehicle.id,
      logEvent: 'FleetPlanning.FleetTaskCanceled',
    });
  });

  it("queues the WhatsApp message to the rule's contact recipient in the cancel's own transaction", async () => {
    const vehicle = await w.vehicle();
    const rule = await w.rule({
      alert_code: 143,
      vehicleIds: [vehicle.id],
      contacts: [{ phone_number: '+6281266667777', label: 'Kepala pool' }],
    });
    const task = await w.task({ vehicle_id: vehicle.id, auto_start_type: 'MANUAL' });
    await cancel(task.id);
    const [alert] = await alertsOf(w.db, task.id);
    const messages = await w.db
      .selectFrom('notification_outbox')
      .select(['channel', 'recipient', 'alert_rule_id', 'vehicle_id', 'body'])
      .where('raw_alert_id', '=', alert!.id)
      .execute();
    expect(messages).toMatchObject([
      { channel: 'WHATSAPP', recipient: '6281266667777', alert_rule_id: rule.id, vehicle_id: vehicle.id },
    ]);
    expect(messages[0]!.body).toContain(`Kendaraan: ${vehicle.license_plate}`);
  });

  it('makes none for a cancelled Draf', async () => {
    const vehicle = await w.vehicle();
    await w.rule({ alert_code: 143, vehicleIds: [vehicle.id] });
    const draft = await w.task({
      vehicle_id: vehicle.id,
      status: 'DRAFT',
      visited_statuses: ['DRAFT'],
      auto_start_type: 'MANUAL',
    });
    await cancel(draft.id);
    expect((await w.taskRow(draft.id)).status).toBe('CANCELED');
    expect(await alertsOf(w.db, draft.id)).toEqual([]);
  });

  it('makes none without an active rule of the code covering the vehicle', async () => {
    const [bare, inactive, elsewhere, other] = [
      await w.vehicle(),
      await w.vehicle(),
      await w.vehicle(),
      await w.vehicle(),
    ];
    await w.rule({ alert_code: 143, is_active: false, vehicleIds: [inactive.id] });
    await w.rule({ alert_code: 143, vehicleIds: [other.id] });
    await w.rule({ alert_code: 138, vehicleIds: [bare.id] });
    for (const vehicle of [bare, inactive, elsewhere]) {
      const task = await w.task({ vehicle_id: vehicle.id, auto_start_type: 'MANUAL' });
      await cancel(task.id);
      expect(await alertsOf(w.db, task.id)).toEqual([]);
    }
  });
});

describe('a blocked automatic start (137)', () => {
  /** A Dijadwalkan task with GEOFENCE from the garage whose driver is on another task on its way. */
  async function blocked(ruleOf: 'own' | 'other') {
    const vehicle = await w.vehicle();
    const driver = await w.driver();
    await w.rule({ alert_code: 137, vehicleIds: [ruleOf === 'own' ? vehicle.id : (await w.vehicle()).id] });
    const task = await w.task({
      start_address_id: garage,
      vehicle_id: vehicle.id,
      driver_user_id: driver.id,
      orders: [await w.order(siteA, siteB)],
    });
    await w.task({
      status: 'STARTED',
      visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
      auto_start_type: null,
      start_address_id: garage,
      expected_departure_on: new Date(minute(0).getTime() - 3 * 24 * 3_600_000),
      driver_user_id: driver.id,
      vehicle_id: (await w.vehicle()).id,
      orders: [],
    });
    return { task, vehicle, imei: vehicle.imei as string };
  }

  it('alerts once per task and refusal reason, not once per position', async () => {
    const { task, vehicle, imei } = await blocked('own');
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
      [0, minute(4)],
      [2_000, minute(6)],
    ]);
    expect((await w.taskRow(task.id)).auto_start_failed_reason).toBe('DRIVER_CONFLICT');
    await expectOneAlert(w, w.headers.authorization, {
      code: 137,
      task,
      vehicleId: vehicle.id,
      logEvent: 'FleetPlanning.FleetTaskAutoStartFailed',
    });
    expect((await alertsOf(w.db, task.id))[0]?.alert_data).toBe('DRIVER_CONFLICT');
  });

  it('makes none when the rule covers another vehicle', async () => {
    const { task, imei } = await blocked('other');
    await w.drive(imei, [
      [0, minute(0)],
      [2_000, minute(2)],
    ]);
    expect((await w.taskRow(task.id)).auto_start_failed_reason).toBe('DRIVER_CONFLICT');
    expect(await alertsOf(w.db, task.id)).toEqual([]);
  });
});

describe("a vendor's rejection (142)", () => {
  /** A Draf of the sender with its own vehicle, sent to the vendor through the transition route. */
  async function sentTask(rule: { vehicle: 'own' | 'other'; isActive?: boolean }) {
    const vehicle = await buildVehicle(v.db, { company_id: v.sender.id });
    const covered = rule.vehicle === 'own' ? vehicle : await buildVehicle(v.db, { company_id: v.sender.id });
    await buildAlertRule(v.db, {
      company_id: v.sender.id,
      alert_code: 142,
      is_active: rule.isActive ?? true,
      vehicleIds: [covered.id],
    });
    return { ...(await sendToVendor(vehicle.id)), vehicle };
  }
  /** A Draf of the sender (with `vehicleId` or none) sent to the vendor; its pending request. */
  async function sendToVendor(vehicleId: number | null) {
    const task = await buildFleetTask(v.db, {
      company_id: v.sender.id,
      start_address_id: v.senderGarage.id,
      send_by: 'VENDOR',
      vendor_id: v.vendor.id,
      vehicle_id: vehicleId,
      orders: [await v.order()],
    });
    const sent = await v.senderApi.post(`/fleet-task/${task.id}/transition`, {
      status: 'WAITING_FOR_VENDOR',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const request = await v.db
      .selectFrom('vendor_requests')
      .select('id')
      .where('sender_fleet_task_id', '=', task.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    return { task, requestId: request.id };
  }
  const reject = async (requestId: string) => {
    const response = await v.vendorApi.post(`/vendor-request/${requestId}/reject`, {
      reason: 'Armada penuh',
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("alerts the sender's company once, with the sender's FO number, task and history event", async () => {
    const { task, vehicle, requestId } = await sentTask({ vehicle: 'own' });
    await reject(requestId);
    const { authorization } = await loginAs(v.t.app, v.senderAdmin.email, 'kata-sandi-uji');
    await expectOneAlert(v, authorization, {
      code: 142,
      task,
      vehicleId: vehicle.id,
      logEvent: 'FleetPlanning.VendorRequestRejected',
    });
    const vendorAlerts = await v.db
      .selectFrom('raw_alerts')
      .select('id')
      .where('company_id', '=', v.vendorCompany.id)
      .execute();
    expect(vendorAlerts).toEqual([]);
  });

  it('makes none with an inactive rule or a rule of another vehicle', async () => {
    for (const rule of [{ vehicle: 'own', isActive: false }, { vehicle: 'other' }] as const) {
      const { task, requestId } = await sentTask(rule);
      await reject(requestId);
      expect(await alertsOf(v.db, task.id)).toEqual([]);
    }
  });
  it('alerts a task without a vehicle through a rule of every vehicle, once, never through a rule listing vehicles', async () => {
    const listedRule = await buildAlertRule(v.db, {
      company_id: v.sender.id,
      alert_code: 142,
      vehicleIds: [(await buildVehicle(v.db, { company_id: v.sender.id })).id],
    });
    const everyRule = await buildAlertRule(v.db, {
      company_id: v.sender.id,
      alert_code: 142,
      contacts: [{ phone_number: '+6281200001111' }],
    });
    try {
      const { task, requestId } = await sendToVendor(null);
      await reject(requestId);
      const alerts = await alertsOf(v.db, task.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ alert_code: 142, vehicle_id: null, alert_rule_ids: [everyRule.id] });
      const event = {
        companyId: v.sender.id,
        alertCode: 142,
        task: { id: task.id, number: task.number, vehicleId: null },
        logId: null,
        occurredOn: new Date(),
        episode: 'resent-twice',
      };
      const first = await v.db.transaction().execute((trx) => writeFleetOrderAlert(trx, event));
      const second = await v.db.transaction().execute((trx) => writeFleetOrderAlert(trx, event));
      expect(second).toBe(first);
      expect(await alertsOf(v.db, task.id)).toHaveLength(2);
      // Each alert's contact hears of it once; a vehicle-less alert has no vehicle to throttle by.
      const messages = await v.db
        .selectFrom('notification_outbox')
        .select(['raw_alert_id', 'vehicle_id', 'recipient', 'delivery_status'])
        .where('raw_alert_id', 'in', [alerts[0]!.id, first as string])
        .execute();
      expect(messages).toHaveLength(2);
      expect(
        messages.every((message) => message.vehicle_id === null && message.recipient === '6281200001111'),
      ).toBe(true);
    } finally {
      await v.db
        .updateTable('alert_rules')
        .set({ is_active: false })
        .where('id', 'in', [listedRule.id, everyRule.id])
        .execute();
    }
  });
});
