import { ALERT_CODES, alertCodeDefinition } from './catalogue';
import type { AlertThresholdField } from './types';

/*
 * What the rule form asks for each alert code: the thresholds the code reads (the catalogue's
 * `thresholdFields`, ALERT_CODES.md's last column) and the unit its value thresholds are in, the unit
 * the engine compares them in.
 */

export type AlertThresholdUnit = 'kmh' | 'litres' | 'celsius' | 'metres';

const VALUE_UNITS: ReadonlyMap<number, AlertThresholdUnit> = new Map([
  [8, 'kmh'],
  [15, 'litres'],
  [16, 'litres'],
  [17, 'celsius'],
  [18, 'celsius'],
  [141, 'metres'],
]);

/** Whether a rule of the code reads the field (an unknown code reads none). */
export function alertCodeTakes(code: number, field: AlertThresholdField): boolean {
  return alertCodeDefinition(code)?.thresholdFields.includes(field) ?? false;
}

/** The unit of the code's minThreshold and maxThreshold; null for a code that takes neither. */
export function alertThresholdUnit(code: number): AlertThresholdUnit | null {
  return VALUE_UNITS.get(code) ?? null;
}

/** The codes that take a value threshold, for the test that every one of them has a unit. */
export const VALUE_THRESHOLD_CODES: readonly number[] = ALERT_CODES.filter(
  (definition) =>
    definition.thresholdFields.includes('minThreshold') ||
    definition.thresholdFields.includes('maxThreshold'),
).map((definition) => definition.alertCode);
