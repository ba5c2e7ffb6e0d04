import { type CompleteActivityRequest, DomainError, type LoadAdjustmentItem } from '@armada/domain';
import type { AuthContext } from '../../../auth/guard';
import type { SingleFileUpload } from '../../../http/multipart-upload';
import type { ApiContext } from '../../context';
import type { ActivityPath } from '../fleet-tasks/activity/activity-queries';
import {
  addActivityPhoto,
  clearActivityPhotos,
  deleteActivityPhoto,
  listActivityPhotos,
} from '../fleet-tasks/activity/attachment-service';
import { completeActivity } from '../fleet-tasks/activity/completion-service';
import { type AdjustmentGate, adjustActivityLoads } from '../fleet-tasks/activity/load-adjustment-service';
import { isDriverLoadAdjustmentOn } from './driver-app-queries';
import { ownTaskOrThrow } from './driver-task-service';

/**
 * The work at a stop from the driver's phone: the dispatcher's services (fleet-tasks/activity) on
 * the driver's own open task, so every rule is the same (drop after pickup, 5 photos, 2 MB) and the
 * history names the driver. Loads are adjusted when the company lets its drivers do so.
 */

/** The driver app's gate: the company setting, read in the adjustment's transaction. */
export const byDriverAdjustmentSetting: AdjustmentGate = async (trx, auth) => {
  if (!(await isDriverLoadAdjustmentOn(trx, auth.companyId))) {
    throw new DomainError('delivery/driver-load-adjustment-off');
  }
};

export async function addDriverPhoto(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  upload: SingleFileUpload,
) {
  await ownTaskOrThrow(context, auth, path.taskId);
  return addActivityPhoto(context, auth, path, upload);
}

export async function listDriverPhotos(context: ApiContext, auth: AuthContext, path: ActivityPath) {
  await ownTaskOrThrow(context, auth, path.taskId);
  return listActivityPhotos(context, auth, path);
}

export async function clearDriverPhotos(context: ApiContext, auth: AuthContext, path: ActivityPath) {
  await ownTaskOrThrow(context, auth, path.taskId);
  return clearActivityPhotos(context, auth, path);
}

export async function deleteDriverPhoto(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  attachmentId: string,
) {
  await ownTaskOrThrow(context, auth, path.taskId);
  return deleteActivityPhoto(context, auth, path, attachmentId);
}

/** POST .../complete from the phone: recorded as the driver's ('driver'), never as the web form's. */
export async function completeDriverActivity(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  request: CompleteActivityRequest,
) {
  await ownTaskOrThrow(context, auth, path.taskId);
  return completeActivity(context, auth, path, request, {
    source: 'driver',
    gate: byDriverAdjustmentSetting,
  });
}

export async function adjustDriverLoads(
  context: ApiContext,
  auth: AuthContext,
  path: ActivityPath,
  items: readonly LoadAdjustmentItem[],
) {
  await ownTaskOrThrow(context, auth, path.taskId);
  return adjustActivityLoads(context.db, auth, path, items, byDriverAdjustmentSetting);
}
