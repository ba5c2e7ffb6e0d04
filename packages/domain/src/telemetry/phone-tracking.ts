import { toZonedIso } from '../format';
import {
  DRIVER_POSITION_INTERVAL_MS,
  type DriverPosition,
  type DriverTaskSummary,
  MAX_DRIVER_POSITIONS_PER_CALL,
} from '../schemas/driver-app';

/**
 * The driver's phone as the Smart Driver position source (issue 18 item 4): when the phone must
 * watch its position, when the driver may pause it, which fixes it keeps and how it sends them.
 * The web's tracker asks these and holds no rule of its own.
 */

/** What the decisions read of a task of the driver's list. */
export type PhoneTrackedTask = Pick<DriverTaskSummary, 'status' | 'auto_start_type'>;

/** A running trip (Perjalanan): its positions complete its stops and draw its track. */
const isRunning = (task: PhoneTrackedTask) => task.status === 'STARTED';

/**
 * Tracking is needed while a trip runs, and before a Dijadwalkan task with travel automation
 * (auto_start_type GEOFENCE): that task starts by itself only when positions show the phone leaving
 * the start.
 */
export function isPhoneTrackingRequired(tasks: readonly PhoneTrackedTask[]): boolean {
  return tasks.some(
    (task) => isRunning(task) || (task.status === 'SCHEDULED' && task.auto_start_type === 'GEOFENCE'),
  );
}

/**
 * The driver may pause only while no trip runs: a paused phone during a trip would leave its stops
 * uncompleted and its track empty. Waiting for an automatic start may be paused (the driver then
 * starts the trip by hand).
 */
export function mayPausePhoneTracking(tasks: readonly PhoneTrackedTask[]): boolean {
  return !tasks.some(isRunning);
}

export type PhoneTrackingMode = 'OFF' | 'ON' | 'PAUSED';

/** OFF when no task needs positions; a pause asked for earlier no longer holds once a trip runs. */
export function phoneTrackingMode(
  tasks: readonly PhoneTrackedTask[],
  pauseRequested: boolean,
): PhoneTrackingMode {
  if (!isPhoneTrackingRequired(tasks)) return 'OFF';
  return pauseRequested && mayPausePhoneTracking(tasks) ? 'PAUSED' : 'ON';
}

/**
 * Keep a fix when none was kept yet or the last kept one is at least the interval away ('at most
 * every 10 s'). A fix far before the last kept one (the phone's clock was set back) is kept too, so a
 * changed clock does not silence the phone until it catches up.
 */
export function shouldKeepPhoneFix(
  lastKeptAt: number | null,
  fixAt: number,
  intervalMs: number = DRIVER_POSITION_INTERVAL_MS,
): boolean {
  return lastKeptAt === null || Math.abs(fixAt - lastKeptAt) >= intervalMs;
}

/** What the browser's Geolocation API gives of a fix (GeolocationPosition, as plain data). */
export interface PhoneFix {
  timestamp: number;
  coords: {
    latitude: number;
    longitude: number;
    accuracy: number | null;
    altitude: number | null;
    heading: number | null;
    speed: number | null;
  };
}

const M_PER_S_TO_KM_PER_H = 3.6;

/** A reading outside what the API accepts (driverPositionSchema) is unknown, not a refused batch. */
const within = (value: number | null | undefined, min: number, max: number): number | null =>
  value === null || value === undefined || !Number.isFinite(value) || value < min || value > max
    ? null
    : value;

/**
 * The API's position for a fix: its own time with the company's offset, speed in km/h, heading as
 * bearing (browsers give NaN or null while standing still).
 */
export function phoneFixToPosition(fix: PhoneFix, timeZone: string): DriverPosition {
  const { coords } = fix;
  const speed = within(coords.speed, 0, 400 / M_PER_S_TO_KM_PER_H);
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    recorded_on: toZonedIso(new Date(fix.timestamp), timeZone),
    speed_kmh: speed === null ? null : Math.round(speed * M_PER_S_TO_KM_PER_H * 10) / 10,
    bearing: within(coords.heading, 0, 360),
    accuracy_m: within(coords.accuracy, 0, 100_000),
    altitude: within(coords.altitude, -1000, 10_000),
  };
}

/** Positions a phone keeps unsent at most (about 14 hours at one every 10 s); the oldest go first. */
export const MAX_BUFFERED_DRIVER_POSITIONS = 5_000;

/** How many of the oldest buffered positions to drop so that `count` fits the buffer. */
export const phoneBufferOverflow = (count: number, max: number = MAX_BUFFERED_DRIVER_POSITIONS) =>
  Math.max(0, count - max);

/** One call sends at most this many of the oldest buffered positions. */
export const PHONE_POSITION_BATCH_SIZE = MAX_DRIVER_POSITIONS_PER_CALL;

/**
 * The wait before sending again after a failed attempt (network down, 5xx, or a refusal the driver
 * must have fixed by an admin): 5 s doubling to 5 minutes.
 */
export function phoneSendRetryDelayMs(failedAttempts: number): number {
  if (failedAttempts <= 0) return 0;
  return Math.min(5_000 * 2 ** (failedAttempts - 1), 5 * 60_000);
}
