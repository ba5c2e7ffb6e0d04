import type { ActivityType, CompleteActivityRequest, DriverTaskDetail } from '@armada/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { DriverActivityRef } from '../api';

export type OutboxState = 'waiting' | 'sending' | 'refused';

/**
 * A photo as stored: its bytes rather than a Blob, because some browsers (older Safari) and the
 * test's fake IndexedDB cannot keep Blobs; a Blob is made again when it is sent.
 */
export interface StoredPhoto {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** What the driver sees of an item: which task, order, activity and address it is about. */
export interface OutboxLabel {
  taskNumber: string;
  orderNumber: string;
  activityType: ActivityType;
  addressName: string;
}

/** A completion the driver saved, until the server has it. */
export interface OutboxItem {
  /** IndexedDB's auto-increment key: the creation order, which the sender keeps. */
  seq: number;
  ref: DriverActivityRef;
  /** The request as saved: completed_on is the time the driver chose, never the time of sending. */
  form: CompleteActivityRequest;
  photos: StoredPhoto[];
  label: OutboxLabel;
  createdOn: string;
  state: OutboxState;
  /** The server's refusal (catalogue code and its message in the driver's language). */
  refusal: { code: string; message: string } | null;
}

export type NewOutboxItem = Omit<OutboxItem, 'seq' | 'state' | 'refusal'>;

interface OutboxDb extends DBSchema {
  items: { key: number; value: OutboxItem };
  /** The last task detail read, so a reload without a connection still shows the task. */
  tasks: { key: string; value: { id: string; detail: DriverTaskDetail; savedOn: string } };
}

/** The driver's outbox in IndexedDB, one database per user so another login never sends them. */
export class OutboxStore {
  private readonly db: Promise<IDBPDatabase<OutboxDb>>;

  constructor(name: string) {
    this.db = openDB<OutboxDb>(name, 1, {
      upgrade(db) {
        db.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
        db.createObjectStore('tasks', { keyPath: 'id' });
      },
    });
  }

  async all(): Promise<OutboxItem[]> {
    // Keys ascend, so this is the creation order.
    return (await this.db).getAll('items');
  }

  async add(item: NewOutboxItem): Promise<number> {
    const db = await this.db;
    // The key is given by IndexedDB; the object stored without it gets it as its keyPath.
    return db.add('items', { ...item, state: 'waiting', refusal: null } as OutboxItem);
  }

  async put(item: OutboxItem): Promise<void> {
    await (await this.db).put('items', item);
  }

  async remove(seq: number): Promise<void> {
    await (await this.db).delete('items', seq);
  }

  async saveTask(detail: DriverTaskDetail): Promise<void> {
    await (await this.db).put('tasks', { id: detail.id, detail, savedOn: new Date().toISOString() });
  }

  async task(id: string): Promise<DriverTaskDetail | null> {
    return (await (await this.db).get('tasks', id))?.detail ?? null;
  }

  async close(): Promise<void> {
    (await this.db).close();
  }
}

export function outboxDbName(userId: number | string): string {
  return `armada-driver-outbox-${userId}`;
}
