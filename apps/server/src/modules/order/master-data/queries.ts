import type { ListQuery } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';

const CUSTOMER_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('customers.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('customers.name'), type: 'text', filterable: false },
  },
  search: [sql.ref('customers.name'), sql.ref('customers.phone_number'), sql.ref('customers.email')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('customers.id'),
};

const PRODUCT_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('p.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('p.name'), type: 'text', filterable: false },
    'product_type.id': { expression: sql.ref('p.product_type_id'), type: 'number', sortable: false },
  },
  search: [sql.ref('p.name'), sql.ref('pt.name')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('p.id'),
};

export function listCustomers(db: Kysely<Database>, companyId: number, query: ListQuery) {
  const base = db
    .selectFrom('customers')
    .select(['customers.id', 'customers.name', 'customers.phone_number', 'customers.email'])
    .where('customers.company_id', '=', companyId);
  return runListQuery(db, base, CUSTOMER_LIST, query);
}

export function listProducts(db: Kysely<Database>, companyId: number, query: ListQuery) {
  const base = db
    .selectFrom('products as p')
    .innerJoin('product_types as pt', 'pt.id', 'p.product_type_id')
    .select([
      'p.id',
      'p.name',
      'p.uom',
      'p.conversion_weight_value',
      'p.conversion_volume_value',
      'pt.id as product_type_id',
      'pt.name as product_type_name',
    ])
    .where('p.company_id', '=', companyId);
  return runListQuery(db, base, PRODUCT_LIST, query);
}
