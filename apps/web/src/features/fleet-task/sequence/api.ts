import {
  type CanceledActivityOrder,
  type FleetTaskListRow,
  type FleetTaskSequence,
  formatServiceDuration,
  type MovementDirection,
  TRANSFER_TARGET_PAGE_SIZE,
  type TransferredDeliveryOrder,
} from '@armada/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fleetPlanningApi } from '../../../platform/api/services';
import { toListPage } from '../../../shared/ListTable';
import { fleetTaskKeys } from '../query-keys';

export { useFleetTaskSequence } from '../detail/api';

const taskPath = (id: string) => `/fleet-task/${encodeURIComponent(id)}`;
const pointPath = (taskId: string, pointId: string) =>
  `${taskPath(taskId)}/point/${encodeURIComponent(pointId)}`;
const activityPath = (taskId: string, pointId: string, activityId: string) =>
  `${pointPath(taskId, pointId)}/activity/${encodeURIComponent(activityId)}`;
const orderPath = (taskId: string, orderId: string) =>
  `${taskPath(taskId)}/delivery-order/${encodeURIComponent(orderId)}`;

export const sequenceKeys = {
  transferTargetsOf: (taskId: string) => [...fleetTaskKeys.all, 'transfer-target', taskId] as const,
  transferTargets: (taskId: string, page: number, search: string) =>
    [...sequenceKeys.transferTargetsOf(taskId), page, search] as const,
};

/**
 * After a change of the sequence (section 7: 'The sequence is refetched after each change'): the
 * sequence, the task (totals, vendor, estimated arrival) and its delivery orders are read again,
 * and the lists that show them.
 */
export function useSequenceChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (taskId: string, sequence?: FleetTaskSequence) => {
      if (sequence) queryClient.setQueryData(fleetTaskKeys.sequence(taskId), sequence);
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.sequence(taskId) });
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.detail(taskId) });
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.deliveryOrders(taskId) });
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.history(taskId) });
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.lists() });
    },
    [queryClient],
  );
}

/** PATCH /fleet-task/{id}/point/{pointId}: the service time as an ISO duration ('PT1H30M'). */
export function useUpdateServiceTime(taskId: string) {
  const changed = useSequenceChanged();
  return useMutation({
    mutationFn: ({ pointId, seconds }: { pointId: string; seconds: number }) =>
      fleetPlanningApi.data<FleetTaskSequence>(pointPath(taskId, pointId), {
        method: 'PATCH',
        body: { service_time: formatServiceDuration(seconds) },
      }),
    onSuccess: (sequence) => changed(taskId, sequence),
  });
}

export interface MoveRequest {
  pointId: string;
  activityId: string;
  direction: MovementDirection;
}

/** POST .../activity/{activityId}/movement; answers the new sequence. */
export function useMoveActivity(taskId: string) {
  const changed = useSequenceChanged();
  return useMutation({
    mutationFn: ({ pointId, activityId, direction }: MoveRequest) =>
      fleetPlanningApi.data<FleetTaskSequence>(`${activityPath(taskId, pointId, activityId)}/movement`, {
        method: 'POST',
        body: { type: direction },
      }),
    onSuccess: (sequence) => changed(taskId, sequence),
  });
}

export interface RemovedDeliveryOrder {
  id: string;
  number: string;
  vendor_cleared: boolean;
}

/** DELETE /fleet-task/{id}/delivery-order/{orderId} ('Keluarkan Pengiriman'). */
export function useRemoveDeliveryOrder(taskId: string) {
  const changed = useSequenceChanged();
  return useMutation({
    mutationFn: (orderId: string) =>
      fleetPlanningApi.data<RemovedDeliveryOrder>(orderPath(taskId, orderId), { method: 'DELETE' }),
    onSuccess: () => changed(taskId),
  });
}

/** POST .../activity/{activityId}/cancel ('Batalkan'): the order is cancelled with a reason. */
export function useCancelActivity(taskId: string) {
  const changed = useSequenceChanged();
  return useMutation({
    mutationFn: (input: { pointId: string; activityId: string; reasonId: number }) =>
      fleetPlanningApi.data<CanceledActivityOrder>(
        `${activityPath(taskId, input.pointId, input.activityId)}/cancel`,
        {
          method: 'POST',
          body: { canceled_reason_id: input.reasonId },
        },
      ),
    onSuccess: () => changed(taskId),
  });
}

/** GET /fleet-task/{id}/transfer-target: only tasks a transfer accepts, 5 a page, newest first. */
export function useTransferTargets(taskId: string, page: number, search: string, enabled: boolean) {
  return useQuery({
    queryKey: sequenceKeys.transferTargets(taskId, page, search),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(TRANSFER_TARGET_PAGE_SIZE), page: String(page) });
      if (search !== '') params.set('search', search);
      return fleetPlanningApi.list<FleetTaskListRow>(`${taskPath(taskId)}/transfer-target?${params}`, {
        signal,
      });
    },
    select: toListPage,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST .../delivery-order/{orderId}/transfer to an existing scheduled task; answers the destination. */
export function useTransferDeliveryOrder(taskId: string) {
  const changed = useSequenceChanged();
  return useMutation({
    mutationFn: ({ orderId, targetId }: { orderId: string; targetId: string }) =>
      fleetPlanningApi.data<TransferredDeliveryOrder>(`${orderPath(taskId, orderId)}/transfer`, {
        method: 'POST',
        body: { type: 'exist', fleet_task_uuid: targetId },
      }),
    onSettled: (destination, _error, { targetId }) => {
      changed(taskId);
      changed(destination?.id ?? targetId);
    },
  });
}
