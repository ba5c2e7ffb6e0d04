import { randomUUID } from 'node:crypto';

import {
  type ActivityAttachment,
  ATTACHMENT_TYPES,
  DomainError,
  detectPhotoType,
  isPlainFileName,
  MAX_PHOTOS_PER_ACTIVITY,
  PHOTO_EXTENSIONS,
  type PhotoContentType,
  toZonedIso,
} from '@armada/domain';

import type { Kysely } from 'kysely';

import type { AuthContext } from '../../../../auth/guard';

import type { Database } from '../../../../db/schema';

import type { SingleFileUpload } from '../../../../http/multipart-upload';

import type { ApiContext } from '../../../context';
import { lockFleetTask } from '../task/task-repository';
import { type ActivityPath, type AttachmentRow, activityAttachments, findActivity } from './activity-queries';
import { isPhotoLinkValid, signedPhotoUrl } from './attachment-url';

/**
 * Proof photos of an activity (activities issue item 1; fleet-task-planning.md sections 5 and 9):
 * uploaded one at a time while the completion form is open, saved into the proof by the completion,
 * cleared when the form is cancelled. Bytes go to the storage, metadata to activity_attachments.
 */

export function toAttachment(secret: Uint8Array, row: AttachmentRow, timeZone: string): ActivityAttachment {
  return {
    id: row.id,
    type: 'photo',
    url: signedPhotoUrl(secret, row.id),
    content_type: row.content_type as PhotoContentType,
    size_bytes: row.size_bytes,
    file_name: row.file_name,
    in_proof: row.in_proof,
    created_on: toZonedIso(row.created_on, timeZone),
  };
}

async function activityOrThrow(db: Kysely<Database>, auth: AuthContext, path: ActivityPath, lock: boolean) {
  const task = lock
    ? await lockFleetTask(db, auth.companyId, path.taskId)
    : await db
        .selectFrom('fleet_tasks')
        .select(['id', 'status'])
        .where('company_id', '=', auth.companyId)
        .where('id', '=', path.taskId)
        .executeTakeFirst();
  const activity = task ? await findActivity(db, path) : undefined;
  if (!task || !activity) throw new DomainError('not-found');
  return { task, activity };
}

function checkedPhoto(upload: SingleFileUpload) {
  const type = upload.fields.type;
  if (type === undefined || type === '') {
    throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'type', code: 'required' }] });
  }
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(type)) {
    throw new DomainError('invalid/invalid-fields', { fields: [{ field: 'type', code: 'invalid-value' }] });
  }
  if (!upload.file || upload.file.bytes.length === 0) throw new DomainError('attachment/file-required');
  if (!isPlainFileName(upload.file.fileName)) throw new DomainError('attachment/invalid-file-name');
  const contentType = detectPhotoType(upload.file.bytes);
  if (!contentType) throw new DomainError('attachment/not-an-image');
  return { ...upload.file, contentType };
}

/**
 * POST .../attachment: one photo, checked by its bytes, while the task is on its way (the only time
 * a stop is proven, section 4), at most MAX_PHOTOS_PER_ACTIVITY per activity counting the saved proof.
 * The row and the file are written together: the file inside the transaction, removed again if the
 * transaction does not commit.
 */
export async function addActivityPhoto(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  upload: SingleFileUpload,
): Promise<ActivityAttachment> {
  const photo = checkedPhoto(upload);
  const id = randomUUID();
  const key = `${auth.companyId}/${path.taskId}/${id}.${PHOTO_EXTENSIONS[photo.contentType]}`;
  let stored = false;
  try {
    const row = await context.db.transaction().execute(async (trx) => {
      const { task } = await activityOrThrow(trx, auth, path, true);
      if (task.status !== 'STARTED') throw new DomainError('fleet-task/activity-requires-started');
      const existing = await activityAttachments(trx, [path.activityId]);
      if (existing.length >= MAX_PHOTOS_PER_ACTIVITY) {
        throw new DomainError('attachment/photo-limit-reached', { params: { max: MAX_PHOTOS_PER_ACTIVITY } });
      }
      const inserted = await trx
        .insertInto('activity_attachments')
        .values({
          id,
          company_id: auth.companyId,
          fleet_task_id: path.taskId,
          activity_id: path.activityId,
          type: 'photo',
          storage_key: key,
          content_type: photo.contentType,
          size_bytes: photo.bytes.length,
          file_name: photo.fileName.slice(0, 255) || null,
          created_by: auth.user.id,
        })
        .returning([
          'id',
          'activity_id',
          'type',
          'content_type',
          'size_bytes',
          'file_name',
          'in_proof',
          'created_on',
        ])
        .executeTakeFirstOrThrow();
      await context.storage.put(key, photo.bytes);
      stored = true;
      return inserted;
    });
    return toAttachment(context.token.secret, row, auth.user.company.time_zone);
  } catch (error) {
    if (stored) await context.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** GET .../attachment: the activity's photos, proof and not yet saved, oldest first. */
export async function listActivityPhotos(context: ApiContext, auth: AuthContext, path: ActivityPath) {
  await activityOrThrow(context.db, auth, path, false);
  const rows = await activityAttachments(context.db, [path.activityId]);
  return rows.map((row) => toAttachment(context.token.secret, row, auth.user.company.time_zone));
}

async function removeAttachments(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  which: { attachmentId?: string },
) {
  const keys = await context.db.transaction().execute(async (trx) => {
    await activityOrThrow(trx, auth, path, true);
    let query = trx
      .selectFrom('activity_attachments')
      .select(['id', 'storage_key', 'in_proof'])
      .where('activity_id', '=', path.activityId);
    if (which.attachmentId) query = query.where('id', '=', which.attachmentId);
    const rows = await query.execute();
    if (which.attachmentId && rows.length === 0) throw new DomainError('not-found');
    if (which.attachmentId && rows.some((row) => row.in_proof)) {
      throw new DomainError('attachment/in-completed-proof');
    }
    const removable = rows.filter((row) => !row.in_proof);
    if (removable.length > 0) {
      await trx
        .deleteFrom('activity_attachments')
        .where(
          'id',
          'in',
          removable.map((row) => row.id),
        )
        .execute();
    }
    return removable.map((row) => row.storage_key);
  });
  // Files go once the rows are gone for good; a file left by a crash here is only disk space.
  await Promise.all(keys.map((key) => context.storage.remove(key)));
  return { deleted: keys.length };
}

/** DELETE .../attachment: clears the photos of an open form (section 7: 'clear on cancel'). */
export function clearActivityPhotos(context: ApiContext, auth: AuthContext, path: ActivityPath) {
  return removeAttachments(context, auth, path, {});
}

/** DELETE .../attachment/{attachmentId}: one photo of an open form. */
export function deleteActivityPhoto(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  attachmentId: string,
) {
  return removeAttachments(context, auth, path, { attachmentId });
}

/** GET /attachment/{id}/photo?expires&signature: the bytes behind a signed link, or not-found. */
export async function readSignedPhoto(
  context: ApiContext,
  link: { attachmentId: string; expires: number; signature: string },
) {
  if (!isPhotoLinkValid(context.token.secret, link)) throw new DomainError('not-found');
  const row = await context.db
    .selectFrom('activity_attachments')
    .select(['storage_key', 'content_type'])
    .where('id', '=', link.attachmentId)
    .executeTakeFirst();
  const bytes = row ? await context.storage.read(row.storage_key) : null;
  if (!row || !bytes) throw new DomainError('not-found');
  return { bytes, contentType: row.content_type };
}
