import { VENDOR_RELEASING_TASK_STATUSES, VENDOR_STATUSES, type VendorRateInput } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { ListDefinition } from '../../db/list-query';
import type { Database } from '../../db/schema';
import { bumpedUpdatedOn } from '../../db/stale-update';

/** Unique indexes of the vendor tables and the request field each one guards. */
export const VENDOR_UNIQUE_FIELDS = {
  vendors_company_name_key: 'name',
  vendors_company_paired_key: 'paired_company_id',
} as const;

/** The company's vendors that are not deleted, with the name of the company each is paired with. */
export function vendorListBase(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('vendors')
    .leftJoin('companies as paired_company', 'paired_company.id', 'vendors.paired_company_id')
    .where('vendors.company_id', '=', companyId)
    .where('vendors.deleted_on', 'is', null)
    .select([
      'vendors.id',
      'vendors.name',
      'vendors.status',
      'vendors.contract_number',
      'vendors.phone_number',
      'vendors.email',
      'vendors.paired_company_id',
      'paired_company.name as paired_company_name',
      'vendors.created_on',
      'vendors.updated_on',
    ]);
}

export const VENDOR_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('vendors.id'), type: 'number' },
    name: { expression: sql.ref('vendors.name'), type: 'text' },
    'status.name': { expression: sql.ref('vendors.status'), type: 'enum', values: VENDOR_STATUSES },
    contract_number: { expression: sql.ref('vendors.contract_number'), type: 'text' },
    paired_company_id: { expression: sql.ref('vendors.paired_company_id'), type: 'number' },
    created_on: { expression: sql.ref('vendors.created_on'), type: 'timestamp' },
    updated_on: { expression: sql.ref('vendors.updated_on'), type: 'timestamp' },
  },
  search: [sql.ref('vendors.name'), sql.ref('vendors.contract_number')],
  defaultSorts: [{ field: 'name', direction: 'asc' }],
  id: sql.ref('vendors.id'),
};

export interface RateRoute {
  originAddressId?: number | undefined;
  destinationAddressId?: number | undefined;
}

/** One row per rate of a vendor that is not deleted, with the vendor and the route it prices. */
export function vendorRateListBase(db: Kysely<Database>, companyId: number, route: RateRoute = {}) {
  return db
    .selectFrom('vendor_rates as rate')
    .innerJoin('vendors', 'vendors.id', 'rate.vendor_id')
    .innerJoin('addresses as origin', 'origin.id', 'rate.origin_address_id')
    .innerJoin('addresses as destination', 'destination.id', 'rate.destination_address_id')
    .leftJoin('box_types as box_type', 'box_type.id', 'rate.box_type_id')
    .where('rate.company_id', '=', companyId)
    .where('vendors.deleted_on', 'is', null)
    .$if(route.originAddressId !== undefined, (qb) =>
      qb.where('rate.origin_address_id', '=', route.originAddressId as number),
    )
    .$if(route.destinationAddressId !== undefined, (qb) =>
      qb.where('rate.destination_address_id', '=', route.destinationAddressId as number),
    )
    .select([
      'rate.id',
      'rate.vendor_id',
      'vendors.name',
      'vendors.status',
      'vendors.contract_number',
      'vendors.paired_company_id',
      'rate.base_price',
      'rate.origin_address_id',
      'origin.name as origin_name',
      'origin.city as origin_city',
      'rate.destination_address_id',
      'destination.name as destination_name',
      'destination.city as destination_city',
      'rate.box_type_id',
      'box_type.name as box_type_name',
      'rate.total_weight',
      'rate.total_volume',
    ]);
}

export const VENDOR_RATE_LIST: ListDefinition = {
  fields: {
    id: { expression: sql.ref('rate.id'), type: 'number' },
    vendor_id: { expression: sql.ref('rate.vendor_id'), type: 'number' },
    name: { expression: sql.ref('vendors.name'), type: 'text' },
    'status.name': { expression: sql.ref('vendors.status'), type: 'enum', values: VENDOR_STATUSES },
    contract_number: { expression: sql.ref('vendors.contract_number'), type: 'text' },
    paired_company_id: { expression: sql.ref('vendors.paired_company_id'), type: 'number' },
    base_price: { expression: sql.ref('rate.base_price'), type: 'number' },
    'origin.id': { expression: sql.ref('rate.origin_address_id'), type: 'number' },
    'origin.name': { expression: sql.ref('origin.name'), type: 'text' },
    'destination.id': { expression: sql.ref('rate.destination_address_id'), type: 'number' },
    'destination.name': { expression: sql.ref('destination.name'), type: 'text' },
    'box_type.id': { expression: sql.ref('rate.box_type_id'), type: 'number' },
    total_weight: { expression: sql.ref('rate.total_weight'), type: 'number' },
    total_volume: { expression: sql.ref('rate.total_volume'), type: 'number' },
    created_on: { expression: sql.ref('rate.created_on'), type: 'timestamp' },
  },
  search: [
    sql.ref('vendors.name'),
    sql.ref('vendors.contract_number'),
    sql.ref('origin.name'),
    sql.ref('origin.city'),
    sql.ref('destination.name'),
    sql.ref('destination.city'),
  ],
  defaultSorts: [
    { field: 'name', direction: 'asc' },
    { field: 'base_price', direction: 'asc' },
  ],
  id: sql.ref('rate.id'),
};

export function findVendor(db: Kysely<Database>, companyId: number, id: number) {
  return vendorListBase(db, companyId).where('vendors.id', '=', id).executeTakeFirst();
}

export function findRatesOfVendor(db: Kysely<Database>, companyId: number, vendorId: number) {
  return vendorRateListBase(db, companyId)
    .where('rate.vendor_id', '=', vendorId)
    .orderBy('rate.id')
    .execute();
}

/** Locks the vendors a write is about to change, so a concurrent write waits for this one. */
export function lockVendors(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  return db
    .selectFrom('vendors')
    .select(['id', 'name', 'paired_company_id', 'updated_on'])
    .where('company_id', '=', companyId)
    .where('deleted_on', 'is', null)
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}

export async function isVendorNameTaken(
  db: Kysely<Database>,
  companyId: number,
  name: string,
  exceptId: number | null,
) {
  const row = await db
    .selectFrom('vendors')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_on', 'is', null)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function isCompanyPairedWithAnotherVendor(
  db: Kysely<Database>,
  companyId: number,
  pairedCompanyId: number,
  exceptId: number | null,
) {
  const row = await db
    .selectFrom('vendors')
    .select('id')
    .where('company_id', '=', companyId)
    .where('deleted_on', 'is', null)
    .where('paired_company_id', '=', pairedCompanyId)
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

/** Companies are the platform's tenants, so this lookup is deliberately not scoped to the caller. */
export function findActiveCompany(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function ownAddressIds(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('addresses')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function ownBoxTypeIds(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('box_types')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export interface VendorColumns {
  name?: string;
  status?: string;
  contract_number?: string | null;
  phone_number?: string | null;
  email?: string | null;
  paired_company_id?: number | null;
}

export async function insertVendor(
  db: Kysely<Database>,
  companyId: number,
  values: VendorColumns & { name: string },
) {
  const row = await db
    .insertInto('vendors')
    .values({ ...values, company_id: companyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Always moves updated_on, also when only the rates change: they are part of the vendor. */
export function updateVendorColumns(db: Kysely<Database>, id: number, changes: VendorColumns) {
  return db
    .updateTable('vendors')
    .set({ ...changes, updated_on: bumpedUpdatedOn('vendors.updated_on') })
    .where('id', '=', id)
    .execute();
}

export async function replaceRates(
  db: Kysely<Database>,
  companyId: number,
  vendorId: number,
  rates: readonly VendorRateInput[],
) {
  await db.deleteFrom('vendor_rates').where('vendor_id', '=', vendorId).execute();
  if (rates.length === 0) return;
  await db
    .insertInto('vendor_rates')
    .values(
      rates.map((rate) => ({
        company_id: companyId,
        vendor_id: vendorId,
        origin_address_id: rate.origin_address_id,
        destination_address_id: rate.destination_address_id,
        box_type_id: rate.box_type_id ?? null,
        base_price: rate.base_price,
        total_weight: rate.total_weight ?? null,
        total_volume: rate.total_volume ?? null,
      })),
    )
    .execute();
}

/** Tasks that still hold one of the vendors: any status but the releasing ones. */
export function findOpenTasksOfVendors(
  db: Kysely<Database>,
  companyId: number,
  vendorIds: readonly number[],
) {
  return db
    .selectFrom('fleet_tasks')
    .innerJoin('vendors', 'vendors.id', 'fleet_tasks.vendor_id')
    .select(['fleet_tasks.vendor_id', 'vendors.name as vendor_name', 'fleet_tasks.number'])
    .where('fleet_tasks.company_id', '=', companyId)
    .where('fleet_tasks.vendor_id', 'in', vendorIds)
    .where('fleet_tasks.status', 'not in', VENDOR_RELEASING_TASK_STATUSES)
    .orderBy('fleet_tasks.number')
    .execute();
}

export function softDeleteVendors(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  return db
    .updateTable('vendors')
    .set({ deleted_on: sql<Date>`now()`, updated_on: sql<Date>`now()` })
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}
