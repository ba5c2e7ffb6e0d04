import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * What every builder stands on: row types, unique numbers, the caller's transaction, one-row insert,
 * and the company and address a row falls back to. A leaf, so the entity builders import it and
 * builders.ts re-exports it; fleet-task-builder no longer imports builders.ts back.
 */

/** A row as stored and read back, e.g. `Row<'vehicles'>`. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type Overrides<T extends keyof Database> = Partial<Insertable<Database[T]>>;

export type UserRow = Row<'users'>;
export type ProductRow = Row<'products'>;
export type DeliveryOrderRow = Row<'delivery_orders'>;
export type DeliveryLoadRow = Row<'delivery_loads'>;
export type DeliveryOrderTransitRow = Row<'delivery_order_transits'>;

let sequence = 0;
/** Unique within the process, so rows built by several tests on one database never collide. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

export const pad = (value: number, width = 4) => String(value).padStart(width, '0');
/** Runs work in the caller's transaction when there is one: Kysely cannot nest transactions. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

type CompanyOwnedTable = Exclude<keyof Database, 'companies' | 'delivery_order_transits'>;

/**
 * The company of a new row: the one given, else the company of the first given relation (so a test
 * that passes only a vehicle type does not silently get a vehicle in another tenant), else a new one.
 */
export async function owningCompanyId(
  db: Kysely<Database>,
  companyId: number | undefined,
  relations: ReadonlyArray<readonly [CompanyOwnedTable, number | string | null | undefined]>,
): Promise<number> {
  if (companyId !== undefined) return companyId;
  for (const [table, id] of relations) {
    if (id === null || id === undefined) continue;
    const row = await db
      // Every table in the union has id and company_id; the cast only spares the type checker the union.
      .selectFrom(table as 'addresses')
      .select('company_id')
      .where('id', '=', id as number)
      .executeTakeFirstOrThrow(() => new Error(`${table} ${id} does not exist`));
    return row.company_id;
  }
  return (await buildCompany(db)).id;
}

/** Inserts one row and returns it as stored (defaults, generated ids and timestamps included). */
export async function insertRow<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  values: Insertable<Database[T]>,
): Promise<Row<T>> {
  // Kysely cannot type a query on a table chosen by a type parameter; the values are checked
  // against the table at each call site, which is what matters.
  const row = await db
    .insertInto(table as 'companies')
    .values(values as Insertable<Database['companies']>)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as unknown as Row<T>;
}

export async function buildCompany(db: Kysely<Database>, overrides: Overrides<'companies'> = {}) {
  const n = nextSequence();
  return insertRow(db, 'companies', {
    name: `PT Perusahaan Uji ${n}`,
    phone_no: `+6221${pad(n, 8)}`,
    ...overrides,
  });
}

/** Defaults to a point near Monas, shifted per row so that no two built addresses overlap. */
export async function buildAddress(db: Kysely<Database>, overrides: Overrides<'addresses'> = {}) {
  const n = nextSequence();
  const companyId = await owningCompanyId(db, overrides.company_id, []);
  return insertRow(db, 'addresses', {
    name: `Alamat Uji ${n}`,
    full_name: `Jl. Medan Merdeka Barat No. ${n}, Gambir`,
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    latitude: -6.1754 - (n % 200) * 0.0005,
    longitude: 106.8272 + (n % 200) * 0.0005,
    ...overrides,
    company_id: companyId,
  });
}
