import { randomBytes } from 'node:crypto';
import { type CreateDriverRequest, ROLE_SCOPES, toZonedIso, type UpdateDriverRequest } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { hashPassword } from '../../../auth/password';
import { type ListDefinition, runListQuery } from '../../../db/list-query';
import type { Database } from '../../../db/schema';
import { sentOnly } from '../../master-data/owned';
import type { MasterDataResource } from '../../master-data/resource';

const DRIVER_ROLE = 'driver';

export const driverViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  device_id: z.string().nullable().describe("The Smart Driver phone's id; unique across the platform"),
  licence_number: z.string().nullable(),
  licence_expiry: z.string().nullable().describe('YYYY-MM-DD'),
  is_active: z.boolean(),
  updated_on: z.string(),
});
type DriverView = z.infer<typeof driverViewSchema>;

const licenceExpiry = sql<string | null>`to_char(users.licence_expiry, 'YYYY-MM-DD')`;

const DRIVER_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('users.id'), type: 'number', sortable: false },
    name: { expression: sql.ref('users.name'), type: 'text', filterable: false },
    is_active: { expression: sql.ref('users.is_active'), type: 'boolean', sortable: false },
    licence_expiry: { expression: sql.ref('users.licence_expiry'), type: 'timestamp' },
    updated_on: { expression: sql.ref('users.updated_on'), type: 'timestamp', filterable: false },
  },
  search: [
    sql.ref('users.name'),
    sql.ref('users.email'),
    sql.ref('users.phone_no'),
    sql.ref('users.licence_number'),
  ],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('users.id'),
};

/** Drivers are the company's users with the driver role. */
function companyDrivers(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone_no',
      'users.device_id',
      'users.licence_number',
      licenceExpiry.as('licence_expiry'),
      'users.is_active',
      'users.updated_on',
    ])
    .where('users.company_id', '=', companyId)
    .where('users.role', '=', DRIVER_ROLE);
}

const view = (row: Omit<DriverView, 'updated_on'> & { updated_on: Date }, timeZone: string): DriverView => ({
  ...row,
  updated_on: toZonedIso(row.updated_on, timeZone),
});

/** E-mails are stored as typed but compared in lower case (users_email_key), so keep them lower. */
function columnsOf(body: UpdateDriverRequest) {
  return sentOnly({ ...body, email: body.email?.toLowerCase() });
}

export const driverResource: MasterDataResource<DriverView, CreateDriverRequest, UpdateDriverRequest> = {
  name: 'driver',
  labelOf: (row) => row.name,
  table: 'users',
  role: DRIVER_ROLE,
  uniqueFields: { users_email_key: 'email', users_device_id_key: 'device_id' },
  uniqueChecks: [
    { field: 'email', column: 'email', scope: 'platform', caseInsensitive: true },
    { field: 'device_id', column: 'device_id', scope: 'platform' },
  ],
  deactivateInstead: true,
  async list(db, auth, query) {
    const { rows, total } = await runListQuery(db, companyDrivers(db, auth.companyId), DRIVER_LIST, query);
    return { rows: rows.map((row) => view(row, auth.user.company.time_zone)), total };
  },
  async find(db, auth, id) {
    const row = await companyDrivers(db, auth.companyId).where('users.id', '=', id).executeTakeFirst();
    return row && view(row, auth.user.company.time_zone);
  },
  async insert(trx, auth, body) {
    // Nobody knows this password: the driver sets one through an invitation or 'forgot password'.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const row = await trx
      .insertInto('users')
      .values({
        ...columnsOf(body),
        name: body.name,
        email: body.email.toLowerCase(),
        company_id: auth.companyId,
        role: DRIVER_ROLE,
        scopes: [...ROLE_SCOPES.driver],
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(trx, _auth, id, body) {
    const columns = columnsOf(body);
    if (Object.keys(columns).length > 0)
      await trx.updateTable('users').set(columns).where('id', '=', id).execute();
  },
};
