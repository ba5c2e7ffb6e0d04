import { type CreateBoxTypeRequest, toZonedIso, type UpdateBoxTypeRequest } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { sentOnly } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

export const boxTypeViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  max_weight_kg: z.number().nullable().describe('Capacity, Kg'),
  max_volume_cbm: z.number().nullable().describe('Capacity, Cbm'),
  updated_on: z.string(),
});
type BoxTypeView = z.infer<typeof boxTypeViewSchema>;

const BOX_TYPE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('box_types.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('box_types.name'), type: 'text', filterable: false },
    max_weight_kg: { expression: sql.ref('box_types.max_weight_kg'), type: 'number' },
    max_volume_cbm: { expression: sql.ref('box_types.max_volume_cbm'), type: 'number' },
  },
  search: [sql.ref('box_types.name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('box_types.id'),
};

function companyBoxTypes(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('box_types')
    .select([
      'box_types.id',
      'box_types.name',
      'box_types.max_weight_kg',
      'box_types.max_volume_cbm',
      'box_types.updated_on',
    ])
    .where('box_types.company_id', '=', companyId);
}

const view = (
  row: Omit<BoxTypeView, 'updated_on'> & { updated_on: Date },
  timeZone: string,
): BoxTypeView => ({
  ...row,
  updated_on: toZonedIso(row.updated_on, timeZone),
});

export const boxTypeResource: MasterDataResource<BoxTypeView, CreateBoxTypeRequest, UpdateBoxTypeRequest> = {
  name: 'box-type',
  labelOf: (row) => row.name,
  table: 'box_types',
  uniqueFields: { box_types_company_name_key: 'name' },
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(db, companyBoxTypes(db, auth.companyId), BOX_TYPE_LIST, query);
    return { rows: rows.map((row) => view(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyBoxTypes(db, auth.companyId).where('box_types.id', '=', id).executeTakeFirst();
    return row && view(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    const row = await trx
      .insertInto('box_types')
      .values({ ...sentOnly(body), name: body.name, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, _auth, id, body) {
    const columns = sentOnly(body);
    if (Object.keys(columns).length > 0)
      await trx.updateTable('box_types').set(columns).where('id', '=', id).execute();
  },
};
