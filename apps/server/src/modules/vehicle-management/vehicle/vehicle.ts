import {
  type CreateVehicleRequest,
  DASHCAM_DEVICE_TYPES,
  DomainError,
  POSITION_FRESH_MINUTES,
  toZonedIso,
  type UpdateVehicleRequest,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { checkOwned, sentOnly } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

export const vehicleViewSchema = z.object({
  id: z.number(),
  license_plate: z.string(),
  vehicle_type_id: z.number(),
  vehicle_type: z.object({ id: z.number(), type: z.string() }),
  box_type_id: z.number().nullable(),
  box_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  fuel: z.string().nullable(),
  imei: z.string().nullable().describe('The GPS device id; unique across the platform'),
  device_type: z
    .enum(DASHCAM_DEVICE_TYPES)
    .nullable()
    .describe('The dashcam behind the IMEI (bsj, vss-howen); null when the vehicle has none'),
  is_active: z.boolean(),
  default_driver_user_id: z.number().nullable(),
  driver: z.object({ id: z.number(), name: z.string() }).nullable(),
  home_address_id: z.number().nullable(),
  home_address: z.object({ id: z.number(), name: z.string() }).nullable(),
  last_position: z
    .object({ latitude: z.number(), longitude: z.number(), recorded_on: z.string() })
    .nullable()
    .describe('The last GPS report; null when the device has never reported'),
  updated_on: z.string(),
});
type VehicleView = z.infer<typeof vehicleViewSchema>;

const VEHICLE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('v.id'), type: 'number', sortable: false },
    license_plate: { expression: sql.ref('v.license_plate'), type: 'text', filterable: false },
    is_active: { expression: sql.ref('v.is_active'), type: 'boolean', sortable: false },
    vehicle_type_id: { expression: sql.ref('v.vehicle_type_id'), type: 'number', sortable: false },
    box_type_id: { expression: sql.ref('v.box_type_id'), type: 'number', sortable: false },
    home_address_id: { expression: sql.ref('v.home_address_id'), type: 'number', sortable: false },
    last_position_on: { expression: sql.ref('v.last_position_on'), type: 'timestamp', filterable: false },
    // A position within the domain's POSITION_FRESH_MINUTES; never reported counts as none (issue 26 item 10).
    has_recent_position: {
      expression: sql`(v.last_position_on is not null
        and v.last_position_on >= now() - make_interval(mins => ${POSITION_FRESH_MINUTES}))`,
      type: 'boolean',
      sortable: false,
    },
    updated_on: { expression: sql.ref('v.updated_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('v.license_plate'), sql.ref('vt.type'), sql.ref('v.imei')],
  defaultSorts: [{ field: 'license_plate', direction: 'asc' }],
  id: sql.ref('v.id'),
};

/** The company's vehicles with their type, box, default driver, home garage and last position. */
function companyVehicles(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_types as vt', 'vt.id', 'v.vehicle_type_id')
    .leftJoin('box_types as bt', 'bt.id', 'v.box_type_id')
    .leftJoin('users as d', 'd.id', 'v.default_driver_user_id')
    .leftJoin('addresses as home', 'home.id', 'v.home_address_id')
    .select([
      'v.id',
      'v.license_plate',
      'v.fuel',
      'v.imei',
      'v.device_type',
      'v.is_active',
      'v.last_latitude',
      'v.last_longitude',
      'v.last_position_on',
      'v.updated_on',
      'vt.id as vehicle_type_id',
      'vt.type as vehicle_type',
      'bt.id as box_type_id',
      'bt.name as box_type_name',
      'd.id as driver_id',
      'd.name as driver_name',
      'home.id as home_address_id',
      'home.name as home_address_name',
    ])
    .where('v.company_id', '=', companyId);
}
type VehicleRow = Awaited<ReturnType<ReturnType<typeof companyVehicles>['executeTakeFirstOrThrow']>>;

function lastPosition(row: VehicleRow, timeZone: string) {
  if (row.last_latitude === null || row.last_longitude === null || row.last_position_on === null) return null;
  return {
    latitude: row.last_latitude,
    longitude: row.last_longitude,
    recorded_on: toZonedIso(row.last_position_on, timeZone),
  };
}

function vehicleView(row: VehicleRow, timeZone: string): VehicleView {
  return {
    id: row.id,
    license_plate: row.license_plate,
    vehicle_type_id: row.vehicle_type_id,
    vehicle_type: { id: row.vehicle_type_id, type: row.vehicle_type },
    box_type_id: row.box_type_id,
    box_type: row.box_type_id === null ? null : { id: row.box_type_id, name: row.box_type_name ?? '' },
    fuel: row.fuel,
    imei: row.imei,
    device_type: row.device_type,
    is_active: row.is_active,
    default_driver_user_id: row.driver_id,
    driver: row.driver_id === null ? null : { id: row.driver_id, name: row.driver_name ?? '' },
    home_address_id: row.home_address_id,
    home_address:
      row.home_address_id === null ? null : { id: row.home_address_id, name: row.home_address_name ?? '' },
    last_position: lastPosition(row, timeZone),
    updated_on: toZonedIso(row.updated_on, timeZone),
  };
}

/**
 * Type, box, home garage and default driver must be the company's own; the driver a driver, and the
 * home an address marked as a garage (where the vehicle starts and ends its day).
 */
async function checkVehicleReferences(trx: Kysely<Database>, companyId: number, body: UpdateVehicleRequest) {
  await checkOwned(trx, companyId, [
    { field: 'vehicle_type_id', table: 'vehicle_types', id: body.vehicle_type_id },
    { field: 'box_type_id', table: 'box_types', id: body.box_type_id },
    { field: 'home_address_id', table: 'addresses', id: body.home_address_id },
    { field: 'default_driver_user_id', table: 'users', id: body.default_driver_user_id, role: 'driver' },
  ]);
  if (body.home_address_id === null || body.home_address_id === undefined) return;
  const home = await trx
    .selectFrom('addresses')
    .select('is_garage')
    .where('id', '=', body.home_address_id)
    .executeTakeFirstOrThrow();
  if (!home.is_garage) {
    throw new DomainError('vehicle/home-not-garage', {
      fields: [{ field: 'home_address_id', code: 'invalid-value' }],
    });
  }
}

export const vehicleResource: MasterDataResource<VehicleView, CreateVehicleRequest, UpdateVehicleRequest> = {
  name: 'vehicle',
  labelOf: (row) => row.license_plate,
  table: 'vehicles',
  uniqueFields: { vehicles_company_plate_key: 'license_plate', vehicles_imei_key: 'imei' },
  uniqueChecks: [
    { field: 'license_plate', column: 'license_plate', scope: 'company' },
    { field: 'imei', column: 'imei', scope: 'platform' },
  ],
  deactivateInstead: true,
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(db, companyVehicles(db, auth.companyId), VEHICLE_LIST, query);
    return { rows: rows.map((row) => vehicleView(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyVehicles(db, auth.companyId).where('v.id', '=', id).executeTakeFirst();
    return row && vehicleView(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    await checkVehicleReferences(trx, auth.companyId, body);
    const row = await trx
      .insertInto('vehicles')
      .values({
        ...sentOnly(body),
        license_plate: body.license_plate,
        vehicle_type_id: body.vehicle_type_id,
        company_id: auth.companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, auth, id, body) {
    await checkVehicleReferences(trx, auth.companyId, body);
    const columns = sentOnly(body);
    if (Object.keys(columns).length > 0)
      await trx.updateTable('vehicles').set(columns).where('id', '=', id).execute();
  },
};
