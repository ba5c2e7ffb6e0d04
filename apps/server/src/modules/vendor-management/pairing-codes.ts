import { randomInt } from 'node:crypto';
import {
  DomainError,
  type ListQuery,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_VALID_DAYS,
  type PairingCode,
  toZonedIso,
} from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import { type ListDefinition, listResponse, runListQuery } from '../../db/list-query';
import type { Database } from '../../db/schema';

/*
 * Pairing with consent (issue 25, item 2): a company issues a code, single use and valid for a week,
 * and a transporter redeems it on a vendor, which pairs that vendor with the issuing company. Company
 * ids are sequential, so an id alone never pairs anything.
 */

function newCode(): string {
  let code = '';
  for (let index = 0; index < PAIRING_CODE_LENGTH; index++) code += PAIRING_CODE_ALPHABET[randomInt(32)];
  return code;
}

const toPairingCode = (
  row: { code: string; created_on: Date; expires_on: Date },
  timeZone: string,
): PairingCode => ({
  code: row.code,
  created_on: toZonedIso(row.created_on, timeZone),
  expires_on: toZonedIso(row.expires_on, timeZone),
});

/** Stores a new code of the company, valid for PAIRING_CODE_VALID_DAYS from now. */
export function insertPairingCode(db: Kysely<Database>, companyId: number, createdBy: number | null) {
  return db
    .insertInto('pairing_codes')
    .values({
      code: newCode(),
      company_id: companyId,
      created_by: createdBy,
      expires_on: sql<Date>`now() + make_interval(days => ${PAIRING_CODE_VALID_DAYS})`,
    })
    .returning(['code', 'created_on', 'expires_on'])
    .executeTakeFirstOrThrow();
}

/** POST /pairing-code: a new code of the caller's company. */
export async function createPairingCode(db: Kysely<Database>, auth: AuthContext): Promise<PairingCode> {
  const row = await insertPairingCode(db, auth.companyId, auth.user.id);
  return toPairingCode(row, auth.user.company.time_zone);
}

/** The company's codes that can still be redeemed (not used, revoked or expired), newest first. */
function openCodes(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('pairing_codes')
    .where('company_id', '=', companyId)
    .where('used_on', 'is', null)
    .where('revoked_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`);
}

const PAIRING_CODE_LIST: ListDefinition = {
  fields: {
    code: { expression: sql.ref('pairing_codes.code'), type: 'text' },
    created_on: { expression: sql.ref('pairing_codes.created_on'), type: 'timestamp' },
    expires_on: { expression: sql.ref('pairing_codes.expires_on'), type: 'timestamp' },
  },
  search: [sql.ref('pairing_codes.code')],
  defaultSorts: [{ field: 'created_on', direction: 'desc' }],
  id: sql.ref('pairing_codes.code'),
};

/** GET /pairing-code: the open codes through the list contract (filters, sorts, search, pages). */
export async function listPairingCodes(db: Kysely<Database>, auth: AuthContext, query: ListQuery) {
  const base = openCodes(db, auth.companyId).select(['code', 'created_on', 'expires_on']);
  const { rows, total } = await runListQuery(db, base, PAIRING_CODE_LIST, query);
  const timeZone = auth.user.company.time_zone;
  return listResponse(
    rows.map((row) => toPairingCode(row, timeZone)),
    (row) => row.code,
    query,
    total,
  );
}

/** DELETE /pairing-code/{code}: an open code of the company stops working; anything else is not found. */
export async function revokePairingCode(
  db: Kysely<Database>,
  auth: AuthContext,
  typed: string,
): Promise<string> {
  const revoked = await db
    .updateTable('pairing_codes')
    .set({ revoked_on: sql<Date>`now()` })
    .where('code', '=', normalizePairingCode(typed))
    .where('company_id', '=', auth.companyId)
    .where('used_on', 'is', null)
    .where('revoked_on', 'is', null)
    .returning('code')
    .executeTakeFirst();
  if (!revoked) throw new DomainError('not-found');
  return revoked.code;
}

/**
 * Redeems a code inside the vendor's transaction: the issuing company, or pairing-code-invalid for
 * an unknown, used, revoked or expired code. The row is locked, so two vendors cannot both use it.
 */
export async function redeemPairingCode(
  trx: Kysely<Database>,
  companyId: number,
  typed: string,
): Promise<number> {
  const row = await trx
    .selectFrom('pairing_codes')
    .select(['code', 'company_id', 'used_on', 'revoked_on', sql<boolean>`expires_on <= now()`.as('expired')])
    .where('code', '=', normalizePairingCode(typed))
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.used_on !== null || row.revoked_on !== null || row.expired) {
    throw new DomainError('vendor/pairing-code-invalid', {
      fields: [{ field: 'pairing_code', code: 'invalid-value' }],
    });
  }
  await trx
    .updateTable('pairing_codes')
    .set({ used_on: sql<Date>`now()`, used_by_company_id: companyId })
    .where('code', '=', row.code)
    .execute();
  return row.company_id;
}
