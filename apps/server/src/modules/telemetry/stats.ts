import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntakeStats } from '@armada/domain';
import type { IntakeQueue } from './intake-queue';

/**
 * Counters of the position intake since this process started. Kept in memory on purpose: a refused
 * unknown device must cost no database write (a flood of made-up ids would otherwise be one), and
 * device ids are never listed (an id is all a device shows to authenticate). Each server instance
 * counts its own share; the logs name refused ids for operators.
 */
export class IntakeCounters {
  readonly since = new Date();
  /** Sampled every 20 ms; read and reset by each snapshot (an operator's or a benchmark's look). */
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.loopDelay.enable();
  }

  accepted = 0;
  duplicates = 0;
  withoutFix = 0;
  refusedUnknownDevice = 0;
  refusedInvalid = 0;
  autoStarts = 0;
  autoStartConflicts = 0;
  gpsCompletions = 0;

  private readLoopDelay() {
    const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
    const figures = {
      event_loop_delay_p50_ms: ms(this.loopDelay.percentile(50)),
      event_loop_delay_p99_ms: ms(this.loopDelay.percentile(99)),
    };
    this.loopDelay.reset();
    return figures;
  }

  snapshot(timeZoneIso: (value: Date) => string, queue: IntakeQueue): IntakeStats {
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
      refused_busy: queue.figures.refusedBusy,
      in_flight: queue.figures.inFlight,
      queue_limit: queue.limit,
      ...this.readLoopDelay(),
      batches: queue.figures.batches,
      batched_positions: queue.figures.batchedPositions,
    };
  }
}
