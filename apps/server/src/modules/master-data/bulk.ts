import { DomainError, type ErrorCode, type FieldProblem } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { withConstraintErrors } from '../../db/constraint-violation';
import type { Database } from '../../db/schema';
import { recordChanges } from './changes';
import type { AnyMasterDataResource, UniqueCheck } from './resource';

/*
 * Bulk create of a master-data resource (issue 14 item 3, the spreadsheet import): all the items or
 * none, in one transaction. Every problem of every item is answered at once, on `items.N.field`, so
 * the import page can place each on its sheet row.
 */

type Item = Record<string, unknown>;

const comparable = (check: UniqueCheck, value: unknown) =>
  check.caseInsensitive ? String(value).toLowerCase() : String(value);

/** A unique value a row above already has: `duplicate` on the later rows. */
function duplicatesInFile(checks: readonly UniqueCheck[], items: readonly Item[]): FieldProblem[] {
  return checks.flatMap((check) => {
    const seen = new Set<string>();
    return items.flatMap((item, index): FieldProblem[] => {
      const value = item[check.field];
      if (value === null || value === undefined) return [];
      const key = comparable(check, value);
      if (seen.has(key)) return [{ field: `items.${index}.${check.field}`, code: 'duplicate' }];
      seen.add(key);
      return [];
    });
  });
}

/** A unique value a stored row already has (the company's, or anyone's for a platform-wide one). */
async function takenValues(
  trx: Kysely<Database>,
  companyId: number,
  resource: AnyMasterDataResource,
  checks: readonly UniqueCheck[],
  items: readonly Item[],
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const check of checks) {
    const values = [
      ...new Set(
        items.flatMap((item) => (item[check.field] == null ? [] : [comparable(check, item[check.field])])),
      ),
    ];
    if (values.length === 0) continue;
    const column = sql.ref(check.column);
    const stored = check.caseInsensitive ? sql`lower(${column})` : column;
    const rows = await sql<{ value: string }>`
      select ${stored} as value from ${sql.table(resource.table)}
      where ${stored} in (${sql.join(values)})
      ${check.scope === 'company' ? sql`and company_id = ${companyId}` : sql``}`.execute(trx);
    const taken = new Set(rows.rows.map((row) => row.value));
    items.forEach((item, index) => {
      const value = item[check.field];
      if (value != null && taken.has(comparable(check, value))) {
        problems.push({ field: `items.${index}.${check.field}`, code: 'already-exists' });
      }
    });
  }
  return problems;
}

/** A refusal of one item (a reference not the company's, a home that is no garage) on its index. */
function itemProblems(error: DomainError, index: number): FieldProblem[] {
  if (error.fields.length === 0) return [{ field: `items.${index}`, code: 'invalid-value' }];
  return error.fields.map((problem) => ({ ...problem, field: `items.${index}.${problem.field}` }));
}

/** Creates every item or none; answers the new ids in the items' order. */
export async function createRows(
  db: Kysely<Database>,
  auth: AuthContext,
  resource: AnyMasterDataResource,
  items: readonly Item[],
): Promise<{ ids: number[] }> {
  const checks = resource.uniqueChecks ?? [];
  return withConstraintErrors(resource.uniqueFields, () =>
    db.transaction().execute(async (trx) => {
      const duplicates = [
        ...duplicatesInFile(checks, items),
        ...(await takenValues(trx, auth.companyId, resource, checks, items)),
      ];
      const problems: FieldProblem[] = [];
      let refusal: ErrorCode | null = null;
      const ids: number[] = [];
      for (const [index, item] of items.entries()) {
        // An item already refused for a taken value would only meet the unique index: skip it.
        if (duplicates.some((problem) => problem.field.startsWith(`items.${index}.`))) continue;
        try {
          ids.push(await resource.insert(trx, auth, item));
        } catch (error) {
          // The resources check before they write, so a refusal leaves the transaction usable.
          if (!(error instanceof DomainError)) throw error;
          refusal ??= error.code;
          problems.push(...itemProblems(error, index));
        }
      }
      if (duplicates.length > 0) {
        throw new DomainError('conflict/duplicate', { fields: [...duplicates, ...problems] });
      }
      if (refusal) throw new DomainError(refusal, { fields: problems });
      await recordChanges(
        trx,
        auth,
        resource.name,
        'CREATED',
        ids.map((id, index) => ({ id, sent: { ...items[index] } })),
      );
      return { ids };
    }),
  );
}
