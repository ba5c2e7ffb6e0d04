import type { RawAlertActionType } from '../schemas/alert-center';

/**
 * Alert flags (alert-center-and-platform.md section 4, 'Alert flags'): what an action sets on an
 * alert. Opening a preview reads it; Resolve (Yes) resolves and reads it, its reversal ('check
 * again') unresolves it; FalseAlert flags and reads it, its reversal also clears resolved. The web
 * app applies this to the alerts it shows when `alert-center-resolve` arrives or an action succeeds.
 */

export interface AlertFlags {
  isRead: boolean;
  isResolved: boolean;
  isFalseAlert: boolean;
}

export function alertFlagsAfter(action: RawAlertActionType, revert: boolean): Partial<AlertFlags> {
  switch (action) {
    case 'Read':
    case 'Feedback':
      return { isRead: true };
    case 'Resolve':
      return revert ? { isResolved: false } : { isResolved: true, isRead: true };
    case 'FalseAlert':
      return revert ? { isFalseAlert: false, isResolved: false } : { isFalseAlert: true, isRead: true };
  }
}

/** Neither resolved nor flagged false: what the unresolved counts and the unresolved-only lists hold. */
export const isUnresolvedAlert = (flags: AlertFlags): boolean => !flags.isResolved && !flags.isFalseAlert;

/** The notification centre's constants (section 9). */
export const ALERT_CENTRE = {
  /** Alert lists load 20 a page and each keeps at most 20 entries. */
  pageSize: 20,
  kept: 20,
  /** Unresolved counts show '99+' above this. */
  countCap: 99,
  /** The first window: the last 2 days. */
  initialDays: 2,
  /** 'Time passed' refreshes every second. */
  timePassedMs: 1_000,
  /** Connectivity back: read the lists again after 300 ms. */
  reloadAfterOnlineMs: 300,
} as const;
