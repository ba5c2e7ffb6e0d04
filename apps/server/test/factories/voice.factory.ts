import { ROLE_SCOPES, type Scope } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { buildRawAlert } from '../../src/seed/builders/alert-builders';
import { buildCompany, buildUser, buildVehicle } from '../../src/seed/builders/builders';
import { tokenFor } from './live.factory';

/*
 * The voice relay's test world: a company whose vehicles carry the simulated gateway's demo dashcams
 * (apps/gateway-sim/demo-devices.json), an alert on each, users with and without the voice scopes,
 * and a vehicle with a plain GPS tracker.
 */

/** The simulated gateway's demo dashcams; every one takes calls. */
export const SIM_DASHCAMS = {
  bsj: { imei: '865205041230417', deviceType: 'bsj' },
  howen: { imei: '865205041231928', deviceType: 'vss-howen' },
  /** Last heard 2 hours ago: device-unreachable. */
  offline: { imei: '865205041232306', deviceType: 'bsj' },
  /** Its file lists never hold a clip; it talks like the others. */
  clipMissing: { imei: '865205041233551', deviceType: 'vss-howen' },
} as const;
type DashcamName = keyof typeof SIM_DASHCAMS;

export interface VoiceCompany {
  companyId: number;
  /** Every scope of the admin role (both voice scopes among them). */
  token: string;
  userId: number;
  /** Without b3f-two-way-communication:read. */
  noTwoWayToken: string;
  /** Without all-module:read. */
  noAllModuleToken: string;
  /** An alert on the vehicle of each demo dashcam. */
  alerts: Record<DashcamName, string>;
  /** An alert on a vehicle with a plain GPS tracker (no device type). */
  trackerAlert: string;
}

const without = (scope: Scope): Scope[] => ROLE_SCOPES.admin.filter((held) => held !== scope);

export async function buildVoiceCompany(
  db: Kysely<Database>,
  name: string,
  options: { dashcams?: boolean } = {},
): Promise<VoiceCompany> {
  const company = await buildCompany(db, { name });
  const inCompany = { company_id: company.id };
  const user = await buildUser(db, inCompany);
  const noTwoWay = await buildUser(db, { ...inCompany, scopes: without('b3f-two-way-communication:read') });
  const noAllModule = await buildUser(db, { ...inCompany, scopes: without('all-module:read') });
  const alerts = {} as Record<DashcamName, string>;
  for (const [key, device] of Object.entries(SIM_DASHCAMS) as [
    DashcamName,
    (typeof SIM_DASHCAMS)[DashcamName],
  ][]) {
    const vehicle = await buildVehicle(
      db,
      options.dashcams === false
        ? inCompany
        : { ...inCompany, imei: device.imei, device_type: device.deviceType },
    );
    alerts[key] = (await buildRawAlert(db, { ...inCompany, alert_code: 49, vehicle_id: vehicle.id })).id;
  }
  const tracker = await buildVehicle(db, inCompany);
  const trackerAlert = await buildRawAlert(db, { ...inCompany, alert_code: 49, vehicle_id: tracker.id });
  return {
    companyId: company.id,
    token: await tokenFor(user),
    userId: user.id,
    noTwoWayToken: await tokenFor(noTwoWay),
    noAllModuleToken: await tokenFor(noAllModule),
    alerts,
    trackerAlert: trackerAlert.id,
  };
}
