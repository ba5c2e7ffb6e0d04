import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { databaseSnapshot } from '../../../../test/database';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { buildAlertRule } from '../../../seed/builders/alert-builders';

let t: TestApp;
let a: AlertCompany;
let b: AlertCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await alertCompany(t, 'Toba');
  b = await alertCompany(t, 'Singkarak');
}, 60_000);
afterAll(() => t.close());

const FENCE =
  'geofenceId fenceName type serviceLocType address center { latitude longitude } radiusM polygon { latitude longitude } totalRules';
async function call(
  query: string,
  variables?: Record<string, unknown>,
  authorization = a.admin.authorization,
) {
  const answer = await graphql(t.app, query, variables, { authorization });
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return Object.values(answer.data ?? {})[0];
}
const create = (input: Record<string, unknown>) =>
  call(
    `mutation($input: GeofenceInput!) { createGeofence(input: $input) { ${ENVELOPE} createGeofence { ${FENCE} } } }`,
    { input },
  );
const square = [
  { latitude: -6.2, longitude: 106.8 },
  { latitude: -6.2, longitude: 106.81 },
  { latitude: -6.21, longitude: 106.81 },
  { latitude: -6.21, longitude: 106.8 },
];

describe('geofences', () => {
  it("creates a circle and a polygon, and lists only the company's own", async () => {
    const circle = await create({
      fenceName: 'Pool Medan',
      type: 'CIRCLE',
      serviceLocType: 'GARAGE',
      address: 'Jl. Sisingamangaraja',
      center: { latitude: 3.59, longitude: 98.67 },
      radiusM: 250,
    });
    expect(circle.createGeofence).toMatchObject({
      fenceName: 'Pool Medan',
      type: 'CIRCLE',
      radiusM: 250,
      polygon: null,
      totalRules: 0,
    });
    const polygon = await create({ fenceName: 'Kawasan Industri', type: 'POLYGON', polygon: square });
    expect(polygon.createGeofence).toMatchObject({
      type: 'POLYGON',
      center: null,
      radiusM: null,
      polygon: square,
    });
    const list = await call(
      `{ geofences { ${ENVELOPE} geofences { data { fenceName totalRules } pagination { total } } } }`,
    );
    expect(list.geofences.data.map((fence: { fenceName: string }) => fence.fenceName)).toEqual([
      'Geofence Toba',
      'Kawasan Industri',
      'Pool Medan',
    ]);
    expect(JSON.stringify(list)).not.toContain('Singkarak');
  });

  it.each([
    [{ type: 'CIRCLE', center: { latitude: -6.2, longitude: 106.8 }, radiusM: 9 }, 'geofence/invalid-shape'],
    [
      { type: 'CIRCLE', center: { latitude: -6.2, longitude: 106.8 }, radiusM: 100_001 },
      'geofence/invalid-shape',
    ],
    [{ type: 'CIRCLE', radiusM: 200 }, 'geofence/invalid-shape'],
    [{ type: 'POLYGON', polygon: square.slice(0, 2) }, 'geofence/invalid-shape'],
    [
      {
        type: 'POLYGON',
        polygon: Array.from({ length: 1001 }, (_, i) => ({ latitude: -6 - i / 10_000, longitude: 106.8 })),
      },
      'geofence/invalid-shape',
    ],
    [{ type: 'CIRCLE', center: { latitude: 91, longitude: 106.8 }, radiusM: 100 }, 'invalid/invalid-fields'],
    [{ type: 'CIRCLE', center: { latitude: -6.2, longitude: 181 }, radiusM: 100 }, 'invalid/invalid-fields'],
    [{ type: 'HEXAGON' }, 'invalid/invalid-fields'],
  ])('refuses %o with %s and stores nothing', async (shape, code) => {
    const before = await databaseSnapshot(t.database.db);
    const answer = await create({ fenceName: 'Salah', ...shape });
    expect(answer).toMatchObject({ isSuccessful: false, status: 400, errorCode: code, createGeofence: null });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });

  it('accepts the edges: 10 m, 100,000 m, 3 points', async () => {
    for (const radiusM of [10, 100_000]) {
      expect(
        (
          await create({
            fenceName: `R ${radiusM}`,
            type: 'CIRCLE',
            center: { latitude: 0, longitude: 0 },
            radiusM,
          })
        ).isSuccessful,
      ).toBe(true);
    }
    expect(
      (await create({ fenceName: 'Segitiga', type: 'POLYGON', polygon: square.slice(0, 3) })).isSuccessful,
    ).toBe(true);
  });

  it('changes a circle into a polygon, checking the new shape whole', async () => {
    const id = (
      await create({
        fenceName: 'Berubah',
        type: 'CIRCLE',
        center: { latitude: -6, longitude: 106 },
        radiusM: 100,
      })
    ).createGeofence.geofenceId;
    const update = (input: Record<string, unknown>) =>
      call(
        `mutation($id: Int!, $input: GeofenceUpdateInput!) { updateGeofence(geofenceId: $id, input: $input) { ${ENVELOPE} updateGeofence { ${FENCE} } } }`,
        { id, input },
      );
    expect(await update({ type: 'POLYGON' })).toMatchObject({ errorCode: 'geofence/invalid-shape' });
    const changed = await update({ type: 'POLYGON', polygon: square, fenceName: 'Kotak' });
    expect(changed.updateGeofence).toMatchObject({
      fenceName: 'Kotak',
      type: 'POLYGON',
      center: null,
      radiusM: null,
    });
  });

  it('keeps a geofence an active rule names, and deletes one no rule needs', async () => {
    await buildAlertRule(t.database.db, {
      company_id: a.companyId,
      alert_code: 3,
      geofenceIds: [a.geofenceId],
    });
    const remove = (id: number) =>
      call(
        `mutation($id: Int!) { deleteGeofence(geofenceId: $id) { ${ENVELOPE} deleteGeofence { count } } }`,
        { id },
      );
    expect(await remove(a.geofenceId)).toMatchObject({
      isSuccessful: false,
      status: 409,
      errorCode: 'geofence/in-use',
    });
    const spare = (
      await create({
        fenceName: 'Sementara',
        type: 'CIRCLE',
        center: { latitude: -6, longitude: 106 },
        radiusM: 100,
      })
    ).createGeofence.geofenceId;
    expect((await remove(spare)).deleteGeofence).toEqual({ count: 1 });
  });

  it("answers another company's geofence as not found, for reading, changing and deleting", async () => {
    const before = await databaseSnapshot(t.database.db);
    const id = b.geofenceId;
    expect(
      await call(`query($id: Int!) { geofence(geofenceId: $id) { ${ENVELOPE} geofence { fenceName } } }`, {
        id,
      }),
    ).toMatchObject({ status: 404, errorCode: 'not-found', geofence: null });
    expect(
      await call(
        `mutation($id: Int!) { updateGeofence(geofenceId: $id, input: { fenceName: "X" }) { ${ENVELOPE} } }`,
        { id },
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await call(`mutation($id: Int!) { deleteGeofence(geofenceId: $id) { ${ENVELOPE} } }`, { id }),
    ).toMatchObject({ status: 404 });
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
  });
});
