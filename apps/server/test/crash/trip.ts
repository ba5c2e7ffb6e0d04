import { type ApiClient, photoForm } from './api-client';
import { type Activity, activityPath, type TaskState, type WorkTally } from './task-state';
import type { PoolOrder } from './world';

/**
 * The work at a stop of a task on its way (Perjalanan): a proof photo (sometimes a second one,
 * removed again, as a driver retakes a shot), the completion, and now and then a load adjustment,
 * in the completion form or afterwards through adjust-load.
 */

export interface TripContext {
  api: ApiClient;
  random: () => number;
  tally: WorkTally;
  order: (id: string) => PoolOrder | undefined;
}

/** Proves and completes one activity. Answers false when the server refused a step (state to reread). */
export async function completeActivity(
  context: TripContext,
  task: TaskState,
  activity: Activity,
): Promise<boolean> {
  const { api, random, tally } = context;
  const path = activityPath(task, activity);
  const photo = await api.call('POST', `${path}/attachment`, photoForm());
  if (photo.status !== 201) return false;
  tally.photos += 1;
  if (random() < 0.15 && !(await retakePhoto(context, path))) return false;
  const order = context.order(activity.orderId);
  const adjustInForm =
    activity.type === 'PICKUP' && order?.shipmentType === 'DIRECT' && order.loads[0] && random() < 0.3;
  const first = order?.loads[0];
  const done = await api.call('POST', `${path}/complete`, {
    contact_person_name: activity.type === 'PICKUP' ? 'Kepala Gudang' : 'Penerima Barang',
    completed_on: new Date().toISOString(),
    note: 'Dicatat oleh uji crash',
    type: 'admin',
    ...(adjustInForm && first
      ? {
          adjusted_delivery_loads: [
            { delivery_load_uuid: first.id, quantity: first.quantity - 1, reason: 'Satu karton rusak' },
          ],
        }
      : {}),
  });
  if (done.status !== 200) return false;
  activity.completed = true;
  tally.completions += 1;
  if (adjustInForm) tally.adjustments += 1;
  if (order?.shipmentType === 'DIRECT' && random() < 0.25) return adjustAfterwards(context, path, activity);
  return true;
}

/** A second photo and its removal (the file goes after the row's transaction commits). */
async function retakePhoto(context: TripContext, path: string): Promise<boolean> {
  const extra = await context.api.call('POST', `${path}/attachment`, photoForm());
  if (extra.status !== 201) return false;
  context.tally.photos += 1;
  const removed = await context.api.call('DELETE', `${path}/attachment/${extra.body.data.id}`);
  if (removed.status !== 200) return false;
  context.tally.photosRemoved += 1;
  return true;
}

interface LoadRow {
  id: string;
  quantity_picked: number | null;
  quantity_delivered: number | null;
}

/** PATCH adjust-load on a completed pickup or drop: one unit less than recorded, with a reason. */
async function adjustAfterwards(context: TripContext, path: string, activity: Activity): Promise<boolean> {
  const loads = await context.api.call('GET', `/api/order/v1/delivery-order/${activity.orderId}/load`);
  if (loads.status !== 200) return false;
  const recorded = (row: LoadRow) =>
    activity.type === 'PICKUP' ? row.quantity_picked : row.quantity_delivered;
  const load = (loads.body.data.paginated_result as LoadRow[]).find((row) => (recorded(row) ?? 0) >= 1);
  if (!load) return true;
  const adjusted = await context.api.call('PATCH', `${path}/adjust-load`, [
    { delivery_load_uuid: load.id, quantity: (recorded(load) ?? 1) - 1, reason: 'Selisih hitung di lokasi' },
  ]);
  if (adjusted.status !== 200) return false;
  context.tally.adjustments += 1;
  return true;
}
