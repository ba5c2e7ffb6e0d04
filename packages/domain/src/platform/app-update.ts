import { z } from 'zod';

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
export const storedUpdateStateSchema = z.object({
  updateDetected: z.boolean(),
  refreshCountdown: z.number().int().min(0).max(APP_UPDATE_COUNTDOWN_SECONDS),
  timestamp: z.number().int().nonnegative(),
});
export type StoredUpdateState = z.infer<typeof storedUpdateStateSchema>;

/** The stored text of another tab or an earlier visit; anything unreadable counts as nothing stored. */
export function parseStoredUpdateState(raw: string | null | undefined): StoredUpdateState | null {
  if (!raw) return null;
  try {
    const parsed = storedUpdateStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Where a tab that finds a new version waiting starts its countdown: where the stored one stands now
 * (the seconds saved, less the whole seconds since), so a tab opened later counts with the others.
 * Nothing stored, no update in it, or a state no tab has written for a whole countdown (nobody is
 * counting it any more: it belonged to an earlier version) starts the full countdown.
 */
export function continueCountdown(stored: StoredUpdateState | null, now: number): number {
  if (!stored?.updateDetected) return APP_UPDATE_COUNTDOWN_SECONDS;
  const elapsedMs = now - stored.timestamp;
  // A clock that went back is not a reason to start over or to reload at once.
  if (elapsedMs < 0) return stored.refreshCountdown;
  if (elapsedMs > APP_UPDATE_COUNTDOWN_SECONDS * 1000) return APP_UPDATE_COUNTDOWN_SECONDS;
  return Math.max(0, stored.refreshCountdown - Math.floor(elapsedMs / 1000));
}

/**
 * A tab that reads another tab's countdown takes it when it is further along, never when it is behind:
 * every tab ends on the lowest count, and two tabs never push each other back and forth.
 */
export function adoptStoredCountdown(own: number, stored: StoredUpdateState | null, now: number): number {
  if (!stored?.updateDetected) return own;
  return Math.min(own, continueCountdown(stored, now));
}

/** One tick: a second less, never below zero. */
export function nextCountdown(secondsLeft: number): number {
  return Math.max(0, secondsLeft - 1);
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
