/**
 * The reminder of unresolved urgent alerts (alert-center-and-platform.md section 4 'Reminder',
 * section 9): an interval set, running, or off. Pure rules on plain numbers (epoch ms) so the web
 * hook only keeps the timer and the storage.
 */

/** Minutes; 0 is 'none' (off). */
export const REMINDER_INTERVALS = [0, 5, 10, 15, 30, 60] as const;
export type ReminderInterval = (typeof REMINDER_INTERVALS)[number];
export const REMINDER_DEFAULT_INTERVAL: ReminderInterval = 5;
/** Stored counts (when the last reminder went out, how many) are trusted for 1 hour. */
export const REMINDER_COUNTS_VALID_MS = 3_600_000;

export interface ReminderState {
  intervalMinutes: ReminderInterval;
  /** When the last reminder went out; null before the first one. */
  lastRemindedAt: number | null;
  /** Reminders sent since the counts were last cleared. */
  reminders: number;
  /** When the counts were written; they are dropped once older than 1 hour. */
  countsAt: number | null;
}

export const isReminderInterval = (value: unknown): value is ReminderInterval =>
  REMINDER_INTERVALS.includes(value as ReminderInterval);

const noCounts = { lastRemindedAt: null, reminders: 0, countsAt: null } as const;

export const defaultReminder = (): ReminderState => ({
  intervalMinutes: REMINDER_DEFAULT_INTERVAL,
  ...noCounts,
});

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * What was stored, as far as it can be trusted: an unknown interval gives the default (section 9:
 * 'interval restore error sets default'); counts older than 1 hour, or from the future, are dropped.
 */
export function restoreReminder(stored: unknown, now: number): ReminderState {
  if (typeof stored !== 'object' || stored === null) return defaultReminder();
  const { intervalMinutes, lastRemindedAt, reminders, countsAt } = stored as Record<string, unknown>;
  if (!isReminderInterval(intervalMinutes)) return defaultReminder();
  const fresh =
    intervalMinutes !== 0 &&
    finite(countsAt) &&
    countsAt <= now &&
    now - countsAt < REMINDER_COUNTS_VALID_MS &&
    finite(lastRemindedAt) &&
    finite(reminders);
  return fresh ? { intervalMinutes, lastRemindedAt, reminders, countsAt } : { intervalMinutes, ...noCounts };
}

/** A new interval starts a new schedule; off (0) also clears the counts. */
export function changeReminderInterval(intervalMinutes: ReminderInterval): ReminderState {
  return { intervalMinutes, ...noCounts };
}

/**
 * When the next reminder is due: one interval after the last reminder, or after `since` (when the
 * schedule started) before the first. Null while off.
 */
export function nextReminderAt(state: ReminderState, since: number): number | null {
  if (state.intervalMinutes === 0) return null;
  return (state.lastRemindedAt ?? since) + state.intervalMinutes * 60_000;
}

/**
 * The timer fired at `now`: with urgent alerts still unresolved a reminder goes out and is
 * counted; with none the schedule moves on one interval without a reminder.
 */
export function reminderTick(
  state: ReminderState,
  now: number,
  unresolvedUrgent: number,
): { remind: boolean; state: ReminderState } {
  if (state.intervalMinutes === 0) return { remind: false, state };
  const remind = unresolvedUrgent > 0;
  return {
    remind,
    state: {
      ...state,
      lastRemindedAt: now,
      reminders: remind ? state.reminders + 1 : state.reminders,
      countsAt: now,
    },
  };
}
