import { randomUUID } from 'node:crypto';
import {
  DomainError,
  detectPhotoType,
  type FieldProblem,
  PHOTO_EXTENSIONS,
  type PlatformAsset,
  platformAssetUrl,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SingleFileUpload } from '../../../http/multipart-upload';
import type { FileStorage } from '../../../storage/file-storage';
import { existingAssetIds, findAsset, insertAsset } from './queries';

/**
 * An image the operator uploads for an announcement or a banner: PNG, JPEG or WebP by its bytes
 * (the company logo's check); written to the storage before its row, so a row never names a
 * missing file.
 */
export async function storeAsset(
  db: Kysely<Database>,
  storage: FileStorage,
  operatorId: number,
  upload: SingleFileUpload,
): Promise<PlatformAsset> {
  if (!upload.file) throw new DomainError('attachment/file-required');
  const type = detectPhotoType(upload.file.bytes);
  if (!type) throw new DomainError('platform/invalid-image');
  const key = `platform/${randomUUID()}.${PHOTO_EXTENSIONS[type]}`;
  await storage.put(key, upload.file.bytes);
  const row = await insertAsset(db, {
    storage_key: key,
    content_type: type,
    size_bytes: upload.file.bytes.length,
    created_by: operatorId,
  }).catch(async (error: unknown) => {
    await storage.remove(key);
    throw error;
  });
  return {
    asset_id: row.id,
    url: platformAssetUrl(row.id),
    content_type: row.content_type,
    size_bytes: row.size_bytes,
  };
}

export async function readAsset(db: Kysely<Database>, storage: FileStorage, id: string) {
  const row = await findAsset(db, id);
  const bytes = row ? await storage.read(row.storage_key) : null;
  if (!row || !bytes) throw new DomainError('not-found');
  return { bytes, contentType: row.content_type };
}

/**
 * Refuses a body naming an image that was never uploaded, field by field
 * (400 platform/unknown-image), before anything is written.
 */
export async function assertAssetsExist(
  db: Kysely<Database>,
  references: readonly { field: string; id: string }[],
): Promise<void> {
  const found = await existingAssetIds(db, [...new Set(references.map((reference) => reference.id))]);
  const fields: FieldProblem[] = references
    .filter((reference) => !found.has(reference.id))
    .map((reference) => ({ field: reference.field, code: 'invalid-value' }));
  if (fields.length > 0) throw new DomainError('platform/unknown-image', { fields });
}
