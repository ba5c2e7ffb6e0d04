import { purgeRateLimitCounters } from '../../db/rate-limit-counters';
import type { RoutingProvider } from '../../routing';
import type { FileStorage } from '../../storage/file-storage';
import { removeOrphanFiles } from '../../storage/orphan-files';
import { sweepAlerts } from '../alert-center/alerting/sweeper';
import { purgeExpiredTemporaryTasks } from '../fleet-planning/fleet-tasks/task/task-service';
import { purgeLiveEvents } from '../live/publish';
import { maintainPositionPartitions } from '../telemetry/partitions';
import { type BackgroundJob, HOUR_MS, type JobLogger, MINUTE_MS } from './job';

export interface AppJobDependencies {
  storage: FileStorage;
  /** Late stops (139) need the sequence's estimated arrivals: the app's kind of provider. */
  routing: RoutingProvider;
  /** ALERT_SWEEP_INTERVAL_MS (config.ts). */
  alertSweepIntervalMs: number;
  /** POSITION_RETENTION_DAYS (config.ts). */
  positionRetentionDays: number;
  logger: JobLogger;
}

/** Logs a count of removed things only when there were some. */
const logCount = (logger: JobLogger, message: string) => (count: number) => {
  if (count > 0) logger.info({ count }, message);
  return count;
};

/**
 * Every background job of the server, run once across instances by the scheduler (main.ts). A new
 * job is one more entry here; its row is inserted at the next start.
 */
export function appJobs(deps: AppJobDependencies): BackgroundJob[] {
  const { logger } = deps;
  return [
    {
      // Tasks opened on the create page and never saved stay TEMPORARY; they go after a day.
      name: 'fleet-task-temporary-purge',
      everyMs: HOUR_MS,
      leaseMs: 5 * MINUTE_MS,
      run: (db, now) =>
        purgeExpiredTemporaryTasks(db, now).then(logCount(logger, 'removed expired temporary fleet tasks')),
    },
    {
      // Files a crash left without their row (written, then the transaction never committed).
      name: 'orphan-files',
      everyMs: HOUR_MS,
      leaseMs: 5 * MINUTE_MS,
      run: (db, now) =>
        removeOrphanFiles(db, deps.storage, { now }).then(
          logCount(logger, 'removed stored files without an attachment'),
        ),
    },
    {
      // Large live events are stored for the instances to read; they are kept 10 minutes.
      name: 'live-events-purge',
      everyMs: 5 * MINUTE_MS,
      leaseMs: MINUTE_MS,
      run: (db) => purgeLiveEvents(db),
    },
    {
      // Offline, idle, parked, continuous driving, late departures and late or long stops fire
      // without a fix to trigger them.
      name: 'alert-sweep',
      everyMs: deps.alertSweepIntervalMs,
      leaseMs: 2 * MINUTE_MS,
      run: (db, now) =>
        sweepAlerts(db, now, deps.routing).then((result) => {
          if (result.alerts > 0) logger.info(result, 'alert sweep');
          return result;
        }),
    },
    {
      // Rate limit windows are a minute or a few; an hour old they limit nothing.
      name: 'rate-limit-counters-purge',
      everyMs: 10 * MINUTE_MS,
      leaseMs: MINUTE_MS,
      run: (db, now) => purgeRateLimitCounters(db, new Date(now.getTime() - HOUR_MS)),
    },
    {
      // Monthly partitions of telemetry_positions made ahead, months past POSITION_RETENTION_DAYS dropped.
      name: 'position-partitions',
      everyMs: HOUR_MS,
      leaseMs: 10 * MINUTE_MS,
      run: (db, now) => maintainPositionPartitions(db, now, deps.positionRetentionDays),
    },
  ];
}
