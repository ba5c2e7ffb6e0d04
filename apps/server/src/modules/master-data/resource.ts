import type { ListQuery } from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';

/** The tables master data lives in; each has integer `id`, `company_id` and `updated_on`. */
export type MasterDataTable =
  | 'addresses'
  | 'box_types'
  | 'vehicle_types'
  | 'vehicles'
  | 'vehicle_groups'
  | 'users'
  | 'customers'
  | 'product_types'
  | 'products';

/** A unique value a bulk create checks before it writes: within the file and against stored rows. */
export interface UniqueCheck {
  /** The request field ('license_plate'). */
  field: string;
  /** The table's column holding it. */
  column: string;
  /** Unique among the company's rows, or across the platform (an IMEI, a device id). */
  scope: 'company' | 'platform';
  /** Compared in lower case, as the unique index does (e-mails). */
  caseInsensitive?: boolean;
}

/**
 * One master-data resource (issue 14, item 1): what differs between addresses, vehicles, drivers,
 * customers... The create, read, update, delete and bulk delete around it are the same for all
 * (crud.ts, crud-routes.ts): company scope, lock, stale check, in-use refusal, history, conflicts.
 */
export interface MasterDataResource<View extends { id: number }, Create, Update> {
  /** The path segment ('vehicle-group') and the history's entity type. */
  name: string;
  /** How a refusal names one row ('B 1234 XYZ'). */
  labelOf: (view: View) => string;
  table: MasterDataTable;
  /** Drivers are users with the driver role: the rows of `table` this resource owns. */
  role?: string;
  /** Unique indexes of the table and the request field each one guards (409 on that field). */
  uniqueFields: Readonly<Record<string, string>>;
  /** The unique values a bulk create (the spreadsheet import) checks item by item. */
  uniqueChecks?: readonly UniqueCheck[];
  /** Vehicles and drivers keep their trips: one in use is deactivated (PATCH is_active), not deleted. */
  deactivateInstead?: boolean;
  list(db: Kysely<Database>, auth: AuthContext, query: ListQuery): Promise<{ rows: View[]; total: number }>;
  find(db: Kysely<Database>, auth: AuthContext, id: number): Promise<View | undefined>;
  /** Checks the body's references and uniqueness, inserts, answers the new id. */
  insert(trx: Kysely<Database>, auth: AuthContext, body: Create): Promise<number>;
  /** Checks and stores what the body sends; `updated_on` is bumped by the caller. */
  update(trx: Kysely<Database>, auth: AuthContext, id: number, body: Update): Promise<void>;
  /** Rows of other tables to remove with the deleted ones (links that are not references). */
  beforeDelete?(trx: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of resources of different row types.
export type AnyMasterDataResource = MasterDataResource<any, any, any>;
