import { describe, expect, it } from 'vitest';
import { alertCodeTakes, alertThresholdUnit, VALUE_THRESHOLD_CODES } from './rule-thresholds';

describe('the thresholds a rule of each code takes', () => {
  it.each([
    [8, 'maxThreshold', true],
    [8, 'minThresholdTime', true],
    [8, 'minThreshold', false],
    [1, 'maxThreshold', false],
    [1, 'minThresholdTime', false],
    [16, 'minThreshold', true],
    [16, 'maxThreshold', false],
    [18, 'minThreshold', true],
    [13, 'minThresholdTime', true],
    [2, 'geofences', true],
    [57, 'maxThreshold', false],
  ] as const)('code %i takes %s: %s', (code, field, takes) => {
    expect(alertCodeTakes(code, field)).toBe(takes);
  });

  it('gives every code with a value threshold its unit, and none to the others', () => {
    expect(VALUE_THRESHOLD_CODES.map((code) => [code, alertThresholdUnit(code)])).toEqual([
      [8, 'kmh'],
      [15, 'litres'],
      [16, 'litres'],
      [17, 'celsius'],
      [18, 'celsius'],
      [141, 'metres'],
    ]);
    expect(alertThresholdUnit(13)).toBeNull();
  });
});
