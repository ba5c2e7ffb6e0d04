import { isUsableForGeofence, zoneOf } from '../../../telemetry/geofence';
import type { FireIntent } from '../decision';
import { type RouteTaskState, type RuleState, toIso, toMs } from '../state';
import type { LatLng, RoutePath, RouteStop, RunningTask } from '../types';
import { type CodeStep, type PositionEvaluator, thresholdOf } from './code-types';

/**
 * The running fleet task's stops (ALERT_CODES.md 139 and 140; 141 is `offRoute` of threshold.ts).
 * A stop's ground is its address's geofence, the circle the travel automation uses (`zoneOf`:
 * inside within the radius, outside beyond radius + margin, the band between decides nothing).
 *
 * - 139 late at a stop: a stop counts as reached when a usable fix since the task started was
 *   inside its geofence (positions record it in the rule's state) or every activity of the stop is
 *   done (the caller reads that from the activities: a stop completed by hand or by the driver's
 *   proof was reached, whatever the tracker said). A stop neither reached nor done minThresholdTime
 *   after its estimated arrival is late: one alert per task and stop, fired by the sweeper.
 * - 140 long stop: a visit starts at the first fix inside a stop's geofence and ends at the first
 *   fix outside it; a visit longer than the stop's service time plus minThresholdTime alerts once.
 *   Leaving and coming back is another visit, so another alert.
 */

/** Codes that follow the running task: late, long stop, off route. */
export const ROUTE_ALERT_CODES: readonly number[] = [139, 140, 141];

/** ALERT_CODES.md: 30 minutes past the estimated arrival, or past the service time. */
export const DEFAULT_STOP_LIMIT_S = 30 * 60;

const limitOf = (rule: Parameters<typeof thresholdOf>[0]) =>
  thresholdOf(rule, 'minThresholdTime') ?? DEFAULT_STOP_LIMIT_S;

/** The straight legs START -> stops -> END between consecutive points; none below two points. */
export function routeLegsOf(points: readonly LatLng[]): RoutePath[] {
  return points.slice(1).map((to, index) => ({ points: [points[index]!, to] }));
}

/** What the state remembers of `task`: a new task starts afresh, no task forgets it. */
export function taskStateOf(state: RuleState, task: RunningTask | null | undefined): RouteTaskState | null {
  if (!task) return null;
  return state.task?.id === task.id ? state.task : { id: task.id, reached: [], late: [], visit: null };
}

export const withTask = (state: RuleState, task: RouteTaskState | null): RuleState =>
  state.task === task ? state : { ...state, task };

type Fix = LatLng & { accuracyM: number | null };

/** Stops the fix is inside of, recorded as reached (fixes before the task started do not count). */
export function markReached(
  task: RunningTask,
  current: RouteTaskState,
  fix: Fix,
  at: number,
): RouteTaskState {
  if (!isUsableForGeofence(fix)) return current;
  if (task.startedOn !== null && at < toMs(task.startedOn)) return current;
  const reached = task.stops
    .filter((stop) => !current.reached.includes(stop.pointId) && zoneOf(stop.fence, fix) === 'INSIDE')
    .map((stop) => stop.pointId);
  return reached.length === 0 ? current : { ...current, reached: [...current.reached, ...reached] };
}

export interface LateStop {
  stop: RouteStop;
  intent: FireIntent;
}

/** Stops late at `at`: not reached, not done, not alerted yet, minThresholdTime past their arrival. */
export function lateStops(
  rule: Parameters<typeof thresholdOf>[0],
  task: RunningTask,
  current: RouteTaskState,
  at: number,
): { task: RouteTaskState; late: LateStop[] } {
  const limitS = limitOf(rule);
  const late = task.stops.flatMap((stop): LateStop[] => {
    if (stop.estimatedArrivalOn === null || stop.done) return [];
    if (current.reached.includes(stop.pointId) || current.late.includes(stop.pointId)) return [];
    const lateS = Math.round((at - toMs(stop.estimatedArrivalOn)) / 1000);
    if (lateS < limitS) return [];
    const intent = {
      episode: `task-${task.id}-stop-${stop.pointId}`,
      alertData: `${stop.number}|${lateS}|${limitS}`,
    };
    return [{ stop, intent }];
  });
  if (late.length === 0) return { task: current, late };
  return { task: { ...current, late: [...current.late, ...late.map(({ stop }) => stop.pointId)] }, late };
}

/** The visit after this fix: kept inside or on the edge of its stop, ended outside, begun entering one. */
export function visitStep(task: RunningTask, current: RouteTaskState, fix: Fix, at: number): RouteTaskState {
  if (!isUsableForGeofence(fix)) return current;
  const visit = current.visit;
  if (visit) {
    const stop = task.stops.find((candidate) => candidate.pointId === visit.pointId);
    if (stop && zoneOf(stop.fence, fix) !== 'OUTSIDE') return current;
  }
  const entered = task.stops.find((stop) => zoneOf(stop.fence, fix) === 'INSIDE');
  if (!entered) return visit === null ? current : { ...current, visit: null };
  return { ...current, visit: { pointId: entered.pointId, since: toIso(at), fired: false } };
}

/** The visit has outlasted its stop's service time plus minThresholdTime: it alerts, once. */
export function longStopDue(
  rule: Parameters<typeof thresholdOf>[0],
  task: RunningTask,
  current: RouteTaskState,
  at: number,
): { task: RouteTaskState; stop: RouteStop | null; intent: FireIntent | null } {
  const none = { task: current, stop: null, intent: null };
  const visit = current.visit;
  if (!visit || visit.fired) return none;
  const stop = task.stops.find((candidate) => candidate.pointId === visit.pointId);
  if (!stop) return none;
  const limitS = limitOf(rule);
  const stayedS = Math.round((at - toMs(visit.since)) / 1000);
  if (stayedS < stop.serviceTimeSeconds + limitS) return none;
  return {
    task: { ...current, visit: { ...visit, fired: true } },
    stop,
    intent: {
      episode: `task-${task.id}-stop-${stop.pointId}-${visit.since}`,
      alertData: `${stop.number}|${stayedS}|${stop.serviceTimeSeconds}|${limitS}`,
    },
  };
}

/** 139 from positions: only records the stops reached; the sweeper fires (time passes without fixes). */
export const lateAtStop: PositionEvaluator = ({ state, sample, at, context }): CodeStep => {
  const current = taskStateOf(state, context.task);
  const next = context.task && current ? markReached(context.task, current, sample, at) : null;
  return { state: withTask(state, next), fire: null };
};

/** 140 from positions: visits begin and end here, and a fix late enough in a visit fires it. */
export const longStop: PositionEvaluator = ({ rule, state, sample, at, context, applies }): CodeStep => {
  const current = taskStateOf(state, context.task);
  if (!context.task || !current) return { state: withTask(state, null), fire: null };
  const visited = visitStep(context.task, current, sample, at);
  if (!applies) return { state: withTask(state, visited), fire: null };
  const due = longStopDue(rule, context.task, visited, at);
  return { state: withTask(state, due.task), fire: due.intent };
};
