import { toZonedIso } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTelemetryWorld,
  east,
  minute,
  type TelemetryWorld,
} from '../../../../test/factories/telemetry.factory';

let w: TelemetryWorld;
beforeAll(async () => {
  w = await createTelemetryWorld();
});
afterAll(() => w.t.close());

const VEHICLE = '/api/vehicle-management/v1/vehicle';

/** The master data pages read a vehicle's last GPS report, and whether it ever reported, from here. */
describe('a vehicle’s last GPS report on /vehicle', () => {
  it('is null until the device reports, then the newest fix in the company’s time zone', async () => {
    const vehicle = await w.vehicle();
    const listed = async () => {
      const response = await w.api('GET', `${VEHICLE}?search=${encodeURIComponent(vehicle.license_plate)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.paginated_result[0];
    };
    expect((await listed()).last_position).toBeNull();

    await w.drive(vehicle.imei as string, [
      [100, minute(1)],
      [700, minute(3)],
    ]);
    // A late fix from before the newest one does not move the last report back.
    await w.drive(vehicle.imei as string, [[300, minute(2)]]);

    const { time_zone } = await w.db
      .selectFrom('companies')
      .select('time_zone')
      .where('id', '=', w.companyId)
      .executeTakeFirstOrThrow();
    const expected = {
      latitude: expect.closeTo(east(700).latitude, 9),
      longitude: expect.closeTo(east(700).longitude, 9),
      recorded_on: toZonedIso(minute(3), time_zone),
    };
    expect((await listed()).last_position).toEqual(expected);
    const one = await w.api('GET', `${VEHICLE}/${vehicle.id}`);
    expect(one.json().data.last_position).toEqual(expected);
  });
});
