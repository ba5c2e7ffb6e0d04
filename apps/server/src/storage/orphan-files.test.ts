import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/database';
import { buildDeliveryOrder, buildFleetTask, insertRow } from '../seed/builders/builders';
import { LocalFolderStorage } from './file-storage';
import { ORPHAN_FILE_MIN_AGE_MS, removeOrphanFiles } from './orphan-files';

let database: DatabaseHandle;
let root: string;
let storage: LocalFolderStorage;

const backdate = (key: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  utimesSync(path.join(root, ...key.split('/')), when, when);
};

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(path.join(tmpdir(), 'armada-orphans-'));
  storage = new LocalFolderStorage(root);
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('removeOrphanFiles', () => {
  it('removes old files no attachment names, and keeps named and recent ones', async () => {
    const order = await buildDeliveryOrder(database.db);
    const task = await buildFleetTask(database.db, { company_id: order.company_id, orders: [order] });
    const activity = task.activities[0];
    if (!activity) throw new Error('no activity');
    const named = `${task.company_id}/${task.id}/named.jpg`;
    await insertRow(database.db, 'activity_attachments', {
      company_id: task.company_id,
      fleet_task_id: task.id,
      activity_id: activity.id,
      type: 'photo',
      storage_key: named,
      content_type: 'image/jpeg',
      size_bytes: 1,
      file_name: null,
    });
    const orphan = `${task.company_id}/${task.id}/orphan.jpg`;
    const uploading = `${task.company_id}/${task.id}/uploading.jpg`;
    for (const key of [named, orphan, uploading]) await storage.put(key, new Uint8Array([1]));
    backdate(named, 2 * ORPHAN_FILE_MIN_AGE_MS);
    backdate(orphan, 2 * ORPHAN_FILE_MIN_AGE_MS);

    expect(await removeOrphanFiles(database.db, storage)).toBe(1);
    expect((await storage.list()).map((file) => file.key).sort()).toEqual([named, uploading].sort());
    expect(await removeOrphanFiles(database.db, storage)).toBe(0);
  });

  it('keeps an old company logo, which the company row names', async () => {
    const order = await buildDeliveryOrder(database.db);
    const logo = `company-${order.company_id}/logo-1.png`;
    await storage.put(logo, new Uint8Array([1]));
    backdate(logo, 2 * ORPHAN_FILE_MIN_AGE_MS);
    await database.db
      .updateTable('companies')
      .set({ logo_key: logo })
      .where('id', '=', order.company_id)
      .execute();
    await removeOrphanFiles(database.db, storage);
    expect((await storage.list()).map((file) => file.key)).toContain(logo);
  });
});
