import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export function insertFeedback(
  db: Kysely<Database>,
  row: { company_id: number; user_id: number; point: number; comment: string; month: string },
) {
  return db
    .insertInto('feedbacks')
    .values(row)
    .returning(['id', 'point', 'comment', 'created_on'])
    .executeTakeFirstOrThrow();
}

/** The user's latest feedback and whether one is of `month` ('YYYY-MM'). */
export async function feedbackOf(db: Kysely<Database>, userId: number, month: string) {
  const latest = await db
    .selectFrom('feedbacks')
    .select(['created_on', 'month'])
    .where('user_id', '=', userId)
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirst();
  const ofMonth = await db
    .selectFrom('feedbacks')
    .select('id')
    .where('user_id', '=', userId)
    .where('month', '=', month)
    .executeTakeFirst();
  return { lastSentOn: latest?.created_on ?? null, sentThisMonth: ofMonth !== undefined };
}
