import type {
  ActivityAttachment,
  ActivityProof,
  AdjustLoadRequest,
  CompleteActivityRequest,
  DeliveryLoadResponse,
} from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetPlanningApi } from '../../../platform/api/services';
import { deliveryKeys } from '../../../shared/delivery-order/api';
import { fleetTaskKeys } from '../query-keys';

const taskPath = (taskId: string) => `/fleet-task/${encodeURIComponent(taskId)}`;

/** The three ids that name an activity in every call of section 7. */
export interface ActivityRef {
  taskId: string;
  pointId: string;
  activityId: string;
}

const activityPath = ({ taskId, pointId, activityId }: ActivityRef) =>
  `${taskPath(taskId)}/point/${encodeURIComponent(pointId)}/activity/${encodeURIComponent(activityId)}`;

export const activityKeys = {
  photos: (activityId: string) => [...fleetTaskKeys.all, 'activity-photos', activityId] as const,
  proof: (taskId: string, orderId: string) =>
    [...fleetTaskKeys.all, 'activity-proof', taskId, orderId] as const,
};

// ---------------------------------------------------------------------------------------------
// Photos of an open completion form

export function useActivityPhotos(ref: ActivityRef, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.photos(ref.activityId),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<ActivityAttachment[]>(`${activityPath(ref)}/attachment`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** POST .../attachment as multipart (type 'photo', one file). */
export function uploadActivityPhoto(ref: ActivityRef, file: File): Promise<ActivityAttachment> {
  const body = new FormData();
  body.append('type', 'photo');
  body.append('file', file, file.name);
  return fleetPlanningApi.data<ActivityAttachment>(`${activityPath(ref)}/attachment`, {
    method: 'POST',
    body,
  });
}

export function deleteActivityPhoto(ref: ActivityRef, attachmentId: string) {
  return fleetPlanningApi.data<{ deleted: number }>(
    `${activityPath(ref)}/attachment/${encodeURIComponent(attachmentId)}`,
    {
      method: 'DELETE',
    },
  );
}

/** DELETE .../attachment: the photos not yet in a proof go when the form is cancelled (section 7). */
export function clearActivityPhotos(ref: ActivityRef) {
  return fleetPlanningApi.data<{ deleted: number }>(`${activityPath(ref)}/attachment`, { method: 'DELETE' });
}

// ---------------------------------------------------------------------------------------------
// Proof

/** GET /fleet-task/{id}/delivery-order/{doId}/activity: the proof of the order's pickup and drop. */
export function useOrderProof(taskId: string, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.proof(taskId, orderId),
    queryFn: ({ signal }) =>
      fleetPlanningApi.data<ActivityProof[]>(
        `${taskPath(taskId)}/delivery-order/${encodeURIComponent(orderId)}/activity`,
        {
          signal,
        },
      ),
    enabled,
    staleTime: 0,
  });
}

// ---------------------------------------------------------------------------------------------
// Saves

/**
 * Section 7 'The sequence is refetched after each change': the task (totals, status), its sequence,
 * its history and its order list; and the order's own data, which a completion or an adjustment moves.
 */
function useActivitySaved(taskId: string) {
  const queryClient = useQueryClient();
  return (orderId: string) => {
    for (const key of [
      fleetTaskKeys.detail(taskId),
      fleetTaskKeys.sequence(taskId),
      fleetTaskKeys.history(taskId),
      fleetTaskKeys.deliveryOrders(taskId),
      fleetTaskKeys.lists(),
      [...fleetTaskKeys.all, 'activity-proof', taskId],
      deliveryKeys.detail(orderId),
      deliveryKeys.loads(orderId),
      deliveryKeys.history(orderId),
      [...deliveryKeys.all, 'load-history', orderId],
    ]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

export function useCompleteActivity(ref: ActivityRef, orderId: string) {
  const saved = useActivitySaved(ref.taskId);
  return useMutation({
    mutationFn: (request: CompleteActivityRequest) =>
      fleetPlanningApi.data<ActivityProof>(`${activityPath(ref)}/complete`, {
        method: 'POST',
        body: request,
      }),
    onSuccess: () => saved(orderId),
  });
}

export interface AdjustedLoads {
  delivery_order: { id: string; number: string };
  loads: DeliveryLoadResponse[];
}

export function useAdjustLoads(ref: ActivityRef, orderId: string) {
  const queryClient = useQueryClient();
  const saved = useActivitySaved(ref.taskId);
  return useMutation({
    mutationFn: (request: AdjustLoadRequest) =>
      fleetPlanningApi.data<AdjustedLoads>(`${activityPath(ref)}/adjust-load`, {
        method: 'PATCH',
        body: request,
      }),
    onSuccess: (answer) => {
      // The answer is the order's loads after the change: shown at once, then confirmed by the refetch.
      queryClient.setQueryData(deliveryKeys.loads(orderId), answer.loads);
      saved(orderId);
    },
  });
}
