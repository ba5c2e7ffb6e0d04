import { ROLE_SCOPES, type Scope } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import {
  buildAlertRule,
  buildGeofence,
  buildRawAlert,
  buildVehicleGroup,
} from '../../src/seed/builders/alert-builders';
import { buildAddress, buildCompany, buildUser, buildVehicle } from '../../src/seed/builders/builders';
import { loginAs, type TestApp } from '../app';

/*
 * The Alert Center's test world: a company with an admin (every scope), an operator without the
 * urgent scope, a user without the centre's scope, two vehicles (one in a group), a garage, a
 * geofence, a rule and an urgent and an important alert. Built twice, it is the two companies of the
 * cross-company tests.
 */

const PASSWORD = 'kata-sandi-notifikasi';

export interface AlertCompany {
  companyId: number;
  word: string;
  admin: { id: number; authorization: string };
  /** The centre without e4e-alert-center-urgent:read. */
  operator: { id: number; authorization: string };
  /** Neither the centre nor the rule settings. */
  outsider: { id: number; authorization: string };
  vehicleIds: [number, number];
  vehicleGroupId: number;
  garageId: number;
  geofenceId: number;
  ruleId: number;
  urgentAlertId: string;
  importantAlertId: string;
}

const without = (removed: readonly string[]): Scope[] =>
  ROLE_SCOPES.admin.filter((scope) => !removed.includes(scope));

export async function alertCompany(t: TestApp, word: string): Promise<AlertCompany> {
  const db: Kysely<Database> = t.database.db;
  const company = await buildCompany(db, { name: `PT ${word} Transportasi` });
  const inCompany = { company_id: company.id };
  const email = (who: string) => `${who}.${word.toLowerCase()}@notifikasi.uji.id`;
  const admin = await buildUser(db, {
    ...inCompany,
    name: `Admin ${word}`,
    email: email('admin'),
    password: PASSWORD,
  });
  const operator = await buildUser(db, {
    ...inCompany,
    name: `Operator ${word}`,
    email: email('operator'),
    password: PASSWORD,
    scopes: without(['e4e-alert-center-urgent:read']),
  });
  const outsider = await buildUser(db, {
    ...inCompany,
    name: `Tamu ${word}`,
    email: email('tamu'),
    password: PASSWORD,
    scopes: without(['e4a-alert-center-main:read', 'e4b-alert-center-rule-setting:read']),
  });
  const garage = await buildAddress(db, {
    ...inCompany,
    name: `Pool ${word}`,
    is_garage: true,
    latitude: -6.2,
    longitude: 106.85,
  });
  const first = await buildVehicle(db, { ...inCompany, home_address_id: garage.id });
  const second = await buildVehicle(db, { ...inCompany, home_address_id: garage.id });
  const group = await buildVehicleGroup(db, { ...inCompany, name: `Grup ${word}`, vehicleIds: [first.id] });
  const geofence = await buildGeofence(db, { ...inCompany, fence_name: `Geofence ${word}` });
  const rule = await buildAlertRule(db, {
    ...inCompany,
    label: `Aturan ${word}`,
    alert_code: 8,
    vehicleIds: [first.id],
    userIds: [admin.id],
  });
  const urgent = await buildRawAlert(db, {
    ...inCompany,
    alert_code: 8,
    vehicle_id: first.id,
    alert_rule_ids: [rule.id],
    address: `Jalan ${word}`,
    created_on: new Date(Date.now() - 60_000),
  });
  const important = await buildRawAlert(db, {
    ...inCompany,
    alert_code: 9,
    vehicle_id: second.id,
    address: `Jalan ${word} Raya`,
    created_on: new Date(Date.now() - 120_000),
  });
  const login = async (user: { id: number; email: string }) => ({
    id: user.id,
    authorization: (await loginAs(t.app, user.email, PASSWORD)).authorization,
  });
  return {
    companyId: company.id,
    word,
    admin: await login(admin),
    operator: await login(operator),
    outsider: await login(outsider),
    vehicleIds: [first.id, second.id],
    vehicleGroupId: group.id,
    garageId: garage.id,
    geofenceId: geofence.id,
    ruleId: rule.id,
    urgentAlertId: urgent.id,
    importantAlertId: important.id,
  };
}
