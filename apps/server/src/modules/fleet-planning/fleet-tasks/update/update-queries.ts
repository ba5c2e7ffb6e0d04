import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../../../db/schema';

/** Names of the company's addresses among `ids`, with whether each is a garage. */
export async function addressesById(db: Kysely<Database>, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; is_garage: boolean }>();
  const rows = await db
    .selectFrom('addresses')
    .select(['id', 'name', 'is_garage'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, is_garage: row.is_garage }]));
}

/** The names history shows for vehicles (plate), drivers and vendors, deleted vendors included. */
export async function referenceNames(
  db: Kysely<Database>,
  companyId: number,
  ids: { vehicles: readonly number[]; drivers: readonly number[]; vendors: readonly number[] },
) {
  const vehicles = ids.vehicles.length
    ? await db
        .selectFrom('vehicles')
        .select(['id', 'license_plate as name'])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids.vehicles)
        .execute()
    : [];
  const drivers = ids.drivers.length
    ? await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids.drivers)
        .execute()
    : [];
  const vendors = ids.vendors.length
    ? await db
        .selectFrom('vendors')
        .select(['id', 'name'])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids.vendors)
        .execute()
    : [];
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { vehicles: byId(vehicles), drivers: byId(drivers), vendors: byId(vendors) };
}

/**
 * Another task of the company, not cancelled, with the same shipment reference (compared without
 * case: 'PO-17' and 'po-17' are one document to a person).
 */
export async function isShipmentReferenceTaken(
  db: Kysely<Database>,
  companyId: number,
  reference: string,
  exceptTaskId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('fleet_tasks')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '<>', exceptTaskId)
    .where('status', '<>', 'CANCELED')
    .where(sql<string>`lower(shipment_reference)`, '=', reference.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
