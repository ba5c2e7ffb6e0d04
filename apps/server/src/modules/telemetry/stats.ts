import type { IntakeStats } from '@armada/domain';

/**
 * Counters of the position intake since this process started. Kept in memory on purpose: a refused
 * unknown device must cost no database write (a flood of made-up ids would otherwise be one), and
 * device ids are never listed (an id is all a device shows to authenticate). Each server instance
 * counts its own share; the logs name refused ids for operators.
 */
export class IntakeCounters {
  readonly since = new Date();
  accepted = 0;
  duplicates = 0;
  withoutFix = 0;
  refusedUnknownDevice = 0;
  refusedInvalid = 0;
  autoStarts = 0;
  autoStartConflicts = 0;
  gpsCompletions = 0;

  snapshot(timeZoneIso: (value: Date) => string): IntakeStats {
    return {
      since: timeZoneIso(this.since),
      accepted: this.accepted,
      duplicates: this.duplicates,
      without_fix: this.withoutFix,
      refused_unknown_device: this.refusedUnknownDevice,
      refused_invalid: this.refusedInvalid,
      auto_starts: this.autoStarts,
      auto_start_conflicts: this.autoStartConflicts,
      gps_completions: this.gpsCompletions,
    };
  }
}
