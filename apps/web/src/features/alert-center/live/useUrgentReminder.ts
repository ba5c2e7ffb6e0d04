import {
  changeReminderInterval,
  nextReminderAt,
  type ReminderInterval,
  type ReminderState,
  reminderTick,
  restoreReminder,
} from '@armada/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export const REMINDER_STORAGE_KEY = 'armada.alertCentre.reminder';

function readStored(now: number): ReminderState {
  try {
    const raw = window.localStorage.getItem(REMINDER_STORAGE_KEY);
    return restoreReminder(raw ? JSON.parse(raw) : null, now);
  } catch {
    return restoreReminder(null, now);
  }
}

function store(state: ReminderState): void {
  try {
    // Off keeps only the choice: its counts are cleared (section 4 'Reminder').
    const kept = state.intervalMinutes === 0 ? { intervalMinutes: 0 } : state;
    window.localStorage.setItem(REMINDER_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, quota): the reminder still runs for this visit.
  }
}

export interface UrgentReminderOptions {
  /** The unresolved urgent alerts now; read when the timer fires, so a change does not restart it. */
  unresolvedUrgent: number;
  enabled: boolean;
  onRemind: (unresolvedUrgent: number) => void;
}

/**
 * The repeated reminder of unresolved urgent alerts: the interval chosen in the centre (stored and
 * restored), one timer to the next due time (`nextReminderAt`), and `reminderTick` deciding
 * whether it reminds. The rules are the domain's; this hook only keeps the timer and the storage.
 */
export function useUrgentReminder({ unresolvedUrgent, enabled, onRemind }: UrgentReminderOptions) {
  const [state, setState] = useState(() => readStored(Date.now()));
  const [since, setSince] = useState(() => Date.now());
  const latest = useRef({ unresolvedUrgent, onRemind });
  latest.current = { unresolvedUrgent, onRemind };

  useEffect(() => {
    if (!enabled) return;
    const due = nextReminderAt(state, since);
    if (due === null) return;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        const tick = reminderTick(state, now, latest.current.unresolvedUrgent);
        if (tick.remind) latest.current.onRemind(latest.current.unresolvedUrgent);
        store(tick.state);
        setState(tick.state);
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [enabled, state, since]);

  const setIntervalMinutes = useCallback((intervalMinutes: ReminderInterval) => {
    const next = changeReminderInterval(intervalMinutes);
    store(next);
    setState(next);
    setSince(Date.now());
  }, []);

  return { intervalMinutes: state.intervalMinutes, reminders: state.reminders, setIntervalMinutes };
}
