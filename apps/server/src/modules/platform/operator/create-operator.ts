import { type CreateOperatorRequest, DomainError, PLATFORM_ADMIN_ROLE } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../../auth/password';
import { withConstraintErrors } from '../../../db/constraint-violation';
import type { Database } from '../../../db/schema';

/** The name of the company that holds the platform operators when the first one is created. */
const PLATFORM_COMPANY_NAME = 'Armada Platform';

/**
 * A platform operator (role platform-admin) in the company that holds the operators, made with the
 * first one: no business data, never listed or targeted (docs/platform-shell.md section 1).
 */
export async function insertPlatformOperator(
  db: Kysely<Database>,
  operator: { name: string; email: string; passwordHash: string },
): Promise<{ companyId: number; userId: number }> {
  // Two first operators at once must not make two platform companies.
  await sql`select pg_advisory_xact_lock(hashtext('armada-platform-company'))`.execute(db);
  const company =
    (await db.selectFrom('companies').select('id').where('is_platform', '=', true).executeTakeFirst()) ??
    (await db
      .insertInto('companies')
      .values({ name: PLATFORM_COMPANY_NAME, is_platform: true, setup_notif_completed: true })
      .returning('id')
      .executeTakeFirstOrThrow());
  const user = await db
    .insertInto('users')
    .values({
      company_id: company.id,
      name: operator.name,
      email: operator.email.toLowerCase(),
      password_hash: operator.passwordHash,
      role: PLATFORM_ADMIN_ROLE,
      scopes: [],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { companyId: company.id, userId: user.id };
}

/** `npm run create-operator`: one transaction; an e-mail already in use is 409 user/email-taken. */
export async function createPlatformOperator(db: Kysely<Database>, request: CreateOperatorRequest) {
  const passwordHash = await hashPassword(request.password);
  try {
    return await withConstraintErrors({ users_email_key: 'email' }, () =>
      db.transaction().execute((trx) => insertPlatformOperator(trx, { ...request, passwordHash })),
    );
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict/duplicate') {
      throw new DomainError('user/email-taken', { fields: [{ field: 'email', code: 'invalid-value' }] });
    }
    throw error;
  }
}
