import { DomainError } from '@armada/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type DeviceContext, intakeDevices, type NewPosition } from './intake-queries';

/**
 * The position intake's queue (issue 22 items 2 and 6). Requests hand their devices' positions here;
 * whatever is waiting when the database is free goes in one call (`intakeDevices`), so under load a
 * call carries the positions of hundreds of requests instead of one, and when idle a position goes at
 * once, alone: no timer adds delay. At most `batchesAtOnce` calls run together (two on PostgreSQL, so
 * the server prepares one while the database stores the other; one on PGlite, which has a single
 * connection that page requests share), and a device is in one call at a time, so its positions are
 * stored in the order they came.
 *
 * Bounded: positions admitted and not yet answered (queued, being stored, or having their automation
 * run) are counted, and beyond `maxPositions`, or while the oldest waiting position has waited more
 * than `maxWaitMs` for the database, a request is refused at once with 503 and Retry-After
 * (`telemetry/intake-busy`): Traccar Client and trackers keep an unanswered position and send it
 * again. Memory is bounded with it, since a position admitted is a fixed handful of numbers and a
 * request carries at most a body limit of them.
 */

export interface DeviceBatchItem {
  deviceId: string;
  /** The company a gateway's API key names; null for OsmAnd, which names the device alone. */
  companyId: number | null;
  rows: readonly NewPosition[];
}

interface Waiting extends DeviceBatchItem {
  /** performance.now() when it came: the age of the oldest says how far behind the database is. */
  queuedAt: number;
  resolve: (context: DeviceContext | undefined) => void;
  reject: (error: unknown) => void;
}

export interface IntakeQueueOptions {
  /** Positions admitted and not yet answered, beyond which requests are refused (503). */
  maxPositions: number;
  /** Positions of one database call, at most (a single larger request still goes whole). */
  maxBatchPositions: number;
  /** Calls to the database at once. */
  batchesAtOnce: number;
  /**
   * Refuses too when the oldest position waiting for the database has waited this long (ms): a count
   * alone lets the delay grow with the number of devices, each with a request in flight.
   */
  maxWaitMs: number;
  /**
   * Seconds a refused client is asked to wait, at most: each refusal names 1 to this many, at random,
   * so that thousands of devices refused in the same second do not all come back in the same second
   * (a bench run at 10,000 devices and 150 % load sent 300,000 refused resends in waves a second apart).
   */
  retryAfterSeconds: number;
}

/** PostgreSQL's settings; app.ts narrows them for PGlite and takes the bound from the configuration. */
export const DEFAULT_INTAKE_QUEUE: IntakeQueueOptions = {
  maxPositions: 20_000,
  maxBatchPositions: 1_000,
  batchesAtOnce: 2,
  maxWaitMs: 500,
  retryAfterSeconds: 5,
};

interface IntakeQueueFigures {
  refusedBusy: number;
  batches: number;
  batchedPositions: number;
  /** Positions admitted and not answered yet, now. */
  inFlight: number;
}

export class IntakeQueue {
  private waiting: Waiting[] = [];
  private readonly storing = new Set<string>();
  private running = 0;
  private pumpScheduled = false;
  private inFlight = 0;
  readonly figures: IntakeQueueFigures = {
    refusedBusy: 0,
    batches: 0,
    batchedPositions: 0,
    inFlight: 0,
  };

  /**
   * @param db what the intake's work runs on, its automation and alerts too (`intakeDepsOf`): the
   *   database handle's backgroundDb, which on PGlite lets page queries go first.
   */
  constructor(
    readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly options: IntakeQueueOptions,
  ) {}

  /**
   * Admits the positions of a request, stores them (in a shared call) and runs `follow` on the stored
   * devices' contexts (undefined for an unknown device); the positions count against the bound until
   * `follow` is done. Refuses the request whole, storing nothing, when the bound would be passed.
   */
  async run<T>(
    items: readonly DeviceBatchItem[],
    follow: (contexts: (DeviceContext | undefined)[]) => Promise<T>,
  ): Promise<T> {
    const count = items.reduce((sum, item) => sum + Math.max(item.rows.length, 1), 0);
    // A request larger than the whole bound could never pass; it goes alone when nothing waits.
    const full = this.inFlight > 0 && this.inFlight + count > this.options.maxPositions;
    const oldest = this.waiting[0];
    if (full || (oldest && performance.now() - oldest.queuedAt > this.options.maxWaitMs)) {
      this.figures.refusedBusy += count;
      const retryAfterSeconds = 1 + Math.floor(Math.random() * this.options.retryAfterSeconds);
      throw new DomainError('telemetry/intake-busy', { retryAfterSeconds });
    }
    this.inFlight += count;
    this.figures.inFlight = this.inFlight;
    try {
      // Every device's call is over before the request fails or goes on: its positions count till then.
      const settled = await Promise.allSettled(items.map((item) => this.store(item)));
      const failed = settled.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return await follow(
        settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined)),
      );
    } finally {
      this.inFlight -= count;
      this.figures.inFlight = this.inFlight;
    }
  }

  private store(item: DeviceBatchItem): Promise<DeviceContext | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...item, queuedAt: performance.now(), resolve, reject });
      // After this turn: a request's devices, and requests that came together, go in one call.
      if (!this.pumpScheduled) {
        this.pumpScheduled = true;
        queueMicrotask(() => {
          this.pumpScheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Starts calls while fewer than batchesAtOnce run and something can go. */
  private pump() {
    while (this.running < this.options.batchesAtOnce && this.waiting.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.running++;
      void this.flush(batch).finally(() => {
        this.running--;
        for (const item of batch) this.storing.delete(item.deviceId);
        // Yields to other work (page requests on PGlite's one connection) before the next call.
        setImmediate(() => this.pump());
      });
    }
  }

  /** The oldest waiting items up to the batch size, a device once and not while a call stores it. */
  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    let positions = 0;
    let full = false;
    for (const item of this.waiting) {
      full ||= batch.length > 0 && positions + item.rows.length > this.options.maxBatchPositions;
      if (full || this.storing.has(item.deviceId)) {
        left.push(item);
        continue;
      }
      batch.push(item);
      this.storing.add(item.deviceId);
      positions += item.rows.length;
    }
    this.waiting = left;
    return batch;
  }

  /** Positions admitted at most (INTAKE_QUEUE_MAX_POSITIONS). */
  get limit() {
    return this.options.maxPositions;
  }

  private async flush(batch: Waiting[]) {
    this.figures.batches++;
    this.figures.batchedPositions += batch.reduce((sum, item) => sum + item.rows.length, 0);
    try {
      const contexts = await intakeDevices(this.db, batch);
      for (const [index, item] of batch.entries()) item.resolve(contexts[index]);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One device's data must not fail the others': each goes again alone, and only it fails.
      this.log.warn(
        { err: error, devices: batch.length },
        'intake batch failed; storing its devices one by one',
      );
      for (const item of batch) {
        try {
          item.resolve((await intakeDevices(this.db, [item]))[0]);
        } catch (alone) {
          item.reject(alone);
        }
      }
    }
  }
}
