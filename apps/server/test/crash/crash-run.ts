import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { LocalFolderStorage } from '../../src/storage/file-storage';
import { removeOrphanFiles } from '../../src/storage/orphan-files';
import { ApiClient, seededRandom } from './api-client';
import { filesMatchRows, oneHolderPerLeg, statusMatchesHistory, totalsMatchLoads } from './invariants';
import type { ServerProcess } from './server-process';
import { emptyTally } from './task-state';
import { CrashWorker } from './worker';
import type { CrashWorld } from './world';

/**
 * One crash-safety run: the server process, the workers driving it, the kills and restarts, and a
 * round of invariant checks after each restart with the workload paused. Its figures are what the
 * issue's closing note reports.
 */
export class CrashRun {
  readonly api: ApiClient;
  readonly tally = emptyTally();
  readonly violations: string[] = [];
  kills = 0;
  rounds = 0;
  orphansRemoved = 0;
  /** The first error a worker could not survive (anything but a request without an answer). */
  failure: unknown = null;
  private stopped = false;
  private runs: Promise<void>[] = [];
  private readonly began = Date.now();

  constructor(
    private readonly server: ServerProcess,
    private readonly db: Kysely<Database>,
    private readonly storage: LocalFolderStorage,
    private readonly world: CrashWorld,
    private readonly seed: number,
  ) {
    this.api = new ApiClient(server.baseUrl);
  }

  /** Starts the server, logs in as the demo admin and sets `workers` dispatchers going. */
  async start(workers: number): Promise<void> {
    await this.server.start();
    await this.api.login(this.world.admin.email, this.world.admin.password);
    const crews = this.world.crews.slice(0, workers);
    this.runs = crews.map((crew, index) =>
      new CrashWorker(
        this.api,
        this.world,
        crew,
        this.world.orders.filter((_, at) => at % crews.length === index),
        seededRandom(this.seed + index + 1),
        this.tally,
      )
        .run(() => this.stopped || this.failure !== null)
        .catch((error: unknown) => {
          this.failure ??= error;
        }),
    );
  }

  /** SIGKILL mid-workload, a fresh start, and the checks before the workload goes on. */
  async killAndRestart(): Promise<void> {
    const killed = this.server.kill();
    // Requests already sent die with the server; new ones wait for the checks.
    this.api.gate.pause();
    await killed;
    this.kills += 1;
    await this.server.start();
    await this.check(`after kill ${this.kills}`);
    this.api.gate.resume();
  }

  /** Pauses the workload and checks, without a kill. */
  async pauseAndCheck(label: string): Promise<void> {
    this.api.gate.pause();
    await this.check(label);
    this.api.gate.resume();
  }

  /** Lets every worker finish its step, then checks a last time. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.api.gate.resume();
    await Promise.all(this.runs);
    await this.check('at the end');
  }

  /**
   * The cleanup job as the server runs it, but for files of any age (nothing is uploading: the
   * workload is paused), then every invariant.
   */
  private async check(label: string): Promise<void> {
    await this.api.gate.idle();
    this.orphansRemoved += await removeOrphanFiles(this.db, this.storage, { minAgeMs: 0 });
    const found = [
      ...(await statusMatchesHistory(this.db)).map((text) => `status: ${text}`),
      ...(await oneHolderPerLeg(this.db)).map((text) => `holder: ${text}`),
      ...(await totalsMatchLoads(this.db)).map((text) => `totals: ${text}`),
      ...(await filesMatchRows(this.db, this.storage)).map((text) => `files: ${text}`),
    ];
    this.rounds += 1;
    this.violations.push(...found.map((text) => `${label}: ${text}`));
  }

  /** The one-line summary the closing note quotes. */
  summary(): string {
    const { figures } = this.api;
    const starts = this.server.startTimes;
    return (
      `crash-safety: seed ${this.seed}, kills ${this.kills}, requests ${figures.sent}, ` +
      `answered ${figures.answered}, 2xx ${figures.ok}, 5xx ${figures.serverErrors.length}, ` +
      `unanswered ${figures.unanswered}, invariant rounds ${this.rounds} (${this.rounds * 4} checks), ` +
      `violations ${this.violations.length}, orphaned files removed ${this.orphansRemoved}, ` +
      `${Math.round((Date.now() - this.began) / 1000)} s ` +
      `(server start ${Math.min(...starts)}-${Math.max(...starts)} ms); work ${JSON.stringify(this.tally)}; ` +
      `refusals ${JSON.stringify(Object.fromEntries(figures.refusals))}`
    );
  }
}
