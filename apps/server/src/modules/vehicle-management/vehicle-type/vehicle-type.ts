import { type CreateVehicleTypeRequest, toZonedIso, type UpdateVehicleTypeRequest } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import type { MasterDataResource } from '../../master-data/resource';

export const vehicleTypeViewSchema = z.object({ id: z.number(), type: z.string(), updated_on: z.string() });
type VehicleTypeView = z.infer<typeof vehicleTypeViewSchema>;

const VEHICLE_TYPE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('vehicle_types.id'), type: 'number', sortable: false },
    type: { expression: sql.ref('vehicle_types.type'), type: 'text' },
  },
  search: [sql.ref('vehicle_types.type')],
  defaultSorts: [{ field: 'type', direction: 'asc' }],
  id: sql.ref('vehicle_types.id'),
};

function companyVehicleTypes(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('vehicle_types')
    .select(['vehicle_types.id', 'vehicle_types.type', 'vehicle_types.updated_on'])
    .where('vehicle_types.company_id', '=', companyId);
}

const view = (row: { id: number; type: string; updated_on: Date }, timeZone: string): VehicleTypeView => ({
  ...row,
  updated_on: toZonedIso(row.updated_on, timeZone),
});

export const vehicleTypeResource: MasterDataResource<
  VehicleTypeView,
  CreateVehicleTypeRequest,
  UpdateVehicleTypeRequest
> = {
  name: 'vehicle-type',
  labelOf: (row) => row.type,
  table: 'vehicle_types',
  uniqueFields: { vehicle_types_company_type_key: 'type' },
  async list(db, auth, query) {
    const base = companyVehicleTypes(db, auth.companyId);
    const { rows, total } = await runListQuery(db, base, VEHICLE_TYPE_LIST, query);
    return { rows: rows.map((row) => view(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyVehicleTypes(db, auth.companyId)
      .where('vehicle_types.id', '=', id)
      .executeTakeFirst();
    return row && view(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    const row = await trx
      .insertInto('vehicle_types')
      .values({ type: body.type, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, _auth, id, body) {
    if (body.type !== undefined)
      await trx.updateTable('vehicle_types').set({ type: body.type }).where('id', '=', id).execute();
  },
};
