import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IntakeStats } from '@armada/domain';
import type { IntakeQueue } from './intake-queue';

const LOOP_DELAY_RESOLUTION_MS = 20;

/**
 * What the loop made a sample wait, in ms to a tenth. monitorEventLoopDelay records the whole time
 * between its timer's turns, the resolution included: an idle loop read 20.3 ms.
 */
export const loopDelayMs = (recordedNanoseconds: number, resolutionMs = LOOP_DELAY_RESOLUTION_MS) =>
  Math.max(0, Math.round((recordedNanoseconds / 1e6 - resolutionMs) * 10) / 10);

/**
 * Counters of the position intake since this process started. Kept in memory on purpose: a refused
 * unknown device must cost no database write (a flood of made-up ids would otherwise be one), and
 * device ids are never listed (an id is all a device shows to authenticate). Each server instance
 * counts its own share; the logs name refused ids for operators.
 */
export class IntakeCounters {
  readonly since = new Date();
  /** Sampled every LOOP_DELAY_RESOLUTION_MS; read and reset by each snapshot (an operator's or a benchmark's look). */
  private readonly loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });

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
    const figures = {
      event_loop_delay_p50_ms: loopDelayMs(this.loopDelay.percentile(50)),
      event_loop_delay_p99_ms: loopDelayMs(this.loopDelay.percentile(99)),
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
