import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Where a counter starts when a company uses it for the first time: the highest value already
 * taken some other way (for example the number of orders the demo seed or an import created), so
 * the first generated number follows them instead of starting again at 1.
 */
export type CounterStart = (db: Kysely<Database>) => Promise<number>;

/**
 * Reserves `count` consecutive values of a company's named counter and returns them in order.
 * Runs in the caller's transaction: the counter row stays locked until it commits, so two requests
 * of one company take numbers one after the other and a rolled-back request gives its numbers back.
 */
export async function reserveCompanyNumbers(
  db: Kysely<Database>,
  companyId: number,
  name: string,
  count: number,
  start?: CounterStart,
): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`cannot reserve ${count} numbers`);
  // The common case is a counter that exists: one UPDATE, and `start` (often a count) is not run.
  let row = await db
    .updateTable('company_counters')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirst();
  if (!row) {
    const floor = start ? await start(db) : 0;
    // Another transaction may create the row between the UPDATE and this INSERT; the conflict
    // clause then waits for it and counts on from its value.
    row = await db
      .insertInto('company_counters')
      .values({ company_id: companyId, name, value: floor + count })
      .onConflict((conflict) =>
        conflict
          .columns(['company_id', 'name'])
          .doUpdateSet((eb) => ({ value: eb('company_counters.value', '+', count) })),
      )
      .returning('value')
      .executeTakeFirstOrThrow();
  }
  const last = Number(row.value);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/** The next value of a company's named counter (DO numbers now, FO numbers later). */
export async function nextCompanyNumber(
  db: Kysely<Database>,
  companyId: number,
  name: string,
  start?: CounterStart,
): Promise<number> {
  const [value] = await reserveCompanyNumbers(db, companyId, name, 1, start);
  return value as number;
}
