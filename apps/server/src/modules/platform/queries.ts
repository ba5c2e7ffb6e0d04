import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function countCompanyResources(db: Kysely<Database>, companyId: number) {
  const [vehicles, drivers, addresses, orders] = await Promise.all([
    db
      .selectFrom('vehicles')
      .where('company_id', '=', companyId)
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('is_active', '=', true).as('active'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .where('company_id', '=', companyId)
      .where('role', '=', 'driver')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('is_active', '=', true).as('active'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('addresses')
      .where('company_id', '=', companyId)
      .select((eb) => [
        eb.fn.count<number>('id').filterWhere('is_garage', '=', true).as('garages'),
        eb.fn.count<number>('id').filterWhere('is_garage', '=', false).as('customer_addresses'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('delivery_orders')
      .where('company_id', '=', companyId)
      .groupBy('status')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .orderBy('status')
      .execute(),
  ]);
  return { vehicles, drivers, addresses, orders };
}

export function updateUserProfile(
  db: Kysely<Database>,
  userId: number,
  changes: { name?: string; phone_no?: string | null; email?: string; last_reminder?: Date },
) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_on: new Date() })
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export function recordReminder(db: Kysely<Database>, userId: number, on: Date) {
  return db.updateTable('users').set({ last_reminder: on }).where('id', '=', userId).execute();
}
