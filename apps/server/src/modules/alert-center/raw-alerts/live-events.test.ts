import { LIVE_SERVER_EVENTS, ROLE_SCOPES } from '@armada/domain';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../auth/guard';
import { migrateToLatest } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { buildRawAlert, buildVehicleGroup } from '../../../seed/builders/alert-builders';
import { buildCompany, buildUser, buildVehicle } from '../../../seed/builders/builders';
import { LIVE_CHANNEL, type LiveEvent } from '../../live/publish';
import { upsertRawAlertsAction } from './action-service';
import { createRawAlert, type NewRawAlert, publishRawAlert } from './create-raw-alert';

// The live events the Alert Center's writers publish, heard on PGlite's own LISTEN (the bus the
// socket forwards from), so what a connected client would receive is checked here.

let pglite: PGlite;
let db: Kysely<Database>;
const events: LiveEvent[] = [];
let auth: AuthContext;
let base: NewRawAlert;
let groupId: number;

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  await pglite.listen(LIVE_CHANNEL, (payload) => events.push(JSON.parse(payload) as LiveEvent));
  delete process.env.GEOCODER_URL;
  const company = await buildCompany(db);
  const user = await buildUser(db, { company_id: company.id });
  const vehicle = await buildVehicle(db, { company_id: company.id });
  groupId = (await buildVehicleGroup(db, { company_id: company.id, vehicleIds: [vehicle.id] })).id;
  auth = {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone_no: null,
      role: 'admin',
      scopes: [...ROLE_SCOPES.admin],
      company: {
        id: company.id,
        name: company.name,
        time_zone: 'Asia/Jakarta',
        setup_notif_completed: false,
      },
    },
    companyId: company.id,
    language: 'id',
  };
  base = {
    companyId: company.id,
    alertCode: 8,
    vehicleId: vehicle.id,
    createdOn: new Date(),
    latitude: -6.2,
    longitude: 106.85,
    alertData: '95|80|70',
    alertRuleIds: [7],
    isUrgent: true,
    isImportant: false,
    autoPopup: true,
  };
});
afterAll(async () => {
  await db.destroy();
  if (!pglite.closed) await pglite.close();
});

/** Events published since `from`, once PGlite has delivered them. */
async function eventsSince(from: number, expected: number): Promise<LiveEvent[]> {
  for (let wait = 0; wait < 50 && events.length - from < expected; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return events.slice(from);
}

describe('live events of the Alert Center', () => {
  it('publishes alert-center-new with the alert as rawAlerts answers it, to its urgency, vehicle and groups', async () => {
    const from = events.length;
    const created = await db.transaction().execute((trx) => createRawAlert(trx, base));
    const [event, ...more] = await eventsSince(from, 1);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      event: 'alert-center-new',
      companyId: base.companyId,
      audience: { kind: 'alert', urgency: 'URGENT', vehicleId: base.vehicleId, vehicleGroupIds: [groupId] },
      data: {
        rawAlertId: created.rawAlertId,
        alertCode: 8,
        formattedAlertData: 'Kecepatan 95 km/jam, batas 80 km/jam, selama 70 detik',
        isUrgent: true,
        autoPopup: true,
        alertRuleIds: [7],
        userLogs: [],
      },
    });
  });

  it('publishes nothing for a late alert, nor for one whose transaction rolls back', async () => {
    const from = events.length;
    await db
      .transaction()
      .execute((trx) => createRawAlert(trx, { ...base, createdOn: new Date(Date.now() - 20 * 60_000) }));
    await expect(
      db.transaction().execute(async (trx) => {
        await createRawAlert(trx, base);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsSince(from, 1)).toEqual([]);
  });

  it('publishes alert-center-resolve with the ids of alerts resolved in one action', async () => {
    const first = await buildRawAlert(db, { company_id: auth.companyId, vehicle_id: base.vehicleId });
    const second = await buildRawAlert(db, { company_id: auth.companyId, vehicle_id: base.vehicleId });
    const from = events.length;
    await upsertRawAlertsAction(db, auth, { actionType: 'Resolve', rawAlertId: [first.id, second.id] });
    const [event] = await eventsSince(from, 1);
    expect(event).toMatchObject({ event: 'alert-center-resolve', audience: { kind: 'alert-center' } });
    expect(((event?.data ?? {}) as { rawAlertIds?: string[] }).rawAlertIds?.sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('publishes the selection of a bulk flag, and nothing for a read', async () => {
    const from = events.length;
    const startDate = new Date(Date.now() - 3_600_000).toISOString();
    await upsertRawAlertsAction(db, auth, {
      actionType: 'Read',
      selectionMode: 'All',
      dateRange: { startDate },
    });
    await upsertRawAlertsAction(db, auth, {
      actionType: 'FalseAlert',
      data: 'Salah deteksi',
      selectionMode: 'All',
      dateRange: { startDate },
    });
    const published = await eventsSince(from, 1);
    expect(published).toHaveLength(1);
    expect(published[0]?.data).toMatchObject({
      actionType: 'FalseAlert',
      selectionMode: 'All',
      dateRange: { startDate },
    });
  });

  it("publishes an alert-center-update with the alert's user logs, so an open popup keeps its log", async () => {
    const alert = await buildRawAlert(db, { company_id: auth.companyId, vehicle_id: base.vehicleId });
    await upsertRawAlertsAction(db, auth, {
      actionType: 'Resolve',
      rawAlertId: [alert.id],
      note: 'Sudah ditelepon',
    });
    const from = events.length;
    await db.transaction().execute((trx) =>
      publishRawAlert(trx, LIVE_SERVER_EVENTS.alertUpdate, alert.id, {
        companyId: auth.companyId,
        vehicleId: base.vehicleId,
        isUrgent: true,
      }),
    );
    const [event] = await eventsSince(from, 1);
    expect(event?.event).toBe('alert-center-update');
    type Published = { userLogs: { logs: { typeField: string; note: string | null }[] }[] };
    const days = (event?.data as Published | undefined)?.userLogs ?? [];
    expect(days.flatMap((day) => day.logs)).toEqual([
      expect.objectContaining({ typeField: 'Resolve', note: 'Sudah ditelepon' }),
    ]);
  });
});
