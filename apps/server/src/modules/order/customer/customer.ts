import {
  type CreateCustomerRequest,
  customerSchema,
  toZonedIso,
  type UpdateCustomerRequest,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { sentOnly } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

// The order form's picker reads the same rows (the domain's customerSchema), with the times on top.
export const customerViewSchema = customerSchema.extend({
  created_on: z.string(),
  updated_on: z.string(),
});
type CustomerView = z.infer<typeof customerViewSchema>;

const CUSTOMER_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('customers.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('customers.name'), type: 'text', filterable: false },
    created_on: { expression: sql.ref('customers.created_on'), type: 'timestamp', filterable: false },
    updated_on: { expression: sql.ref('customers.updated_on'), type: 'timestamp', filterable: false },
  },
  search: [sql.ref('customers.name'), sql.ref('customers.phone_number'), sql.ref('customers.email')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('customers.id'),
};

function companyCustomers(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('customers')
    .select([
      'customers.id',
      'customers.name',
      'customers.phone_number',
      'customers.email',
      'customers.created_on',
      'customers.updated_on',
    ])
    .where('customers.company_id', '=', companyId);
}

const view = (
  row: Omit<CustomerView, 'created_on' | 'updated_on'> & { created_on: Date; updated_on: Date },
  timeZone: string,
): CustomerView => ({
  ...row,
  created_on: toZonedIso(row.created_on, timeZone),
  updated_on: toZonedIso(row.updated_on, timeZone),
});

export const customerResource: MasterDataResource<
  CustomerView,
  CreateCustomerRequest,
  UpdateCustomerRequest
> = {
  name: 'customer',
  labelOf: (row) => row.name,
  table: 'customers',
  uniqueFields: {},
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(
      db,
      companyCustomers(db, auth.companyId),
      CUSTOMER_LIST,
      query,
    );
    return { rows: rows.map((row) => view(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyCustomers(db, auth.companyId).where('customers.id', '=', id).executeTakeFirst();
    return row && view(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    const row = await trx
      .insertInto('customers')
      .values({ ...sentOnly(body), name: body.name, company_id: auth.companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, _auth, id, body) {
    const columns = sentOnly(body);
    if (Object.keys(columns).length > 0)
      await trx.updateTable('customers').set(columns).where('id', '=', id).execute();
  },
};
