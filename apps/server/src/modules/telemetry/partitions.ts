import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  createPartition,
  dropPartition,
  listPositionPartitions,
  lockPartitionMaintenance,
  lockPositions,
  type PositionPartition,
} from './partition-queries';

/**
 * Maintenance of telemetry_positions' monthly partitions (issue 20 item 4), run hourly by the job
 * scheduler: the partitions of the current month and the next two exist before their positions
 * arrive, and whole months past the retention (POSITION_RETENTION_DAYS) are dropped with their rows.
 * Months are calendar months in UTC, as the migration 2026-11-27T1400_partitioned_positions made them.
 */

export const MONTHS_AHEAD = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PartitionMaintenance {
  /** Partitions created, with the rows moved into each out of the DEFAULT partition. */
  created: { name: string; from: string; to: string; movedFromDefault: number }[];
  /** Partitions dropped with their rows. */
  dropped: { name: string; from: string; to: string }[];
}

/** `telemetry_positions_yYYYYmMM` of the month (UTC) starting at `month`. */
export function positionPartitionName(month: Date): string {
  return `telemetry_positions_y${month.getUTCFullYear()}m${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month (UTC) `ahead` months after the one holding `at`, as [from, to). */
function monthAfter(at: Date, ahead: number) {
  const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + ahead, 1));
  const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + ahead + 1, 1));
  return { name: positionPartitionName(from), from, to };
}

const overlaps = (partition: PositionPartition, from: Date, to: Date) =>
  partition.from !== null && partition.to !== null && partition.from < to && partition.to > from;

/**
 * Creates the missing partitions of this month and the next two (moving their rows out of DEFAULT)
 * and drops the partitions whose upper bound is older than `now - retentionDays`, never the one
 * holding `now` and never DEFAULT. One transaction under an advisory lock: two instances running it
 * at once do the work once, and running it again does nothing.
 */
export async function maintainPositionPartitions(
  db: Kysely<Database>,
  now: Date,
  retentionDays: number,
): Promise<PartitionMaintenance> {
  if (!Number.isSafeInteger(retentionDays) || retentionDays <= 0) {
    throw new Error(`retentionDays must be a positive whole number, got ${retentionDays}`);
  }
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction().execute(async (trx) => {
    await lockPartitionMaintenance(trx);
    const partitions = await listPositionPartitions(trx);
    const missing = Array.from({ length: MONTHS_AHEAD + 1 }, (_, ahead) => monthAfter(now, ahead)).filter(
      (month) => !partitions.some((partition) => overlaps(partition, month.from, month.to)),
    );
    const expired = partitions.filter(
      (partition): partition is PositionPartition & { from: Date; to: Date } =>
        !partition.isDefault &&
        partition.from !== null &&
        partition.to !== null &&
        partition.to <= cutoff &&
        !(partition.from <= now && now < partition.to),
    );
    const done: PartitionMaintenance = { created: [], dropped: [] };
    if (missing.length === 0 && expired.length === 0) return done;

    await lockPositions(trx);
    const defaultPartition = partitions.find((partition) => partition.isDefault)?.name ?? null;
    for (const month of missing) {
      const moved = await createPartition(trx, month, defaultPartition);
      done.created.push({
        name: month.name,
        from: month.from.toISOString(),
        to: month.to.toISOString(),
        movedFromDefault: moved,
      });
    }
    for (const partition of expired) {
      await dropPartition(trx, partition.name);
      done.dropped.push({
        name: partition.name,
        from: partition.from.toISOString(),
        to: partition.to.toISOString(),
      });
    }
    return done;
  });
}
