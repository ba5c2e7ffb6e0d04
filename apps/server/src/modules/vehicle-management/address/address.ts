import {
  type CreateAddressRequest,
  DomainError,
  toZonedIso,
  type UpdateAddressRequest,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../../auth/guard';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { refreshPlannedDistancesThrough } from '../../fleet-planning/fleet-tasks/sequence/planned-distance';
import { sentOnly } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

export const addressViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  city: z.string(),
  province: z.string(),
  is_garage: z.boolean(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  geofence_radius_m: z.number().nullable().describe("Metres; null: the company's default"),
  contact_name: z.string().nullable(),
  contact_phone: z.string().nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});
type AddressView = z.infer<typeof addressViewSchema>;

/** The fields the address list can be filtered and sorted by, named as the API names them. */
const ADDRESS_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('addresses.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('addresses.name'), type: 'text', filterable: false },
    city: { expression: sql.ref('addresses.city'), type: 'text' },
    province: { expression: sql.ref('addresses.province'), type: 'text' },
    is_garage: { expression: sql.ref('addresses.is_garage'), type: 'boolean', sortable: false },
    created_on: { expression: sql.ref('addresses.created_on'), type: 'timestamp', filterable: false },
    updated_on: { expression: sql.ref('addresses.updated_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('addresses.name'), sql.ref('addresses.full_name'), sql.ref('addresses.city')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('addresses.id'),
};

function companyAddresses(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('addresses')
    .select([
      'addresses.id',
      'addresses.name',
      'addresses.full_name',
      'addresses.city',
      'addresses.province',
      'addresses.is_garage',
      'addresses.latitude',
      'addresses.longitude',
      'addresses.geofence_radius_m',
      'addresses.contact_name',
      'addresses.contact_phone',
      'addresses.created_on',
      'addresses.updated_on',
    ])
    .where('addresses.company_id', '=', companyId);
}
type AddressRow = Awaited<ReturnType<ReturnType<typeof companyAddresses>['executeTakeFirstOrThrow']>>;

/** The API shape of an address: its coordinates grouped as the spec's geolocation. */
function addressView(row: AddressRow, timeZone: string): AddressView {
  const { latitude, longitude, created_on, updated_on, ...rest } = row;
  return {
    ...rest,
    geolocation: { latitude, longitude },
    created_on: toZonedIso(created_on, timeZone),
    updated_on: toZonedIso(updated_on, timeZone),
  };
}

function columnsOf(body: UpdateAddressRequest) {
  const { geolocation, ...rest } = body;
  return sentOnly({ ...rest, latitude: geolocation?.latitude, longitude: geolocation?.longitude });
}

/** A vehicle's home and the settings' default start and end addresses must stay garages. */
async function refuseUngaragingAHome(trx: Kysely<Database>, companyId: number, id: number) {
  const home = await trx
    .selectFrom('vehicles')
    .select('id')
    .where('company_id', '=', companyId)
    .where('home_address_id', '=', id)
    .unionAll(
      trx
        .selectFrom('company_settings')
        .select('company_id as id')
        .where('company_id', '=', companyId)
        .where((eb) => eb.or([eb('start_address_default', '=', id), eb('end_address_default', '=', id)])),
    )
    .executeTakeFirst();
  if (!home) return;
  const { name } = await trx
    .selectFrom('addresses')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  throw new DomainError('address/garage-in-use', {
    params: { name },
    fields: [{ field: 'is_garage', code: 'invalid-value' }],
  });
}

export const addressResource: MasterDataResource<AddressView, CreateAddressRequest, UpdateAddressRequest> = {
  name: 'address',
  labelOf: (view) => view.name,
  table: 'addresses',
  uniqueFields: {},
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(db, companyAddresses(db, auth.companyId), ADDRESS_LIST, query);
    return { rows: rows.map((row) => addressView(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth: AuthContext, id) {
    const row = await companyAddresses(db, auth.companyId).where('addresses.id', '=', id).executeTakeFirst();
    return row && addressView(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    const columns = columnsOf(body) as ReturnType<typeof columnsOf> & CreateAddressRequest;
    const { geolocation } = body;
    const row = await trx
      .insertInto('addresses')
      .values({
        ...columns,
        name: body.name,
        full_name: body.full_name,
        city: body.city,
        province: body.province,
        latitude: geolocation.latitude,
        longitude: geolocation.longitude,
        company_id: auth.companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, auth, id, body) {
    if (body.is_garage === false) await refuseUngaragingAHome(trx, auth.companyId, id);
    const columns = columnsOf(body);
    if (Object.keys(columns).length === 0) return;
    await trx.updateTable('addresses').set(columns).where('id', '=', id).execute();
    if (body.geolocation) await refreshPlannedDistancesThrough(trx, auth.companyId, id);
  },
};
