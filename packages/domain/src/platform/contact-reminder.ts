import { sameCalendarMonth } from './calendar';

export interface ContactReminderState {
  email: string | null;
  phoneNo: string | null;
  /** When the reminder was last shown or the contact last saved (the profile's last_reminder). */
  lastReminder: Date | string | null;
  now: Date;
  timeZone: string;
  dismissedThisSession: boolean;
}

/**
 * The contact reminder (section 5): only when the e-mail or the phone is missing, not shown yet this
 * calendar month (company's zone) and not dismissed in this session.
 */
export function contactReminderDue(state: ContactReminderState): boolean {
  const missing = !state.email?.trim() || !state.phoneNo?.trim();
  if (!missing || state.dismissedThisSession) return false;
  return state.lastReminder === null || !sameCalendarMonth(state.lastReminder, state.now, state.timeZone);
}
