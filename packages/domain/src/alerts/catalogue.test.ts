import { describe, expect, it } from 'vitest';
import {
  ALERT_CATEGORIES,
  ALERT_CODES,
  alertCodeDefinition,
  FLEET_ORDER_ALERT_CODES,
  MEDIA_ALERT_CODES,
  VALUE_ALERT_CODES,
} from './catalogue';

describe('the alert catalogue', () => {
  it('holds every code of ALERT_CODES.md once', () => {
    const codes = ALERT_CODES.map((definition) => definition.alertCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 49, 50, 51, 52, 53, 54, 55, 56, 90, 91,
      92, 96, 110, 111, 112, 113, 117, 134, 137, 138, 139, 140, 141, 142, 143,
    ]);
  });

  it('gives every code texts in both languages and a category that exists', () => {
    const categories = new Set(ALERT_CATEGORIES.map((category) => category.key));
    for (const definition of ALERT_CODES) {
      for (const text of [
        definition.descriptionIdn,
        definition.descriptionEng,
        definition.fullDescriptionIdn,
        definition.fullDescriptionEng,
      ])
        expect(text.trim().length, `code ${definition.alertCode}`).toBeGreaterThan(3);
      expect(categories.has(definition.category)).toBe(true);
    }
  });

  it("names the spec's value, media and fleet-order codes, all of them in the catalogue", () => {
    for (const code of [...VALUE_ALERT_CODES, ...MEDIA_ALERT_CODES, ...FLEET_ORDER_ALERT_CODES])
      expect(alertCodeDefinition(code), `code ${code}`).toBeDefined();
    expect(
      MEDIA_ALERT_CODES.every((code) => ['DMS', 'ADAS'].includes(alertCodeDefinition(code)?.category ?? '')),
    ).toBe(true);
  });

  it('defaults the overspeed duration to the 60 s of section 9 and continuous driving to 4 hours', () => {
    expect(alertCodeDefinition(8)?.defaults.minThresholdTime).toBe(60);
    expect(alertCodeDefinition(117)?.defaults.minThresholdTime).toBe(4 * 60 * 60);
    expect(alertCodeDefinition(8)?.defaultUrgency).toBe('URGENT');
    expect(alertCodeDefinition(2)?.descriptionIdn).toBe('Masuk geofence');
  });

  it('lets rules set the route alerts: 139 and 140 a time (30 min), 141 metres and a time (1 km, 120 s)', () => {
    const route = [139, 140, 141].map((code) => {
      const definition = alertCodeDefinition(code);
      return [code, definition?.enabledInRule, definition?.thresholdFields, definition?.defaults];
    });
    expect(route).toEqual([
      [139, true, ['minThresholdTime'], { minThresholdTime: 1800 }],
      [140, true, ['minThresholdTime'], { minThresholdTime: 1800 }],
      [141, true, ['maxThreshold', 'minThresholdTime'], { maxThreshold: 1000, minThresholdTime: 120 }],
    ]);
  });
});
