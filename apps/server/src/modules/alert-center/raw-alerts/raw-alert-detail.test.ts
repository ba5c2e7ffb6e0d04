import { alertDetailParam } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { buildRawAlert } from '../../../seed/builders/alert-builders';

let t: TestApp;
let a: AlertCompany;
let b: AlertCompany;
let flagged: { id: string; createdOn: Date };

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Semeru');
  b = await alertCompany(t, 'Bromo');
  const createdOn = new Date('2026-11-20T03:04:05.678Z');
  const alert = await buildRawAlert(t.database.db, {
    company_id: a.companyId,
    alert_code: 9,
    vehicle_id: a.vehicleIds[1],
    alert_flag: 'FO_start/2',
    created_on: createdOn,
    address: 'Jalan Semeru Berbendera',
  });
  // The same code, vehicle and time with another flag: the composite must tell them apart.
  await buildRawAlert(t.database.db, {
    company_id: a.companyId,
    alert_code: 9,
    vehicle_id: a.vehicleIds[1],
    alert_flag: 'FO_end',
    created_on: createdOn,
    address: 'Jalan Semeru Lain',
  });
  flagged = { id: alert.id, createdOn };
}, 60_000);
afterAll(() => t.close());

const DETAIL = `query($param: String!) { rawAlert(param: $param) { ${ENVELOPE}
  rawAlert { rawAlertId alertCode alertFlag address licensePlate isResolved
    userLogs { date logs { typeField data user { fullname } } } } } }`;
const ACTION = `mutation($input: RawAlertActionInput!) { upsertRawAlertsAction(input: $input) { ${ENVELOPE}
  upsertRawAlertsAction { count } } }`;

async function detail(authorization: string, param: string) {
  const answer = await graphql(t.app, DETAIL, { param }, { authorization });
  return answer.data?.rawAlert;
}

const composite = (vehicleId: number, createdOn: Date, alertFlag: string | null, alertCode = 9) =>
  alertDetailParam({ alertCode, vehicleId, createdOn: createdOn.toISOString(), alertFlag });

describe('rawAlert (Notification Detail)', () => {
  it('answers one alert of the company by its id, with its user logs', async () => {
    await graphql(
      t.app,
      ACTION,
      { input: { actionType: 'Resolve', rawAlertId: [a.importantAlertId] } },
      { authorization: a.admin.authorization },
    );
    const answer = await detail(a.admin.authorization, a.importantAlertId);
    expect(answer).toMatchObject({ isSuccessful: true, status: 200 });
    expect(answer.rawAlert).toMatchObject({
      rawAlertId: a.importantAlertId,
      alertCode: 9,
      address: 'Jalan Semeru Raya',
      isResolved: true,
    });
    expect(answer.rawAlert.userLogs[0].logs[0]).toMatchObject({
      typeField: 'Resolve',
      user: { fullname: 'Admin Semeru' },
    });
  });

  it('finds an alert by the composite of code, vehicle, time and flag, telling flags apart', async () => {
    const answer = await detail(
      a.admin.authorization,
      composite(a.vehicleIds[1], flagged.createdOn, 'FO_start/2'),
    );
    expect(answer).toMatchObject({ isSuccessful: true, status: 200 });
    expect(answer.rawAlert).toMatchObject({
      rawAlertId: flagged.id,
      alertFlag: 'FO_start/2',
      address: 'Jalan Semeru Berbendera',
    });
  });

  it('answers not found for a composite that matches no alert by one part', async () => {
    const misses = [
      composite(a.vehicleIds[1], flagged.createdOn, 'FO_other'),
      composite(a.vehicleIds[1], new Date(flagged.createdOn.getTime() + 1), 'FO_start/2'),
      composite(a.vehicleIds[0], flagged.createdOn, 'FO_start/2'),
      composite(a.vehicleIds[1], flagged.createdOn, 'FO_start/2', 8),
      composite(a.vehicleIds[1], flagged.createdOn, null),
    ];
    for (const param of misses) {
      expect(await detail(a.admin.authorization, param)).toMatchObject({
        isSuccessful: false,
        status: 404,
        errorCode: 'not-found',
        rawAlert: null,
      });
    }
  });

  it("answers another company's alert, by id or composite, exactly like a missing one", async () => {
    const missing = await detail(a.admin.authorization, '00000000-0000-4000-8000-000000000000');
    const otherById = await detail(a.admin.authorization, b.importantAlertId);
    const otherByComposite = await detail(
      b.admin.authorization,
      composite(a.vehicleIds[1], flagged.createdOn, 'FO_start/2'),
    );
    expect(otherById).toEqual(missing);
    expect(otherByComposite).toEqual(missing);
    expect(missing).toMatchObject({ isSuccessful: false, status: 404, errorCode: 'not-found' });
  });

  it('answers not found for a malformed parameter rather than an error', async () => {
    for (const param of ['bukan-id', '9_x_1_', 'x'.repeat(2000)]) {
      expect(await detail(a.admin.authorization, param)).toMatchObject({
        status: 404,
        errorCode: 'not-found',
      });
    }
  });

  it('hides an urgent alert from a user without the urgent scope', async () => {
    expect(await detail(a.operator.authorization, a.urgentAlertId)).toMatchObject({
      status: 404,
      errorCode: 'not-found',
    });
    expect(await detail(a.admin.authorization, a.urgentAlertId)).toMatchObject({ status: 200 });
  });

  it('refuses a user without the Alert Center scope', async () => {
    expect(await detail(a.outsider.authorization, a.importantAlertId)).toMatchObject({ status: 403 });
  });
});

describe('callState of a raw alert (issue 19)', () => {
  const CALL = `query($param: String!) { rawAlert(param: $param) { ${ENVELOPE}
    rawAlert { callState { isHaveVoip deviceType imeiVoip vehicleIdVoip } } } }`;
  const callState = async (id: string) =>
    (await graphql(t.app, CALL, { param: id }, { authorization: a.admin.authorization })).data?.rawAlert
      .rawAlert?.callState;

  it("comes from the vehicle's call-capable dashcam, and is none for a vehicle without one", async () => {
    const vehicleId = a.vehicleIds[0] as number;
    await t.database.db
      .updateTable('vehicles')
      .set({ device_type: 'vss-howen', imei: '865205049990001' })
      .where('id', '=', vehicleId)
      .execute();
    const withDashcam = await buildRawAlert(t.database.db, {
      company_id: a.companyId,
      alert_code: 9,
      vehicle_id: vehicleId,
    });
    expect(await callState(withDashcam.id)).toEqual({
      isHaveVoip: true,
      deviceType: 'vss-howen',
      imeiVoip: '865205049990001',
      vehicleIdVoip: vehicleId,
    });
    await t.database.db
      .updateTable('vehicles')
      .set({ device_type: null })
      .where('id', '=', vehicleId)
      .execute();
    expect(await callState(withDashcam.id)).toBeNull();
  });
});
