import type { ListQuery } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { listResponse } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { listCustomers, listProducts } from './queries';

export async function getCustomers(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listCustomers(db, auth.companyId, query);
  return listResponse(rows, (row) => row.id, query, total);
}

/** Products with their type grouped as the API names it. */
export async function getProducts(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const { rows, total } = await listProducts(db, auth.companyId, query);
  const products = rows.map(({ product_type_id, product_type_name, ...product }) => ({
    ...product,
    product_type: { id: product_type_id, name: product_type_name },
  }));
  return listResponse(products, (product) => product.id, query, total);
}
