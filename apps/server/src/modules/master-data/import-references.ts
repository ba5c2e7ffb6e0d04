import type { NamedReference } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The kinds of record an import file names, where each one's name is stored. */
const LOOKUPS: Readonly<
  Record<
    string,
    {
      table: 'vehicle_types' | 'box_types' | 'addresses' | 'users' | 'product_types';
      name: string;
      where?: ReturnType<typeof sql>;
    }
  >
> = {
  vehicle_types: { table: 'vehicle_types', name: 'type' },
  box_types: { table: 'box_types', name: 'name' },
  garages: { table: 'addresses', name: 'name', where: sql`and is_garage` },
  drivers: { table: 'users', name: 'name', where: sql`and role = 'driver'` },
  product_types: { table: 'product_types', name: 'name' },
};

export const IMPORT_LOOKUP_KINDS = Object.keys(LOOKUPS);

/** Names compare as the import's checker compares them: trimmed, single-spaced, any case. */
const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The company's records an import file names, by kind, one statement per kind; another company's
 * records are never matched. A name may match none or several: the checker tells which.
 */
export async function masterImportReferences(
  db: Kysely<Database>,
  companyId: number,
  request: Readonly<Record<string, readonly string[]>>,
): Promise<Record<string, NamedReference[]>> {
  const entries = await Promise.all(
    Object.entries(request).map(async ([kind, names]) => {
      const lookup = LOOKUPS[kind];
      if (!lookup || names.length === 0) return [kind, []] as const;
      const wanted = [...new Set(names.map(normal))];
      const column = sql.ref(lookup.name);
      const rows = await sql<NamedReference>`
        select id, ${column} as name from ${sql.table(lookup.table)}
        where company_id = ${companyId}
        and lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g')) in (${sql.join(wanted)})
        ${lookup.where ?? sql``}
        order by id`.execute(db);
      return [kind, rows.rows] as const;
    }),
  );
  return Object.fromEntries(entries);
}
