import type { ImportReferencesRequest, ImportReferencesResponse } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type NamedTable = 'customers' | 'addresses' | 'products';

/** Names compare as the import's checker compares them: trimmed, single-spaced, any case. */
const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function byNames<T extends NamedTable>(db: Kysely<Database>, table: T, companyId: number, names: string[]) {
  const wanted = [...new Set(names.map(normal))];
  return db
    .selectFrom(table as NamedTable)
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(regexp_replace(btrim(name), '\\s+', ' ', 'g'))`, 'in', wanted)
    .orderBy('id');
}

/**
 * The company's customers, addresses and products named in an import file, looked up by name in
 * three statements, so the web app resolves a 5,000-row file without paging through master data.
 * Another company's records are never matched.
 */
export async function importReferences(
  db: Kysely<Database>,
  companyId: number,
  request: ImportReferencesRequest,
): Promise<ImportReferencesResponse> {
  const none = Promise.resolve([]);
  const [customers, addresses, products] = await Promise.all([
    request.customers.length === 0
      ? none
      : byNames(db, 'customers', companyId, request.customers).select(['id', 'name']).execute(),
    request.addresses.length === 0
      ? none
      : byNames(db, 'addresses', companyId, request.addresses).select(['id', 'name', 'city']).execute(),
    request.products.length === 0
      ? none
      : byNames(db, 'products', companyId, request.products).select(['id', 'name']).execute(),
  ]);
  return { customers, addresses, products };
}
