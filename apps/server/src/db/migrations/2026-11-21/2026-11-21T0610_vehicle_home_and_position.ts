import type { Kysely } from 'kysely';

// Where a vehicle is: its last GPS position when the device has reported one (filled by position
// intake), otherwise its home garage. Its default driver is who drives it unless a task says otherwise.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vehicles')
    .addColumn('home_address_id', 'integer', (col) => col.references('addresses.id'))
    .addColumn('default_driver_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('last_latitude', 'double precision')
    .addColumn('last_longitude', 'double precision')
    .addColumn('last_position_on', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vehicles')
    .dropColumn('home_address_id')
    .dropColumn('default_driver_user_id')
    .dropColumn('last_latitude')
    .dropColumn('last_longitude')
    .dropColumn('last_position_on')
    .execute();
}
