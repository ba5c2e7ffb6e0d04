import type { ListQuery } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { type ListDefinition, runListQuery } from '../../db/list-query';
import type { Database } from '../../db/schema';

/** The fields the address list can be filtered and sorted by, named as the API names them. */
const ADDRESS_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('addresses.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('addresses.name'), type: 'text', filterable: false },
    city: { expression: sql.ref('addresses.city'), type: 'text' },
    is_garage: { expression: sql.ref('addresses.is_garage'), type: 'boolean', sortable: false },
    created_on: { expression: sql.ref('addresses.created_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('addresses.name'), sql.ref('addresses.full_name'), sql.ref('addresses.city')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('addresses.id'),
};

const BOX_TYPE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('box_types.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('box_types.name'), type: 'text', filterable: false },
  },
  search: [sql.ref('box_types.name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('box_types.id'),
};

const ADDRESS_COLUMNS = [
  'addresses.id',
  'addresses.name',
  'addresses.full_name',
  'addresses.city',
  'addresses.province',
  'addresses.is_garage',
  'addresses.latitude',
  'addresses.longitude',
  'addresses.created_on',
] as const;

function companyAddresses(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('addresses').select(ADDRESS_COLUMNS).where('addresses.company_id', '=', companyId);
}

export type AddressRecord = NonNullable<Awaited<ReturnType<typeof findAddress>>>;

export function listAddresses(db: Kysely<Database>, companyId: number, query: ListQuery) {
  return runListQuery(db, companyAddresses(db, companyId), ADDRESS_LIST, query);
}

export function findAddress(db: Kysely<Database>, companyId: number, id: number) {
  return companyAddresses(db, companyId).where('addresses.id', '=', id).executeTakeFirst();
}

export function listBoxTypes(db: Kysely<Database>, companyId: number, query: ListQuery) {
  const base = db
    .selectFrom('box_types')
    .select(['box_types.id', 'box_types.name', 'box_types.max_weight_kg', 'box_types.max_volume_cbm'])
    .where('box_types.company_id', '=', companyId);
  return runListQuery(db, base, BOX_TYPE_LIST, query);
}

const VEHICLE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('v.id'), type: 'number', sortable: false },
    license_plate: { expression: sql.ref('v.license_plate'), type: 'text', filterable: false },
    is_active: { expression: sql.ref('v.is_active'), type: 'boolean', sortable: false },
    last_position_on: { expression: sql.ref('v.last_position_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('v.license_plate'), sql.ref('vt.type')],
  defaultSorts: [{ field: 'license_plate', direction: 'asc' }],
  id: sql.ref('v.id'),
};

/** The company's vehicles with their type, box, default driver, home garage and last position. */
export function listVehicles(db: Kysely<Database>, companyId: number, query: ListQuery) {
  const base = db
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
      'v.is_active',
      'v.last_latitude',
      'v.last_longitude',
      'v.last_position_on',
      'vt.id as vehicle_type_id',
      'vt.type as vehicle_type',
      'bt.name as box_type_name',
      'd.id as driver_id',
      'd.name as driver_name',
      'home.id as home_address_id',
      'home.name as home_address_name',
    ])
    .where('v.company_id', '=', companyId);
  return runListQuery(db, base, VEHICLE_LIST, query);
}
export type VehicleRecord = Awaited<ReturnType<typeof listVehicles>>['rows'][number];
