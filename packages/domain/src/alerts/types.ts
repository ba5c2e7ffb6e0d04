/** The vocabulary of the alert catalogue, shared by its rows and its lookups. */

export const ALERT_URGENCY_TYPES = ['URGENT', 'IMPORTANT'] as const;
export type AlertUrgencyType = (typeof ALERT_URGENCY_TYPES)[number];

export const ALERT_CATEGORY_KEYS = [
  'SECURITY',
  'GEOFENCE',
  'DEVICE',
  'DRIVING',
  'FUEL',
  'CARGO',
  'DMS',
  'ADAS',
  'FLEET_TASK',
] as const;
export type AlertCategoryKey = (typeof ALERT_CATEGORY_KEYS)[number];

/**
 * Who produces an alert of the code:
 * - DEVICE: the vehicle's device detects it and reports it (an alarm or an event);
 * - POSITION: the rule engine, from each stored position;
 * - SWEEPER: the rule engine's periodic sweep, because no new position comes to trigger it;
 * - FLEET_TASK: a fleet task event.
 */
export type AlertProducer = 'DEVICE' | 'POSITION' | 'SWEEPER' | 'FLEET_TASK';

/** The rule fields a code reads; the rule form shows only these. */
export type AlertThresholdField = 'maxThreshold' | 'minThreshold' | 'minThresholdTime' | 'geofences';

/** Thresholds a rule of the code starts with (the spec's and the law's defaults). */
export interface AlertCodeDefaults {
  maxThreshold?: number;
  minThreshold?: number;
  minThresholdTime?: number;
}
