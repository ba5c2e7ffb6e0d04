import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** Hits to add to one key's window; `windowStart` is the window they were counted in. */
export interface RateLimitHits {
  key: string;
  windowStart: Date;
  hits: number;
}

/**
 * Adds hits to their keys' windows in one statement and answers each key's total in that window.
 * A row still holding an older window starts again from the new hits. Hits counted in a window that
 * another instance has already moved past are dropped (the greatest window wins): they no longer
 * limit anything.
 */
export async function addRateLimitHits(
  db: Kysely<Database>,
  rows: RateLimitHits[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const answered = await db
    .insertInto('rate_limit_counters')
    .values(rows.map((row) => ({ key: row.key, window_start: row.windowStart, hits: row.hits })))
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case
          when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.hits + excluded.hits
          when rate_limit_counters.window_start > excluded.window_start then rate_limit_counters.hits
          else excluded.hits end`,
        window_start: sql<Date>`greatest(rate_limit_counters.window_start, excluded.window_start)`,
      }),
    )
    .returning(['key', 'window_start', 'hits'])
    .execute();
  const totals = new Map<string, number>();
  for (const row of answered) totals.set(row.key, row.hits);
  return totals;
}

/** Removes windows that ended before `before`; an idle key's row only keeps a finished count. */
export async function purgeRateLimitCounters(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_start', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
