import type { PositionEvaluator } from './code-types';
import { continuousDriving } from './driving';
import { fuelDrop, refuelling } from './fuel';
import { geofenceEntered, geofenceExited } from './geofence';
import { lateAtStop, longStop } from './route';
import { idling, offlineReport, parked } from './standstill';
import { offRoute, overspeed, temperatureAbove, temperatureBelow } from './threshold';
import { harshBraking, ignitionOff, ignitionOn } from './transition';

/**
 * The evaluator of each code that positions decide or prepare. Harsh braking (9) is also a device
 * event; offline, idle, parked and 117 are the sweeper's to fire when no fix comes, and so are late
 * stops (139: positions only record the stops reached) and long stops (140) of the running task.
 */
export const POSITION_EVALUATORS: ReadonlyMap<number, PositionEvaluator> = new Map([
  [2, geofenceEntered],
  [3, geofenceExited],
  [4, ignitionOn],
  [5, ignitionOff],
  [7, offlineReport],
  [8, overspeed],
  [9, harshBraking],
  [13, idling],
  [14, parked],
  [15, fuelDrop],
  [16, refuelling],
  [17, temperatureAbove],
  [18, temperatureBelow],
  [117, continuousDriving],
  [139, lateAtStop],
  [140, longStop],
  [141, offRoute],
]);

/**
 * Codes whose evaluators read the device's fix before the one evaluated (`EngineContext.previousFix`):
 * harsh braking's drop, the rests of 117, and the reporting gap that resets a PENDING threshold
 * (8, 17, 18, 141). The server reads that fix for a batch only when one of these rules applies.
 */
export const PREVIOUS_FIX_CODES: ReadonlySet<number> = new Set([8, 9, 17, 18, 117, 141]);

export { STANDSTILL_KMH } from './code-types';
export { REST_S, sweepDriving } from './driving';
export { FUEL_WINDOW_S } from './fuel';
export { GEOFENCE_CONFIRM_FIXES } from './geofence';
export { DEFAULT_STOP_LIMIT_S, ROUTE_ALERT_CODES, routeLegsOf } from './route';
export { episodeStep, standstillDurationS, sweepStandstill } from './standstill';
export { HARSH_BRAKING_DROP_KMH } from './transition';
