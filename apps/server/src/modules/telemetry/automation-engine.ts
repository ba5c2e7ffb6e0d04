import {
  type AutoStartRoute,
  autoStartStep,
  chooseAutoStartTask,
  geofenceOf,
  isGeofenceOverlap,
  isUsableForGeofence,
  type StartZone,
  type StopArrivals,
  type StopDeparture,
  type StopFence,
  stopVisitStep,
} from '@armada/domain';
import type { ContextPoint, ContextTask } from './intake-queries';

/**
 * Feeds a device's fixes, oldest first, through the domain's geofence rules for each task the device
 * drives. The same walk runs twice: dry (no handler) to learn whether anything changes at all, which
 * most positions do not; then, only if so, inside a transaction with the states locked, where the
 * handler starts tasks and completes stops as the events come.
 */

export interface Fix {
  fixOn: Date;
  latitude: number;
  longitude: number;
  accuracyM: number | null;
}

export interface GeofenceState {
  startZone: StartZone;
  arrivals: StopArrivals;
  /** The fix of the last change; a fix not newer decides nothing. */
  lastFixOn: Date | null;
}

export interface WatchedTask {
  task: ContextTask;
  status: 'SCHEDULED' | 'STARTED';
  route: AutoStartRoute;
  /** Stops with open activities, the only ones a visit can complete. */
  stops: StopFence[];
  state: GeofenceState;
  changed: boolean;
  /** Starts and stop departures the fixes caused (handled or, in the dry walk, only counted). */
  events: number;
}

export interface AutomationHandler {
  /** Starts the task (auto start); answers whether it started. */
  start(task: ContextTask, fix: Fix): Promise<boolean>;
  /** Completes what the visit of a stop completes. */
  visit(task: ContextTask, departure: StopDeparture): Promise<void>;
}

const fenceOfPoint = (point: ContextPoint) =>
  geofenceOf({ latitude: point.latitude, longitude: point.longitude, geofence_radius_m: point.radius_m });

export function routeOf(task: ContextTask): AutoStartRoute {
  const firstStop = (task.points ?? []).find((point) => point.type === 'DEFAULT');
  return {
    startAddressId: task.start_address_id,
    start: geofenceOf({
      latitude: task.start_latitude,
      longitude: task.start_longitude,
      geofence_radius_m: task.start_radius_m,
    }),
    firstStop: firstStop ? { addressId: firstStop.address_id, fence: fenceOfPoint(firstStop) } : null,
  };
}

export function stateOf(row: {
  start_zone: StartZone;
  stop_arrivals: StopArrivals | null;
  last_fix_on: Date | string | null;
}): GeofenceState {
  return {
    startZone: row.start_zone,
    arrivals: row.stop_arrivals ?? {},
    lastFixOn: row.last_fix_on === null ? null : new Date(row.last_fix_on),
  };
}

/**
 * The tasks the fixes drive: the one Dijadwalkan task with the automation on that is planned closest
 * to the newest fix (chooseAutoStartTask), and every task on its way with autocomplete on.
 */
export function watchTasks(tasks: readonly ContextTask[], at: Date): WatchedTask[] {
  const candidates = tasks
    .filter((task) => task.status === 'SCHEDULED')
    .map((task) => ({
      ...task,
      expectedDepartureOn: task.expected_departure_on === null ? null : new Date(task.expected_departure_on),
    }));
  const next = chooseAutoStartTask(candidates, at);
  return tasks
    .filter((task) => task.status === 'STARTED' || task.id === next?.id)
    .map((task) => ({
      task,
      status: task.status,
      route: routeOf(task),
      stops: (task.points ?? [])
        .filter((point) => point.open_activities > 0)
        .map((point) => ({ pointId: point.id, fence: fenceOfPoint(point) })),
      state: stateOf(task),
      changed: false,
      events: 0,
    }));
}

/** Tasks whose stored is_overlap no longer matches their addresses, with the right value. */
export function overlapChanges(tasks: readonly ContextTask[]): { taskId: string; isOverlap: boolean }[] {
  return tasks.flatMap((task) => {
    const isOverlap = isGeofenceOverlap(routeOf(task));
    return isOverlap === task.is_overlap ? [] : [{ taskId: task.id, isOverlap }];
  });
}

function visitStep(watched: WatchedTask, fix: Fix) {
  const step = stopVisitStep(watched.stops, watched.state.arrivals, fix, fix.fixOn);
  if (step.changed) {
    watched.state = { ...watched.state, arrivals: step.arrivals, lastFixOn: fix.fixOn };
    watched.changed = true;
  }
  return step.departures;
}

async function stepTask(watched: WatchedTask, fix: Fix, handler: AutomationHandler | null) {
  const { state, task } = watched;
  if (state.lastFixOn !== null && fix.fixOn <= state.lastFixOn) return;
  if (watched.status === 'STARTED') {
    for (const departure of visitStep(watched, fix)) {
      watched.stops = watched.stops.filter((stop) => stop.pointId !== departure.pointId);
      watched.events += 1;
      await handler?.visit(task, departure);
    }
    return;
  }
  const step = autoStartStep(watched.route, state.startZone, fix);
  if (step.startZone === state.startZone && !step.starts) return;
  watched.state = { ...state, startZone: step.startZone, lastFixOn: fix.fixOn };
  watched.changed = true;
  if (step.starts) watched.events += 1;
  if (!step.starts || !handler || !(await handler.start(task, fix))) return;
  watched.status = 'STARTED';
  // Started on arriving at a start that is the first pickup: this fix is the arrival there.
  if (task.is_autocomplete_on) visitStep(watched, fix);
}

/** Walks the fixes; each watched task then says whether its state changed and what events came. */
export async function followFixes(
  watched: readonly WatchedTask[],
  fixes: readonly Fix[],
  handler: AutomationHandler | null,
): Promise<void> {
  for (const fix of fixes) {
    if (!isUsableForGeofence(fix)) continue;
    for (const task of watched) {
      if (task.status === 'STARTED' && !task.task.is_autocomplete_on) continue;
      await stepTask(task, fix, handler);
    }
  }
}
