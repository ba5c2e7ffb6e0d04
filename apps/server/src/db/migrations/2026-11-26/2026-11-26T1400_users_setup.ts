import { type Kysely, sql } from 'kysely';

// Issue 14, items 4 and 5: one-time links (invitations and password resets, stored as a SHA-256 of
// the token, never the token), and a company's own profile (address, logo in the file storage).
// Admins of a database made before the users page get its scopes, as the admin preset now holds them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_links')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('INVITATION', 'PASSWORD_RESET')`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_on', 'timestamptz', (col) => col.notNull())
    .addColumn('used_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_links_user_idx').on('user_links').columns(['user_id', 'kind']).execute();
  await db.schema.alterTable('companies').addColumn('address', 'text').execute();
  await db.schema.alterTable('companies').addColumn('logo_key', 'text').execute();
  await sql`update users set scopes = scopes || array['user:read', 'user:create', 'user:update']
    where role = 'admin' and not scopes @> array['user:read']`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('logo_key').dropColumn('address').execute();
  await db.schema.dropTable('user_links').execute();
}
