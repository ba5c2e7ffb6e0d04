import { type CreateProductTypeRequest, toZonedIso, type UpdateProductTypeRequest } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import type { MasterDataResource } from '../../master-data/resource';

export const productTypeViewSchema = z.object({ id: z.number(), name: z.string(), updated_on: z.string() });
type ProductTypeView = z.infer<typeof productTypeViewSchema>;

const PRODUCT_TYPE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('product_types.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('product_types.name'), type: 'text', filterable: false },
  },
  search: [sql.ref('product_types.name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('product_types.id'),
};

function companyProductTypes(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('product_types')
    .select(['product_types.id', 'product_types.name', 'product_types.updated_on'])
    .where('product_types.company_id', '=', companyId);
}

const view = (row: { id: number; name: string; updated_on: Date }, timeZone: string): ProductTypeView => ({
  ...row,
  updated_on: toZonedIso(row.updated_on, timeZone),
});

export const productTypeResource: MasterDataResource<
  ProductTypeView,
  CreateProductTypeRequest,
  UpdateProductTypeRequest
> = {
  name: 'product-type',
  labelOf: (row) => row.name,
  table: 'product_types',
  uniqueFields: { product_types_company_name_key: 'name' },
  async list(db, auth, query) {
    const base = companyProductTypes(db, auth.companyId);
    const { rows, total } = await runListQuery(db, base, PRODUCT_TYPE_LIST, query);
    return { rows: rows.map((row) => view(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyProductTypes(db, auth.companyId)
      .where('product_types.id', '=', id)
      .executeTakeFirst();
    return row && view(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    const row = await trx
      .insertInto('product_types')
      .values({ name: body.name, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, _auth, id, body) {
    if (body.name !== undefined)
      await trx.updateTable('product_types').set({ name: body.name }).where('id', '=', id).execute();
  },
};
