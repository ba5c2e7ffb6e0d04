import {
  type CompanyProfile,
  DomainError,
  detectPhotoType,
  MAX_LOGO_BYTES,
  PHOTO_EXTENSIONS,
  type PhotoContentType,
  toZonedIso,
  type UpdateCompanyRequest,
} from '@armada/domain';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../../auth/guard';
import type { Database } from '../../../db/schema';
import type { SingleFileUpload } from '../../../http/multipart-upload';
import type { FileStorage } from '../../../storage/file-storage';

function companyRow(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name', 'time_zone', 'address', 'phone_no', 'logo_key', 'updated_on'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function getCompanyProfile(db: Kysely<Database>, auth: AuthContext): Promise<CompanyProfile> {
  const { logo_key, ...row } = await companyRow(db, auth.companyId);
  return { ...row, has_logo: logo_key !== null, updated_on: toZonedIso(row.updated_on, row.time_zone) };
}

export async function updateCompanyProfile(
  db: Kysely<Database>,
  auth: AuthContext,
  request: UpdateCompanyRequest,
): Promise<CompanyProfile> {
  const changes = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
  await db
    .updateTable('companies')
    .set({ ...changes, updated_on: new Date() })
    .where('id', '=', auth.companyId)
    .execute();
  return getCompanyProfile(db, auth);
}

const CONTENT_TYPE_OF_EXTENSION = Object.fromEntries(
  Object.entries(PHOTO_EXTENSIONS).map(([type, extension]) => [extension, type as PhotoContentType]),
);

/**
 * A PNG, JPEG or WebP logo, known by its bytes (the name and the declared type are the client's word);
 * the file is written under a new key before the row points to it, and the old one goes after.
 */
export async function replaceCompanyLogo(
  db: Kysely<Database>,
  storage: FileStorage,
  auth: AuthContext,
  upload: SingleFileUpload,
): Promise<CompanyProfile> {
  if (!upload.file) throw new DomainError('attachment/file-required');
  const type = detectPhotoType(upload.file.bytes);
  if (!type) throw new DomainError('company/invalid-logo');
  const key = `company-${auth.companyId}/logo-${Date.now()}.${PHOTO_EXTENSIONS[type]}`;
  await storage.put(key, upload.file.bytes);
  const previous = await companyRow(db, auth.companyId);
  await db
    .updateTable('companies')
    .set({ logo_key: key, updated_on: new Date() })
    .where('id', '=', auth.companyId)
    .execute();
  if (previous.logo_key) await storage.remove(previous.logo_key);
  return getCompanyProfile(db, auth);
}

export async function readCompanyLogo(db: Kysely<Database>, storage: FileStorage, auth: AuthContext) {
  const { logo_key } = await companyRow(db, auth.companyId);
  const bytes = logo_key ? await storage.read(logo_key) : null;
  if (!logo_key || !bytes) throw new DomainError('not-found');
  const extension = logo_key.slice(logo_key.lastIndexOf('.') + 1);
  return { bytes, contentType: CONTENT_TYPE_OF_EXTENSION[extension] ?? 'application/octet-stream' };
}

export const MAX_LOGO_KB = MAX_LOGO_BYTES / 1024;
