import { yearMonthInZone } from '@armada/domain';
import { type Kysely, sql } from 'kysely';
import { companyTimeZone } from '../../../../db/company-time-zone';
import { nextCompanyNumber } from '../../../../db/counters';
import type { Database } from '../../../../db/schema';

export const FLEET_TASK_COUNTER = 'fleet_task';

const PROVISIONAL_PREFIX = 'BARU-';

/**
 * What a task being created (Temporary) carries in `number` until its first save: unique (it holds
 * the task's id) and outside the counter, so a create page left without saving takes no FO number
 * and the saved tasks' numbers have no gaps (issue 26 item 8). The web never shows it.
 */
export function provisionalFleetTaskNumber(id: string): string {
  return `${PROVISIONAL_PREFIX}${id}`;
}

/**
 * `FO-2611-00001`: month of the first save in the company's zone, then the company's task counter,
 * which never restarts, so the number is unique on the counter alone. Runs in the saving transaction:
 * a rolled-back save gives its number back.
 */
export async function nextFleetTaskNumber(
  db: Kysely<Database>,
  companyId: number,
  timeZone: string,
  now = new Date(),
) {
  const value = await nextCompanyNumber(db, companyId, FLEET_TASK_COUNTER, async (trx) => {
    // Tasks still being created hold no number of the counter.
    const row = await trx
      .selectFrom('fleet_tasks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .where('status', '<>', 'TEMPORARY')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
  return `FO-${yearMonthInZone(now, timeZone)}-${String(value).padStart(5, '0')}`;
}

/**
 * The first save of a task being created: it takes its FO number, and the history written while it
 * was being created (its 'Penugasan dibuat', the orders added to it) is renamed from the provisional
 * number to the real one, in the saving transaction.
 */
export async function assignFleetTaskNumber(
  db: Kysely<Database>,
  task: { id: string; company_id: number; number: string },
): Promise<string> {
  const timeZone = await companyTimeZone(db, task.company_id);
  const number = await nextFleetTaskNumber(db, task.company_id, timeZone);
  const provisional = task.number;
  const pattern = `%${provisional}%`;
  await db
    .updateTable('history_events')
    .set({
      description: sql`replace(description, ${provisional}, ${number})`,
      properties: sql`replace(properties::text, ${provisional}, ${number})::jsonb`,
    })
    .where('company_id', '=', task.company_id)
    .where((eb) =>
      eb.or([
        eb('entity_id', '=', task.id),
        eb(
          'entity_id',
          'in',
          eb
            .selectFrom('fleet_task_activities')
            .select('delivery_order_id')
            .where('fleet_task_id', '=', task.id),
        ),
      ]),
    )
    .where((eb) => eb.or([eb('description', 'like', pattern), eb(sql`properties::text`, 'like', pattern)]))
    .execute();
  return number;
}
