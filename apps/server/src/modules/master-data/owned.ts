import { DomainError, type FieldProblem } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { MasterDataTable } from './resource';

export interface OwnedReference {
  /** The request field, as a field error names it ('vehicle_ids.2'). */
  field: string;
  table: MasterDataTable;
  id: number | null | undefined;
  /** For users: the role the referenced user must hold. */
  role?: string;
}

/**
 * Every id a body refers to must be a row of the caller's company (another company's is answered
 * like a missing one): 400 invalid/invalid-reference naming each field that is not.
 */
export async function checkOwned(
  db: Kysely<Database>,
  companyId: number,
  references: readonly OwnedReference[],
) {
  const problems: FieldProblem[] = [];
  for (const reference of references) {
    if (reference.id === null || reference.id === undefined) continue;
    const row = await sql<{ id: number }>`
      select id from ${sql.table(reference.table)}
      where company_id = ${companyId} and id = ${reference.id}
      ${reference.role === undefined ? sql`` : sql`and role = ${reference.role}`}`.execute(db);
    if (row.rows.length === 0) problems.push({ field: reference.field, code: 'invalid-value' });
  }
  if (problems.length > 0) throw new DomainError('invalid/invalid-reference', { fields: problems });
}

/** Drops the keys a PATCH did not send, so an update sets only what was sent. */
export function sentOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
