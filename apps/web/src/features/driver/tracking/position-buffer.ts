import { type DriverPosition, MAX_BUFFERED_DRIVER_POSITIONS, phoneBufferOverflow } from '@armada/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The phone's unsent positions, in IndexedDB so that a closed tab, a reload or a dead battery keeps
 * them. Keys grow with each fix (autoIncrement), so key order is the order the fixes were kept.
 * One database per user: positions go out under the device of the driver who recorded them.
 */
interface BufferSchema extends DBSchema {
  positions: { key: number; value: DriverPosition };
}

const STORE = 'positions';

export interface BufferedBatch {
  keys: number[];
  positions: DriverPosition[];
}

export interface PositionBuffer {
  /** Adds a position; over the bound, the oldest ones make room. Resolves to the new count. */
  add(position: DriverPosition): Promise<number>;
  /** The oldest `limit` positions with their keys. */
  oldest(limit: number): Promise<BufferedBatch>;
  /** Removes sent positions. Resolves to the count left. */
  remove(keys: number[]): Promise<number>;
  count(): Promise<number>;
  close(): void;
}

export const positionBufferName = (userId: number) => `armada-driver-positions-${userId}`;

export function openPositionBuffer(name: string, max = MAX_BUFFERED_DRIVER_POSITIONS): PositionBuffer {
  const db: Promise<IDBPDatabase<BufferSchema>> = openDB<BufferSchema>(name, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { autoIncrement: true });
    },
  });
  return {
    async add(position) {
      const tx = (await db).transaction(STORE, 'readwrite');
      await tx.store.add(position);
      let count = await tx.store.count();
      let overflow = phoneBufferOverflow(count, max);
      let cursor = overflow > 0 ? await tx.store.openCursor() : null;
      while (cursor && overflow > 0) {
        await cursor.delete();
        overflow -= 1;
        count -= 1;
        cursor = await cursor.continue();
      }
      await tx.done;
      return count;
    },
    async oldest(limit) {
      const tx = (await db).transaction(STORE, 'readonly');
      const batch: BufferedBatch = { keys: [], positions: [] };
      let cursor = await tx.store.openCursor();
      while (cursor && batch.keys.length < limit) {
        batch.keys.push(cursor.key);
        batch.positions.push(cursor.value);
        cursor = await cursor.continue();
      }
      await tx.done;
      return batch;
    },
    async remove(keys) {
      const tx = (await db).transaction(STORE, 'readwrite');
      await Promise.all(keys.map((key) => tx.store.delete(key)));
      const count = await tx.store.count();
      await tx.done;
      return count;
    },
    async count() {
      return (await db).count(STORE);
    },
    close() {
      void db.then((database) => database.close());
    },
  };
}
