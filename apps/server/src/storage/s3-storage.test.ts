import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/fakes/s3-server';
import { s3StorageOf } from '../config';
import { S3Storage } from './s3-storage';

/** The object storage of STORAGE_S3_* against a local S3-compatible server (issue 20 item 1). */

let s3: Awaited<ReturnType<typeof startS3Server>>;
const opened: S3Storage[] = [];
const storage = (prefix = '') => {
  const files = new S3Storage(s3.config(prefix));
  opened.push(files);
  return files;
};

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const files of opened) files.close();
  await s3?.close();
});

describe('S3Storage', () => {
  it('keeps a file under its key, readable by another instance, until it is removed', async () => {
    const first = storage();
    const second = storage();
    await first.put('1/task/photo.jpg', new Uint8Array([1, 2, 3]));
    expect([...((await second.read('1/task/photo.jpg')) ?? [])]).toEqual([1, 2, 3]);
    expect(await second.size('1/task/photo.jpg')).toBe(3);
    await second.remove('1/task/photo.jpg');
    expect(await first.read('1/task/photo.jpg')).toBeNull();
    expect(await first.size('1/task/photo.jpg')).toBeNull();
  });

  it('streams a byte range of a stored clip, and the whole file without one', async () => {
    const files = storage();
    await files.put('2/clip/a.mp4', new TextEncoder().encode('0123456789'));
    expect(await text(files.stream('2/clip/a.mp4', { start: 2, end: 5 }))).toBe('2345');
    expect(await text(files.stream('2/clip/a.mp4'))).toBe('0123456789');
  });

  it('ends the stream of a missing file with an error', async () => {
    await expect(text(storage().stream('2/clip/none.mp4'))).rejects.toThrow();
  });

  it('removes a file that is already gone without an error', async () => {
    await expect(storage().remove('1/none.jpg')).resolves.toBeUndefined();
  });

  it('lists every key under its prefix with the time it was written, and nothing of another prefix', async () => {
    const mine = storage('armada-a');
    const theirs = storage('armada-b');
    await mine.put('3/x/one.jpg', new Uint8Array([1]));
    await mine.put('3/x/two.jpg', new Uint8Array([2]));
    await theirs.put('3/x/three.jpg', new Uint8Array([3]));
    const listed = await mine.list();
    expect(listed.map((file) => file.key).sort()).toEqual(['3/x/one.jpg', '3/x/two.jpg']);
    expect(listed.every((file) => Date.now() - file.writtenOn.getTime() < 10 * 60_000)).toBe(true);
  });

  it.each(['../outside.jpg', '1/../../etc/passwd.txt', '/abs/file.jpg', '1/photo'])(
    'refuses the key %s that is not of the server’s shape',
    async (key) => {
      await expect(storage().put(key, new Uint8Array([1]))).rejects.toThrow('Unsafe storage key');
    },
  );
});

describe('STORAGE_S3_* configuration', () => {
  it('keeps the local folder when no bucket is named', () => {
    expect(s3StorageOf({})).toBeNull();
  });

  it('refuses settings of a bucket without STORAGE_S3_BUCKET', () => {
    expect(() => s3StorageOf({ STORAGE_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'without STORAGE_S3_BUCKET',
    );
  });

  it('refuses an access key without its secret', () => {
    expect(() => s3StorageOf({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'k' })).toThrow('together');
  });

  it('goes path-style for a store of its own address unless told otherwise, and ends a prefix with a slash', () => {
    expect(
      s3StorageOf({
        STORAGE_S3_BUCKET: 'b',
        STORAGE_S3_ENDPOINT: 'http://minio:9000',
        STORAGE_S3_PREFIX: '/armada/',
      }),
    ).toMatchObject({ forcePathStyle: true, prefix: 'armada/', region: 'us-east-1', credentials: null });
    expect(s3StorageOf({ STORAGE_S3_BUCKET: 'b' })).toMatchObject({ forcePathStyle: false, endpoint: null });
  });
});
