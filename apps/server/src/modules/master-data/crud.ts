import { DomainError, type FieldProblem, type ListQuery } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { withConstraintErrors } from '../../db/constraint-violation';
import { listResponse } from '../../db/list-query';
import { findReferences } from '../../db/references';
import type { Database } from '../../db/schema';
import { bumpedUpdatedOn, refuseStaleUpdate } from '../../db/stale-update';
import { recordChanges } from './changes';
import type { AnyMasterDataResource } from './resource';

/*
 * The create, read, update and delete every master-data resource shares. Writes are one transaction
 * each: lock, check, store, history. Another company's id is not found, exactly like a missing one.
 */

type Resource = AnyMasterDataResource;

/** Locks the resource's rows of the caller's company among `ids`; answers the ones found. */
async function lockRows(
  trx: Kysely<Database>,
  resource: Resource,
  companyId: number,
  ids: readonly number[],
) {
  const table = sql.table(resource.table);
  const rows = await sql<{ id: number; updated_on: Date }>`
    select id, updated_on from ${table}
    where company_id = ${companyId} and id in (${sql.join(ids)})
    ${resource.role === undefined ? sql`` : sql`and role = ${resource.role}`}
    for update`.execute(trx);
  return rows.rows;
}

export async function listRows(
  db: Kysely<Database>,
  auth: AuthContext,
  resource: Resource,
  query: ListQuery,
) {
  const { rows, total } = await resource.list(db, auth, query);
  return listResponse(rows, (row: { id: number }) => row.id, query, total);
}

export async function getRow(db: Kysely<Database>, auth: AuthContext, resource: Resource, id: number) {
  const row = await resource.find(db, auth, id);
  if (!row) throw new DomainError('not-found');
  return row;
}

export async function createRow(db: Kysely<Database>, auth: AuthContext, resource: Resource, body: object) {
  const id = await withConstraintErrors(resource.uniqueFields, () =>
    db.transaction().execute(async (trx) => {
      const created = await resource.insert(trx, auth, body);
      await recordChanges(trx, auth, resource.name, 'CREATED', [{ id: created, sent: { ...body } }]);
      return created;
    }),
  );
  return getRow(db, auth, resource, id);
}

export async function updateRow(
  db: Kysely<Database>,
  auth: AuthContext,
  resource: Resource,
  id: number,
  body: { updated_on?: string | undefined },
) {
  await withConstraintErrors(resource.uniqueFields, () =>
    db.transaction().execute(async (trx) => {
      const [current] = await lockRows(trx, resource, auth.companyId, [id]);
      if (!current) throw new DomainError('not-found');
      refuseStaleUpdate(current.updated_on, body.updated_on);
      const { updated_on: _sent, ...changes } = body;
      await resource.update(trx, auth, id, changes);
      await sql`update ${sql.table(resource.table)} set updated_on = ${bumpedUpdatedOn('updated_on')}
        where id = ${id}`.execute(trx);
      await recordChanges(trx, auth, resource.name, 'UPDATED', [{ id, sent: changes }]);
    }),
  );
  return getRow(db, auth, resource, id);
}

/**
 * All or nothing: every id must be the company's, and none may still be referenced by another row (a
 * task, an order, a vehicle, a rule...), so a delete never orphans anything. Answers the deleted ids.
 */
export async function deleteRows(
  db: Kysely<Database>,
  auth: AuthContext,
  resource: Resource,
  ids: readonly number[],
) {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const found = new Set((await lockRows(trx, resource, auth.companyId, unique)).map((row) => row.id));
    const missing = ids.flatMap((id, index): FieldProblem[] =>
      found.has(id) ? [] : [{ field: `ids.${index}`, code: 'invalid-value' }],
    );
    if (missing.length > 0) throw new DomainError('not-found', { fields: missing });
    const references = await findReferences(trx, resource.table, unique);
    if (references.length > 0) throw await inUse(trx, auth, resource, ids, references);
    await resource.beforeDelete?.(trx, auth.companyId, unique);
    await sql`delete from ${sql.table(resource.table)} where id in (${sql.join(unique)})`.execute(trx);
    await recordChanges(
      trx,
      auth,
      resource.name,
      'DELETED',
      unique.map((id) => ({ id, sent: {} })),
    );
  });
  return { ids: unique };
}

const LISTED_NAMES_MAX = 5;

async function inUse(
  db: Kysely<Database>,
  auth: AuthContext,
  resource: Resource,
  ids: readonly number[],
  references: { label: string; ids: number[] }[],
) {
  const blocked = new Set(references.flatMap((reference) => reference.ids));
  const blockedIds = [...blocked].slice(0, LISTED_NAMES_MAX);
  const views = await Promise.all(blockedIds.map((id) => resource.find(db, auth, id)));
  const names = views.flatMap((view) => (view ? [resource.labelOf(view)] : []));
  const more = blocked.size > LISTED_NAMES_MAX ? `, +${blocked.size - LISTED_NAMES_MAX}` : '';
  return new DomainError(
    resource.deactivateInstead ? 'master-data/in-use-deactivate' : 'master-data/in-use',
    {
      params: {
        names: `${names.join(', ')}${more}`,
        uses: [...new Set(references.map((r) => r.label))].join(', '),
      },
      fields: ids.flatMap((id, index): FieldProblem[] =>
        blocked.has(id) ? [{ field: `ids.${index}`, code: 'invalid-value' }] : [],
      ),
    },
  );
}
