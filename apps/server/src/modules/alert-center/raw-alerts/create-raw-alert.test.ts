import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import type { DatabaseHandle } from '../../../db/database';
import { buildAddress, buildCompany, buildVehicle } from '../../../seed/builders/builders';
import { createRawAlert, type NewRawAlert } from './create-raw-alert';

let handle: DatabaseHandle;
let base: NewRawAlert;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  delete process.env.GEOCODER_URL;
  const company = await buildCompany(db());
  await buildAddress(db(), {
    company_id: company.id,
    name: 'Gudang Cakung',
    full_name: 'Jl. Cakung Cilincing',
    city: 'Jakarta Timur',
    latitude: -6.17,
    longitude: 106.93,
  });
  const vehicle = await buildVehicle(db(), { company_id: company.id });
  base = {
    companyId: company.id,
    alertCode: 49,
    vehicleId: vehicle.id,
    createdOn: new Date(),
    latitude: -6.1702,
    longitude: 106.9301,
    alertRuleIds: [],
    isUrgent: true,
    isImportant: true,
    autoPopup: true,
  };
});
afterAll(() => handle.close());

const stored = (id: string) =>
  db().selectFrom('raw_alerts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('createRawAlert', () => {
  it('stores the alert with its address, urgent taking precedence over important', async () => {
    const created = await db()
      .transaction()
      .execute((trx) => createRawAlert(trx, base));
    expect(created).toMatchObject({ created: true, isLate: false });
    expect(await stored(created.rawAlertId)).toMatchObject({
      is_urgent: true,
      is_important: false,
      auto_popup: true,
      address: 'Gudang Cakung, Jl. Cakung Cilincing, Jakarta Timur',
    });
  });

  it('marks an event that reached us more than 15 minutes late', async () => {
    const created = await db()
      .transaction()
      .execute((trx) => createRawAlert(trx, { ...base, createdOn: new Date(Date.now() - 16 * 60_000) }));
    expect(created.isLate).toBe(true);
    expect((await stored(created.rawAlertId)).is_late).toBe(true);
  });

  it("creates one alert per device alarm id and vehicle: the device's repeat is the same alert", async () => {
    const first = await db()
      .transaction()
      .execute((trx) => createRawAlert(trx, { ...base, deviceAlarmId: 'DMS-0001' }));
    const repeat = await db()
      .transaction()
      .execute((trx) => createRawAlert(trx, { ...base, deviceAlarmId: 'DMS-0001' }));
    expect(repeat).toMatchObject({
      rawAlertId: first.rawAlertId,
      created: false,
      isLate: false,
      existing: { id: first.rawAlertId, is_late: false, episode_key: null },
    });
    const count = await db()
      .selectFrom('raw_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_alarm_id', '=', 'DMS-0001')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
