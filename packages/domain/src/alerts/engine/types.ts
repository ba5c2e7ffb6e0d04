import type { AlertUrgencyType } from '../types';

/** A point on the ground, in degrees (WGS 84). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A fence of a rule: a circle around a point, or a polygon whose last point joins its first. */
export type RuleGeofence =
  | {
      type: 'CIRCLE';
      latitude: number;
      longitude: number;
      radiusM: number;
      geofenceId?: number;
      name?: string;
    }
  | { type: 'POLYGON'; points: LatLng[]; geofenceId?: number; name?: string };

/** Days are ISO: 1 Monday .. 7 Sunday. A window whose end is before its start crosses midnight. */
export interface RuleSchedule {
  startTime: string;
  endTime: string;
  dayOfWeek: number[];
}

/** What the engine needs of an alert rule; the server maps its row to this once per rule. */
export interface EvaluableRule {
  alertRuleId: number;
  alertCode: number;
  urgency: AlertUrgencyType;
  autoPopup: boolean;
  maxThreshold: number | null;
  minThreshold: number | null;
  /** Seconds. */
  minThresholdTime: number | null;
  schedule: RuleSchedule | null;
  geofence: { isInsideGeofence: boolean; fences: RuleGeofence[] } | null;
  count: { threshold: number; windowS: number } | null;
}

/** One stored position of a vehicle, as the rules read it. */
export interface PositionSample extends LatLng {
  fixOn: Date | string;
  speedKmh: number | null;
  accuracyM: number | null;
  ignition?: boolean | null;
  fuelL?: number | null;
  temperatureC?: number | null;
}

/** A leg of a fleet task's route as a polyline of at least two points (straight or from the router). */
export interface RoutePath {
  points: LatLng[];
}

/**
 * A stop (DEFAULT point) of the vehicle's running fleet task, as late (139) and long stops (140)
 * read it: its geofence (the address's circle, as the travel automation draws it), service time and
 * estimated arrival (the dispatcher's schedule; null when the caller did not compute it).
 */
export interface RouteStop {
  pointId: string;
  /** 1-based among the task's stops, as the sequence lists them. */
  number: number;
  fence: LatLng & { radiusM: number };
  serviceTimeSeconds: number;
  estimatedArrivalOn: Date | string | null;
  /** Every activity of the stop is completed (by hand, by proof or by GPS). */
  done: boolean;
}

/** The vehicle's fleet task on its way (Perjalanan): what 139 and 140 follow. */
export interface RunningTask {
  id: string;
  /** The actual departure: fixes before it say nothing about this task's stops. */
  startedOn: Date | string | null;
  stops: RouteStop[];
}

export interface EngineDefaults {
  offlineTimeoutS: number;
  idleTimeoutS: number;
  parkTimeoutS: number;
}

/** What one evaluation knows beyond the rule and its state: the vehicle, its company, its route. */
export interface EngineContext {
  /** Part of every episode key, so alerts of two vehicles never merge. */
  vehicleId: number | string;
  /** The company's IANA zone: schedules are read in it. */
  timeZone: string;
  defaults: EngineDefaults;
  /** The legs of the vehicle's running fleet task (code 141); none, and 141 decides nothing. */
  route?: RoutePath[] | null;
  /** The vehicle's running fleet task (codes 139 and 140); none, and they decide nothing. */
  task?: RunningTask | null;
  /** The vehicle's position just before this one (harsh braking, rests); the fold fills it in. */
  previousFix?: PositionSample | null;
}

/** What a vehicle's device reported by itself (an alarm, a DMS or ADAS event). */
export interface RuleDeviceEvent extends LatLng {
  code: number;
  occurredOn: Date | string;
  /** The device's own id of the alarm (JT/T 808 0x64/0x65, Traccar's event id): the dedup key. */
  deviceAlarmId?: string | null;
  speedKmh?: number | null;
}

/** One rule's decision that an alert exists. */
export interface AlertDecision extends LatLng {
  alertRuleId: number;
  alertCode: number;
  occurredOn: Date;
  alertFlag?: string;
  /** Pipe-separated values of the code (8: 'speed|limit|seconds'); formatAlertData reads it. */
  alertData: string;
  /**
   * Stable per vehicle, code and episode: two rules of one code that see the same episode give the
   * same key, so the server keeps one raw alert for both (upsert by company, vehicle and this key).
   */
  episodeKey: string;
  deviceAlarmId?: string | null;
}
