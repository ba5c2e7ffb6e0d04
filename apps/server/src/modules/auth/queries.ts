import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const userWithCompany = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone_no',
      'users.role',
      'users.scopes',
      'users.password_hash',
      'users.is_active',
      'users.company_id',
      'users.last_reminder',
      'companies.name as company_name',
      'companies.time_zone as company_time_zone',
      'companies.setup_notif_completed as company_setup_notif_completed',
      'companies.is_active as company_is_active',
      'companies.is_platform as company_is_platform',
      'companies.logo_key as company_logo_key',
    ]);

export type UserWithCompany = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return userWithCompany(db)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: number) {
  return userWithCompany(db).where('users.id', '=', id).executeTakeFirst();
}
