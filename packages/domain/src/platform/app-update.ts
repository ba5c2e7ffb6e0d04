/*
 * The app update banner (spec section 4 'App update', section 9 'Update countdown 600 s; reload
 * fallback 5 s; delay 150 ms', 'Reload 300 ms after connectivity returns'): when a new version of the
 * web app is installed and waiting, every open tab counts down the same seconds and then reloads into it.
 */

/** Seconds from 'a new version is waiting' to the reload. */
export const APP_UPDATE_COUNTDOWN_SECONDS = 600;
/** After the new version has taken over the page, the reload waits this long (spec: delay 150 ms). */
export const APP_UPDATE_RELOAD_DELAY_MS = 150;
/** The page reloads anyway this long after asking the worker to take over, should it never answer. */
export const APP_UPDATE_FALLBACK_RELOAD_MS = 5_000;
/** Connectivity lost and back: the page reloads after this long. */
export const CONNECTIVITY_RELOAD_DELAY_MS = 300;
/** The countdown is written to local storage every this many ticks (one tick a second)... */
export const APP_UPDATE_SAVE_EVERY_TICKS = 5;
/** ...and never more often than this. */
export const APP_UPDATE_SAVE_MIN_INTERVAL_MS = 1_000;
/** The browser's local storage key of the stored update state, shared by every tab of the app. */
export const APP_UPDATE_STORAGE_KEY = 'armada.app-update';

/** Spec section 3 'Stored update state: updateDetected, refreshCountdown, timestamp' (ms since 1970). */
export interface StoredUpdateState {
  updateDetected: boolean;
  /** Whole seconds, 0 to APP_UPDATE_COUNTDOWN_SECONDS. */
  refreshCountdown: number;
  timestamp: number;
}

const isWholeNumber = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * The stored text of another tab or an earlier visit; anything unreadable counts as nothing stored.
 * Checked by hand, not with a zod schema: every page reads it at start, the login page too, whose first
 * load carries no zod (issue 23 item 1).
 */
export function parseStoredUpdateState(raw: string | null | undefined): StoredUpdateState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { updateDetected, refreshCountdown, timestamp } = value as Record<string, unknown>;
  if (typeof updateDetected !== 'boolean') return null;
  if (!isWholeNumber(refreshCountdown, APP_UPDATE_COUNTDOWN_SECONDS) || !isWholeNumber(timestamp))
    return null;
  return { updateDetected, refreshCountdown, timestamp };
}

/*
 * The tabs share one moment of reload, the countdown's deadline: the stored state says the countdown
 * stood at `refreshCountdown` seconds at `timestamp`, so the deadline is timestamp + refreshCountdown s.
 * Sharing the deadline, not a count, keeps tabs whose timers tick at different fractions of a second
 * from pulling each other a second further at every write.
 */

/**
 * The deadline a tab that finds a new version waiting counts to: the stored one, so a tab opened later
 * counts with the others. Nothing stored, no update in it, or a state no tab has written for a whole
 * countdown (nobody is counting it any more: it belonged to an earlier version) gives the full 600 s.
 */
export function countdownDeadline(stored: StoredUpdateState | null, now: number): number {
  const full = now + APP_UPDATE_COUNTDOWN_SECONDS * 1000;
  if (!stored?.updateDetected) return full;
  // A clock that went back is not a reason to start over or to reload at once.
  if (stored.timestamp > now) return now + stored.refreshCountdown * 1000;
  if (now - stored.timestamp > APP_UPDATE_COUNTDOWN_SECONDS * 1000) return full;
  return stored.timestamp + stored.refreshCountdown * 1000;
}

/**
 * A tab that reads another tab's state takes its deadline when it is earlier, never when it is later:
 * every tab ends on the earliest, and no tab pushes another back.
 */
export function earlierDeadline(own: number, stored: StoredUpdateState | null, now: number): number {
  if (!stored?.updateDetected) return own;
  return Math.min(own, countdownDeadline(stored, now));
}

/** Whole seconds left to the deadline as the banner counts them (599.2 s left shows 600), never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** What a tab writes: the whole seconds left and the moment the countdown stood exactly there. */
export function storedCountdown(deadline: number, now: number): StoredUpdateState {
  const refreshCountdown = Math.min(APP_UPDATE_COUNTDOWN_SECONDS, secondsUntil(deadline, now));
  return {
    updateDetected: true,
    refreshCountdown,
    timestamp: Math.max(0, deadline - refreshCountdown * 1000),
  };
}

/**
 * Whether this tick writes the countdown to local storage: every APP_UPDATE_SAVE_EVERY_TICKS ticks and
 * at most once per APP_UPDATE_SAVE_MIN_INTERVAL_MS (`lastSavedAt` null: not written yet).
 */
export function shouldSaveCountdown(input: {
  tick: number;
  lastSavedAt: number | null;
  now: number;
}): boolean {
  if (input.tick % APP_UPDATE_SAVE_EVERY_TICKS !== 0) return false;
  return input.lastSavedAt === null || input.now - input.lastSavedAt >= APP_UPDATE_SAVE_MIN_INTERVAL_MS;
}

/** The countdown as the banner shows it: 'm:ss' (600 → '10:00', 9 → '0:09'). */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
