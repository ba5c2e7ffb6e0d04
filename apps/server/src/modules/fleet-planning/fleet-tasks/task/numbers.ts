import { yearMonthInZone } from '@armada/domain';
import type { Kysely } from 'kysely';
import { nextCompanyNumber } from '../../../../db/counters';
import type { Database } from '../../../../db/schema';

export const FLEET_TASK_COUNTER = 'fleet_task';

/**
 * `FO-2611-00001`: month of creation in the company's zone, then the company's task counter, which
 * never restarts, so the number is unique on the counter alone. Runs in the creating transaction.
 */
export async function nextFleetTaskNumber(
  db: Kysely<Database>,
  companyId: number,
  timeZone: string,
  now = new Date(),
) {
  const value = await nextCompanyNumber(db, companyId, FLEET_TASK_COUNTER, async (trx) => {
    const row = await trx
      .selectFrom('fleet_tasks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
  return `FO-${yearMonthInZone(now, timeZone)}-${String(value).padStart(5, '0')}`;
}
