import type { ServerConfig } from '../config';
import { type FileStorage, LocalFolderStorage } from './file-storage';
import { S3Storage } from './s3-storage';

/** The storage the configuration names: the S3-compatible bucket when STORAGE_S3_BUCKET is set, else STORAGE_DIR. */
export function fileStorageOf(config: Pick<ServerConfig, 's3Storage' | 'storageDir'>): FileStorage {
  return config.s3Storage ? new S3Storage(config.s3Storage) : new LocalFolderStorage(config.storageDir);
}
