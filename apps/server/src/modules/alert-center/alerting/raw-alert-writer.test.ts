import type { MergedAlert } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertingWorld, createAlertingWorld } from '../../../../test/factories/alerting.factory';
import { type RawAlertInput, writeRawAlert } from './raw-alert-writer';

/*
 * Two instances (or two batches of one) writing the same episode at once. Needs two connections:
 * PGlite has one, so there the transactions could only run one after the other.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two writers of one episode at once', () => {
  let w: AlertingWorld;
  beforeAll(async () => {
    w = await createAlertingWorld();
  });
  afterAll(() => w.t.close());

  it('joins the second rule to the alert the first writer stored while the second waited', async () => {
    const vehicle = await w.vehicle();
    const ruleOf = (urgency: 'IMPORTANT' | 'URGENT') =>
      w.rule({
        alert_code: 8,
        alert_urgency_type: urgency,
        max_threshold: 80,
        min_threshold_time: 60,
        vehicleIds: [vehicle.id],
      });
    const [important, urgent] = [await ruleOf('IMPORTANT'), await ruleOf('URGENT')];
    const occurredOn = new Date(Date.now() - 60_000);
    const input = (ruleId: number, isUrgent: boolean): RawAlertInput => {
      const alert: MergedAlert = {
        alertCode: 8,
        occurredOn,
        alertData: '95|80|60',
        episodeKey: `race-${vehicle.id}`,
        latitude: -6.2,
        longitude: 106.8,
        alertRuleIds: [ruleId],
        isUrgent,
        isImportant: !isUrgent,
        autoPopup: false,
      };
      const plate = { id: vehicle.id, licensePlate: vehicle.license_plate, groupIds: [] };
      return {
        companyId: w.companyId,
        timeZone: 'Asia/Jakarta',
        vehicle: plate,
        alert,
        receivedOn: new Date(),
      };
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let stored = () => {};
    const firstStored = new Promise<void>((resolve) => {
      stored = resolve;
    });
    const first = w.db.transaction().execute(async (trx) => {
      const outcome = await writeRawAlert(trx, input(important.id, false));
      stored();
      await held;
      return outcome;
    });
    await firstStored;
    // The second's insert waits on the first's uncommitted row, then meets it on commit.
    const second = w.db.transaction().execute((trx) => writeRawAlert(trx, input(urgent.id, true)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const [made, joined] = await Promise.all([first, second]);
    expect(made.kind).toBe('created');
    expect(joined).toMatchObject({ kind: 'joined', rawAlertId: made.rawAlertId });
    const rows = await w.rawAlerts(vehicle.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      alert_rule_ids: [important.id, urgent.id].sort((a, b) => a - b),
      is_urgent: true,
    });
  });
});
