import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalFolderStorage } from './file-storage';

describe('LocalFolderStorage', () => {
  const roots: string[] = [];
  const storage = () => {
    const root = mkdtempSync(path.join(tmpdir(), 'armada-storage-test-'));
    roots.push(root);
    return new LocalFolderStorage(root);
  };
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('keeps a file under its key until it is removed', async () => {
    const files = storage();
    await files.put('1/task/photo.jpg', new Uint8Array([1, 2, 3]));
    expect([...((await files.read('1/task/photo.jpg')) ?? [])]).toEqual([1, 2, 3]);
    await files.remove('1/task/photo.jpg');
    expect(await files.read('1/task/photo.jpg')).toBeNull();
  });

  it('lists nothing, without an error, before its folder exists', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'armada-storage-test-'));
    roots.push(root);
    expect(await new LocalFolderStorage(path.join(root, 'belum-ada')).list()).toEqual([]);
  });

  it('removes a file that is already gone without an error', async () => {
    await expect(storage().remove('1/none.jpg')).resolves.toBeUndefined();
  });

  it.each(['../outside.jpg', '1/../../etc/passwd.txt', '/abs/file.jpg', '1/photo'])(
    'refuses the key %s that could leave the folder',
    async (key) => {
      await expect(storage().put(key, new Uint8Array([1]))).rejects.toThrow('Unsafe storage key');
    },
  );
});
