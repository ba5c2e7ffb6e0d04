import { createHash, randomBytes } from 'node:crypto';
import { type ApiKey, type CreateApiKeyRequest, DomainError, toZonedIso } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import type { AuthContext } from '../../auth/guard';
import type { Database } from '../../db/schema';

/**
 * Per-company API keys of gateways that post JSON batches to /api/telemetry/v1/positions. A key is
 * 32 random bytes shown once at creation; only its SHA-256 is stored (a key is a long random secret,
 * so a fast hash is enough: there is nothing to guess from). Revoking keeps the row for the record.
 */

const KEY_PREFIX = 'armgw_';

/** How a key is stored: its SHA-256 (exported for the intake bench, which makes keys directly). */
export const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function toApiKey(
  row: {
    id: number;
    name: string;
    key_prefix: string;
    created_on: Date;
    last_used_on: Date | null;
    revoked_on: Date | null;
  },
  timeZone: string,
): ApiKey {
  return {
    id: row.id,
    name: row.name,
    key_prefix: row.key_prefix,
    created_on: toZonedIso(row.created_on, timeZone),
    last_used_on: row.last_used_on ? toZonedIso(row.last_used_on, timeZone) : null,
    revoked_on: row.revoked_on ? toZonedIso(row.revoked_on, timeZone) : null,
  };
}

const COLUMNS = ['id', 'name', 'key_prefix', 'created_on', 'last_used_on', 'revoked_on'] as const;

export async function listApiKeys(db: Kysely<Database>, auth: AuthContext): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('telemetry_api_keys')
    .select(COLUMNS)
    .where('company_id', '=', auth.companyId)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toApiKey(row, auth.user.company.time_zone));
}

export async function createApiKey(db: Kysely<Database>, auth: AuthContext, request: CreateApiKeyRequest) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('telemetry_api_keys')
    .values({
      company_id: auth.companyId,
      name: request.name,
      key_hash: hashOf(key),
      key_prefix: key.slice(0, KEY_PREFIX.length + 6),
      created_by: auth.user.id,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toApiKey(row, auth.user.company.time_zone), key };
}

/** Revokes a key of the caller's company; another company's id is not found, like a missing one. */
export async function revokeApiKey(db: Kysely<Database>, auth: AuthContext, id: number): Promise<ApiKey> {
  const row = await db
    .updateTable('telemetry_api_keys')
    .set({ revoked_on: sql`coalesce(revoked_on, now())` })
    .where('company_id', '=', auth.companyId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new DomainError('not-found');
  return toApiKey(row, auth.user.company.time_zone);
}

/**
 * The company of a valid, unrevoked key of an active company, or null. The last use is written at
 * most once a minute, so a gateway posting every second does not write the key row every second.
 */
export async function companyOfApiKey(db: Kysely<Database>, key: string): Promise<number | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
  const row = await db
    .selectFrom('telemetry_api_keys as k')
    .innerJoin('companies as c', 'c.id', 'k.company_id')
    .select(['k.id', 'k.company_id', 'k.last_used_on'])
    .where('k.key_hash', '=', hashOf(key))
    .where('k.revoked_on', 'is', null)
    .where('c.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  if (row.last_used_on === null || Date.now() - row.last_used_on.getTime() > 60_000) {
    await db
      .updateTable('telemetry_api_keys')
      .set({ last_used_on: new Date() })
      .where('id', '=', row.id)
      .execute();
  }
  return row.company_id;
}
