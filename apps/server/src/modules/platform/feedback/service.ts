import {
  DomainError,
  type Feedback,
  type FeedbackRequest,
  type FeedbackStatus,
  inZone,
  toZonedIso,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import { withConstraintErrors } from '../../../db/constraint-violation';
import type { Database } from '../../../db/schema';
import { assertNotWhiteLabel, companyFeatures } from '../features/service';
import { feedbackOf, insertFeedback } from './queries';

/** The calendar month of a moment in the company's zone: feedback is once per user and month. */
const monthOf = (now: Date, timeZone: string) => inZone(now, timeZone).format('YYYY-MM');

/**
 * Stores the caller's satisfaction feedback, once per calendar month; a second one that month
 * (also one racing the first: the unique index decides) is 409 feedback/already-sent. White-label
 * companies are not asked (403).
 */
export async function sendFeedback(
  db: Kysely<Database>,
  auth: AuthContext,
  request: FeedbackRequest,
  now = new Date(),
): Promise<Feedback> {
  await assertNotWhiteLabel(db, auth.companyId);
  const timeZone = auth.user.company.time_zone;
  const month = monthOf(now, timeZone);
  if ((await feedbackOf(db, auth.user.id, month)).sentThisMonth)
    throw new DomainError('feedback/already-sent');
  const row = await withConstraintErrors({ feedbacks_user_month_key: 'month' }, () =>
    insertFeedback(db, {
      company_id: auth.companyId,
      user_id: auth.user.id,
      point: request.point,
      comment: request.comment,
      month,
    }),
  ).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'conflict/duplicate') {
      throw new DomainError('feedback/already-sent');
    }
    throw error;
  });
  return { ...row, created_on: toZonedIso(row.created_on, timeZone) };
}

/** Whether the caller sent feedback this month, for the web's feedbackPromptDue. */
export async function feedbackStatus(
  db: Kysely<Database>,
  auth: AuthContext,
  now = new Date(),
): Promise<FeedbackStatus> {
  const timeZone = auth.user.company.time_zone;
  const [sent, features] = await Promise.all([
    feedbackOf(db, auth.user.id, monthOf(now, timeZone)),
    companyFeatures(db, auth.companyId),
  ]);
  return {
    sent_this_month: sent.sentThisMonth,
    last_sent_on: sent.lastSentOn ? toZonedIso(sent.lastSentOn, timeZone) : null,
    white_label: features.white_label,
  };
}
