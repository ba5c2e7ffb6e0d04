import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from './file-storage';

/**
 * Files younger than this may belong to an upload whose transaction has not committed yet (on this
 * instance or another), so they are left for the next run.
 */
export const ORPHAN_FILE_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Removes stored files that no attachment row names: what a crash leaves between writing a file and
 * committing its row, or between deleting a row and its file. Answers how many went.
 */
export async function removeOrphanFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  options: { minAgeMs?: number; now?: Date } = {},
): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? ORPHAN_FILE_MIN_AGE_MS);
  const candidates = (await storage.list()).filter((file) => file.writtenOn.getTime() <= cutoff);
  let removed = 0;
  // In slices, so a large folder never becomes one huge IN list.
  for (let at = 0; at < candidates.length; at += 500) {
    const slice = candidates.slice(at, at + 500).map((file) => file.key);
    // Photos and dashcam clips (issue 19 item 3) both name their files.
    const named = new Set(
      (
        await db
          .selectFrom('activity_attachments')
          .select('storage_key')
          .where('storage_key', 'in', slice)
          .unionAll(
            db
              .selectFrom('video_download_histories')
              .select((eb) => eb.fn.coalesce('storage_key', eb.val('')).as('storage_key'))
              .where('storage_key', 'in', slice),
          )
          .execute()
      ).map((row) => row.storage_key),
    );
    for (const key of slice.filter((candidate) => !named.has(candidate))) {
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}
