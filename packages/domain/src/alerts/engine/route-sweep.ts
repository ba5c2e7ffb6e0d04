import { lateStops, longStopDue, taskStateOf, withTask } from './codes/route';
import { ruleApplies } from './conditions';
import { makeDecision } from './decision';
import { type RuleState, ruleStateChanged } from './state';
import type { LastFix } from './sweeper';
import type { AlertDecision, EngineContext, EvaluableRule, LatLng, RouteStop } from './types';

/** Codes of the running task that a sweep fires: a late stop (139), a long stop (140). */
export const ROUTE_SWEPT_CODES: readonly number[] = [139, 140];

export interface RouteSweep {
  state: RuleState;
  fires: AlertDecision[];
  changed: boolean;
}

/**
 * The sweep of 139 or 140 for the vehicle of `context.task` at `now`: late stops (several may come
 * due in one sweep, one alert each) and a visit that has lasted too long without a fix to say so.
 * The alert stands at the vehicle's last fix, or at the stop when the vehicle never reported.
 * The rule's schedule and geofence are read at `now` and at that place.
 */
export function sweepRouteRule(
  rule: EvaluableRule,
  state: RuleState,
  now: Date,
  lastFix: LastFix | null,
  context: EngineContext,
): RouteSweep {
  const task = context.task;
  const current = taskStateOf(state, task);
  if (!task || !current || !ROUTE_SWEPT_CODES.includes(rule.alertCode)) {
    return { state, fires: [], changed: false };
  }
  const at = now.getTime();
  const placeOf = (stop: RouteStop): LatLng => lastFix ?? stop.fence;
  const fires: AlertDecision[] = [];
  let next = current;
  if (rule.alertCode === 139) {
    const result = lateStops(rule, task, current, at);
    for (const { stop, intent } of result.late) {
      if (!ruleApplies(rule, at, placeOf(stop), context.timeZone)) continue;
      next = { ...next, late: [...next.late, stop.pointId] };
      fires.push(makeDecision(rule, context, at, placeOf(stop), intent));
    }
  } else {
    const due = longStopDue(rule, task, current, at);
    if (due.stop && due.intent && ruleApplies(rule, at, placeOf(due.stop), context.timeZone)) {
      next = due.task;
      fires.push(makeDecision(rule, context, at, placeOf(due.stop), due.intent));
    }
  }
  const after = withTask(state, next);
  return { state: after, fires, changed: ruleStateChanged(state, after) };
}
