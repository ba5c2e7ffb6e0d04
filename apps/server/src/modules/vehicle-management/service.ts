import { DomainError, type ListQuery, toZonedIso } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { listResponse } from '../../db/list-query';
import type { Database } from '../../db/schema';
import {
  type AddressRecord,
  findAddress,
  listAddresses,
  listBoxTypes,
  listVehicles,
  type VehicleRecord,
} from './queries';

/** The API shape of an address: its coordinates grouped as the spec's geolocation. */
function addressView(address: AddressRecord, timeZone: string) {
  const { latitude, longitude, created_on, ...rest } = address;
  return { ...rest, geolocation: { latitude, longitude }, created_on: toZonedIso(created_on, timeZone) };
}

export async function getAddresses(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listAddresses(db, auth.companyId, query);
  const timeZone = auth.user.company.time_zone;
  const views = rows.map((row) => addressView(row, timeZone));
  return listResponse(views, (view) => view.id, query, total);
}

/** Another company's address answers not-found exactly like a missing one. */
export async function getAddress(db: Kysely<Database>, auth: AuthContext, id: number) {
  const address = await findAddress(db, auth.companyId, id);
  if (!address) throw new DomainError('not-found');
  return addressView(address, auth.user.company.time_zone);
}

export async function getBoxTypes(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listBoxTypes(db, auth.companyId, query);
  return listResponse(rows, (row) => row.id, query, total);
}

function vehicleView(row: VehicleRecord, timeZone: string) {
  return {
    id: row.id,
    license_plate: row.license_plate,
    vehicle_type: { id: row.vehicle_type_id, type: row.vehicle_type },
    box_type: row.box_type_name === null ? null : { name: row.box_type_name },
    fuel: row.fuel,
    imei: row.imei,
    is_active: row.is_active,
    driver: row.driver_id === null ? null : { id: row.driver_id, name: row.driver_name ?? '' },
    home_address:
      row.home_address_id === null ? null : { id: row.home_address_id, name: row.home_address_name ?? '' },
    last_position:
      row.last_latitude === null || row.last_longitude === null || row.last_position_on === null
        ? null
        : {
            latitude: row.last_latitude,
            longitude: row.last_longitude,
            recorded_on: toZonedIso(row.last_position_on, timeZone),
          },
  };
}

/** GET /vehicle: master data of the company's vehicles (list filters, the live view). */
export async function getVehicles(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listVehicles(db, auth.companyId, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => vehicleView(row, timeZone)),
    (view) => view.id,
    query,
    total,
  );
}
