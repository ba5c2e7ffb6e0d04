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
