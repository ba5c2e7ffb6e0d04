import type { Kysely } from 'kysely';

// 'Batalkan' on an activity row (fleet-task-planning.md section 4) cancels the delivery order itself
// with a reason of type CANCELED, like a cancelled fleet task (fleet_tasks.canceled_reason_id).
// Reasons are soft-deleted, so the order keeps naming its reason; `canceled_on` is when it happened.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_orders')
    .addColumn('canceled_reason_id', 'integer', (col) => col.references('reasons.id').onDelete('set null'))
    .addColumn('canceled_on', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_orders')
    .dropColumn('canceled_on')
    .dropColumn('canceled_reason_id')
    .execute();
}
