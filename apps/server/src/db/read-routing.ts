import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from './schema';

/**
 * Where list and report reads go (issue 20 item 5). With DATABASE_READ_URL a read goes to that
 * replica, unless the caller has just written something the replica has not replayed yet: every
 * write answers the primary's WAL position (`X-Write-Position`), the web client sends the last one it
 * saw back (`X-Read-After`), and a read after a write the replica has not reached stays on the
 * primary. Writes, and every read that is not a list or a report, always use the primary.
 */
export interface ReadRouting {
  /** Whether a replica is configured at all (writes answer their position only then). */
  readonly hasReplica: boolean;
  /** The database for a list or report read of a request carrying `readAfter` (or none). */
  forRead(readAfter: string | undefined): Promise<Kysely<Database>>;
  /** The primary's current WAL position, for the answer to a write. */
  writePosition(): Promise<string | null>;
}

/** The header a write's answer carries, and the one a client's read sends back. */
export const WRITE_POSITION_HEADER = 'x-write-position';
export const READ_AFTER_HEADER = 'x-read-after';

/** How long the replica's replayed position is trusted before it is asked again. */
const REPLAY_CACHE_MS = 100;
/** A replica that failed to answer is left alone this long; its reads go to the primary. */
const REPLICA_BACKOFF_MS = 5_000;

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** A WAL position `16/B374D848` as a number; null when it is not one. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = text ? LSN.exec(text.trim()) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function readRouting(
  primary: Kysely<Database>,
  replica: Kysely<Database> | null,
  onReplicaError: (error: unknown) => void = () => {},
): ReadRouting {
  if (!replica) {
    return { hasReplica: false, forRead: async () => primary, writePosition: async () => null };
  }
  let replayed: { at: number; lsn: bigint | 'primary' } | null = null;
  let unhealthyUntil = 0;
  let asking: Promise<bigint | 'primary' | null> | null = null;

  // 'primary': the read URL names a server that is not in recovery (it replays nothing; it has it all).
  const askReplay = async (): Promise<bigint | 'primary' | null> => {
    try {
      const { rows } = await sql<{
        lsn: string | null;
      }>`select pg_last_wal_replay_lsn()::text as lsn`.execute(replica);
      const lsn = rows[0]?.lsn ? parseLsn(rows[0].lsn) : 'primary';
      replayed = { at: Date.now(), lsn: lsn ?? 'primary' };
      return replayed.lsn;
    } catch (error) {
      unhealthyUntil = Date.now() + REPLICA_BACKOFF_MS;
      onReplicaError(error);
      return null;
    }
  };
  const replayPosition = () => {
    if (replayed && Date.now() - replayed.at < REPLAY_CACHE_MS) return Promise.resolve(replayed.lsn);
    // One question at a time, however many reads arrive together.
    asking ??= askReplay().finally(() => {
      asking = null;
    });
    return asking;
  };

  return {
    hasReplica: true,
    forRead: async (readAfter) => {
      if (Date.now() < unhealthyUntil) return primary;
      const position = await replayPosition();
      if (position === null) return primary;
      const wanted = parseLsn(readAfter);
      if (wanted === null || position === 'primary' || position >= wanted) return replica;
      return primary;
    },
    writePosition: async () => {
      const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
      return rows[0]?.lsn ?? null;
    },
  };
}
