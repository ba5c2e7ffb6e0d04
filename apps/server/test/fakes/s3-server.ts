import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types; its run/close API is two calls (README, 'Programmatically running s3rver').
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/storage/s3-storage';

/**
 * A local S3-compatible server from the npm registry (s3rver, files in a temporary folder), for the
 * object storage's tests: the real AWS SDK speaks real S3 requests to it, signatures checked.
 */
export async function startS3Server(bucket = 'armada-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'armada-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const config = (prefix = ''): S3StorageConfig => ({
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix,
  });
  return {
    config,
    env: {
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
