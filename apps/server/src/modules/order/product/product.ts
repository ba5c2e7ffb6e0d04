import {
  type CreateProductRequest,
  productSchema,
  toZonedIso,
  type UpdateProductRequest,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { checkOwned, sentOnly } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

// The order form's picker reads the same rows (the domain's productSchema), with the form's extras.
export const productViewSchema = productSchema.extend({
  product_type_id: z.number(),
  updated_on: z.string(),
});
type ProductView = z.infer<typeof productViewSchema>;

const PRODUCT_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('p.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('p.name'), type: 'text', filterable: false },
    product_type_id: { expression: sql.ref('p.product_type_id'), type: 'number', sortable: false },
    'product_type.name': { expression: sql.ref('pt.name'), type: 'text', filterable: false },
    uom: { expression: sql.ref('p.uom'), type: 'text' },
    updated_on: { expression: sql.ref('p.updated_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('p.name'), sql.ref('pt.name'), sql.ref('p.uom')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('p.id'),
};

function companyProducts(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_types as pt', 'pt.id', 'p.product_type_id')
    .select([
      'p.id',
      'p.name',
      'p.product_type_id',
      'pt.name as product_type_name',
      'p.uom',
      'p.conversion_weight_value',
      'p.conversion_volume_value',
      'p.updated_on',
    ])
    .where('p.company_id', '=', companyId);
}
type ProductRow = Awaited<ReturnType<ReturnType<typeof companyProducts>['executeTakeFirstOrThrow']>>;

function view(row: ProductRow, timeZone: string): ProductView {
  const { product_type_name, updated_on, ...rest } = row;
  return {
    ...rest,
    product_type: { id: row.product_type_id, name: product_type_name },
    updated_on: toZonedIso(updated_on, timeZone),
  };
}

export const productResource: MasterDataResource<ProductView, CreateProductRequest, UpdateProductRequest> = {
  name: 'product',
  labelOf: (row) => row.name,
  table: 'products',
  uniqueFields: {},
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(db, companyProducts(db, auth.companyId), PRODUCT_LIST, query);
    return { rows: rows.map((row) => view(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyProducts(db, auth.companyId).where('p.id', '=', id).executeTakeFirst();
    return row && view(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    await checkOwned(trx, auth.companyId, [
      { field: 'product_type_id', table: 'product_types', id: body.product_type_id },
    ]);
    const row = await trx
      .insertInto('products')
      .values({ ...body, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, auth, id, body) {
    await checkOwned(trx, auth.companyId, [
      { field: 'product_type_id', table: 'product_types', id: body.product_type_id },
    ]);
    const columns = sentOnly(body);
    if (Object.keys(columns).length > 0)
      await trx.updateTable('products').set(columns).where('id', '=', id).execute();
  },
};
