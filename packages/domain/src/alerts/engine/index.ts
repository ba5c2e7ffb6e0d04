export {
  DEFAULT_STOP_LIMIT_S,
  FUEL_WINDOW_S,
  GEOFENCE_CONFIRM_FIXES,
  HARSH_BRAKING_DROP_KMH,
  POSITION_EVALUATORS,
  PREVIOUS_FIX_CODES,
  REST_S,
  ROUTE_ALERT_CODES,
  routeLegsOf,
  STANDSTILL_KMH,
} from './codes';
export { GEOFENCE_CROSSING_CODES, ruleApplies } from './conditions';
export { countEvent } from './count-window';
export { episodeKeyOf, type FireIntent, isLateEvent, LATE_EVENT_MS } from './decision';
export { evaluateDeviceEvent, FLAG_REPEAT_S, REMEMBERED_ALARM_IDS } from './device-event';
export { PENDING_GAP_S } from './episode';
export { formatAlertData, formatSeconds } from './format-data';
export { distanceToRouteM, fenceContains, fenceZone, polygonContains } from './geometry';
export { combineAlerts, type MergedAlert, mergeDecisions } from './merge';
export {
  evaluatePosition,
  type FoldResult,
  foldOrderedPositions,
  foldPositions,
  orderedFixes,
} from './position';
export { ROUTE_SWEPT_CODES, type RouteSweep, sweepRouteRule } from './route-sweep';
export { isWithinSchedule } from './schedule';
export {
  type EpisodePhase,
  type EpisodeState,
  type Evaluation,
  initialRuleState,
  type RouteTaskState,
  type RuleState,
  ruleStateChanged,
  ruleStateFrom,
} from './state';
export { type LastFix, SWEPT_CODES, sweepRule } from './sweeper';
export type * from './types';
