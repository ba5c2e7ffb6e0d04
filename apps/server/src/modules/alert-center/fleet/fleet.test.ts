import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { databaseSnapshot } from '../../../../test/database';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';

let t: TestApp;
let a: AlertCompany;
let b: AlertCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Kelud');
  b = await alertCompany(t, 'Agung');
  const db = t.database.db;
  await db
    .updateTable('vehicles')
    .set({ last_latitude: -6.2, last_longitude: 106.85, last_position_on: new Date(Date.now() - 120_000) })
    .where('id', '=', a.vehicleIds[0])
    .execute();
  await db
    .updateTable('vehicles')
    .set({
      last_latitude: -6.2,
      last_longitude: 106.85,
      last_position_on: new Date(Date.now() - 3 * 3_600_000),
    })
    .where('id', '=', a.vehicleIds[1])
    .execute();
}, 60_000);
afterAll(() => t.close());

async function call(
  query: string,
  variables?: Record<string, unknown>,
  authorization = a.admin.authorization,
) {
  const answer = await graphql(t.app, query, variables, { authorization });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data ?? {})[0];
}

describe('vehicle, vehicleStatuses and lastReceive', () => {
  it('shows a vehicle of the company with its groups and last position', async () => {
    const answer = await call(
      `query($id: Int!) { vehicle(vehicleId: $id) { ${ENVELOPE} vehicle { id licensePlate vehicleType isActive vgroups { name totalVehicle } lastPosition { latitude positionOn } } } }`,
      { id: a.vehicleIds[0] },
    );
    expect(answer.vehicle).toMatchObject({
      id: a.vehicleIds[0],
      isActive: true,
      vgroups: [{ name: 'Grup Kelud', totalVehicle: 1 }],
      lastPosition: { latitude: -6.2 },
    });
  });

  it('tells online from offline by the company offline timeout (30 minutes by default)', async () => {
    const answer = await call(
      `{ vehicleStatuses { ${ENVELOPE} vehicleStatuses { vehicleId status service archived repair } } }`,
    );
    const byId = new Map(
      answer.vehicleStatuses.map((row: { vehicleId: number; status: string }) => [row.vehicleId, row.status]),
    );
    expect(byId.get(a.vehicleIds[0])).toBe('ONLINE');
    expect(byId.get(a.vehicleIds[1])).toBe('OFFLINE');
    expect(answer.vehicleStatuses).toHaveLength(2);
  });

  it('calls a device unreachable after 10 minutes without a report', async () => {
    const query = `query($id: Int!) { lastReceive(vehicleId: $id) { ${ENVELOPE} lastReceive { secondsAgo isUnreachable } } }`;
    expect((await call(query, { id: a.vehicleIds[0] })).lastReceive).toMatchObject({ isUnreachable: false });
    expect((await call(query, { id: a.vehicleIds[1] })).lastReceive).toMatchObject({ isUnreachable: true });
  });

  it("answers another company's vehicle as not found", async () => {
    for (const query of [
      `query($id: Int!) { vehicle(vehicleId: $id) { ${ENVELOPE} } }`,
      `query($id: Int!) { lastReceive(vehicleId: $id) { ${ENVELOPE} } }`,
    ]) {
      expect(await call(query, { id: b.vehicleIds[0] })).toMatchObject({
        isSuccessful: false,
        status: 404,
        errorCode: 'not-found',
      });
    }
  });
});

describe('updateCompany', () => {
  const UPDATE = `mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { ${ENVELOPE} updateCompany { id setupNotifCompleted offlineTimeout idleTimeout parkTimeout maxSimultaneousCalls } } }`;

  it('marks the onboarding done and sets the timeouts and the voice call limit', async () => {
    const answer = await call(UPDATE, {
      input: { id: a.companyId, setupNotifCompleted: true, idleTimeout: 900, maxSimultaneousCalls: 5 },
    });
    expect(answer.updateCompany).toEqual({
      id: a.companyId,
      setupNotifCompleted: true,
      offlineTimeout: 1800,
      idleTimeout: 900,
      parkTimeout: 3600,
      maxSimultaneousCalls: 5,
    });
  });

  it('keeps the voice call limit within 1..50, by field', async () => {
    for (const limit of [0, 51]) {
      expect(await call(UPDATE, { input: { id: a.companyId, maxSimultaneousCalls: limit } })).toMatchObject({
        errorCode: 'invalid/invalid-fields',
        fieldErrors: [{ field: 'maxSimultaneousCalls' }],
      });
    }
  });

  it('refuses a timeout under a minute by field, and another company as not found, changing nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    expect(await call(UPDATE, { input: { id: a.companyId, parkTimeout: 59 } })).toMatchObject({
      errorCode: 'invalid/invalid-fields',
      fieldErrors: [{ field: 'parkTimeout', code: 'too-small' }],
    });
    expect(await call(UPDATE, { input: { id: b.companyId, setupNotifCompleted: true } })).toMatchObject({
      status: 404,
      errorCode: 'not-found',
    });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('needs setting:update', async () => {
    const answer = await call(UPDATE, { input: { id: a.companyId } }, a.operator.authorization);
    expect(answer.isSuccessful).toBe(true);
    await t.database.db
      .updateTable('users')
      .set({ scopes: ['e4a-alert-center-main:read'] })
      .where('id', '=', a.outsider.id)
      .execute();
    expect(await call(UPDATE, { input: { id: a.companyId } }, a.outsider.authorization)).toMatchObject({
      status: 403,
      errorCode: 'auth/forbidden',
    });
  });
});
