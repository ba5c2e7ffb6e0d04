import { z } from 'zod';
import { inZone } from '../format';
import { sameCalendarDay } from './calendar';

export const FEEDBACK_POINT_MIN = 1;
export const FEEDBACK_POINT_MAX = 5;
export const FEEDBACK_POINT_DEFAULT = 5;
/** The modal's window: the last 5 days of the month ('5 feedback days subtract', section 9). */
export const FEEDBACK_LAST_DAYS = 5;
/** The modal appears this long after the app loads (section 9). */
export const FEEDBACK_DELAY_MS = 60_000;
export const FEEDBACK_COMMENT_MAX = 1000;

export const feedbackRequestSchema = z
  .object({
    point: z.number().int().min(FEEDBACK_POINT_MIN).max(FEEDBACK_POINT_MAX).default(FEEDBACK_POINT_DEFAULT),
    comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).default(''),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  point: z.number().int(),
  comment: z.string(),
  created_on: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackStatusSchema = z.object({
  sent_this_month: z.boolean(),
  last_sent_on: z.string().nullable(),
  white_label: z.boolean(),
});
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Whether `now` is in the last `FEEDBACK_LAST_DAYS` days of its month, in the company's zone. */
export function isInFeedbackWindow(now: Date, timeZone: string): boolean {
  const local = inZone(now, timeZone);
  return local.date() > local.daysInMonth() - FEEDBACK_LAST_DAYS;
}

export interface FeedbackPromptState {
  now: Date;
  timeZone: string;
  /** The server's `sent_this_month`. */
  sentThisMonth: boolean;
  whiteLabel: boolean;
  /** When this browser last showed the modal; null when never. */
  lastPromptedOn: Date | string | null;
}

/**
 * Whether the feedback modal is due (section 9): in the month's last days, not sent this month, not
 * for a white-label company, at most once a calendar day. The web waits FEEDBACK_DELAY_MS after load.
 */
export function feedbackPromptDue(state: FeedbackPromptState): boolean {
  if (state.whiteLabel || state.sentThisMonth) return false;
  if (!isInFeedbackWindow(state.now, state.timeZone)) return false;
  return state.lastPromptedOn === null || !sameCalendarDay(state.lastPromptedOn, state.now, state.timeZone);
}
