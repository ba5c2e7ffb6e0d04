import { describe, expect, it } from 'vitest';
import { alertCodeDefinition } from './catalogue';
import {
  alertActionProblem,
  alertRuleProblem,
  contactRecipientsProblem,
  geofenceShapeProblem,
} from './center-rules';
import { ALERT_RULE_TEMPLATES, templateAlertCodes } from './templates';

describe('alertActionProblem (section 5)', () => {
  it.each([
    [{ actionType: 'FalseAlert', data: null }, 'alert/false-alert-reason-required'],
    [{ actionType: 'FalseAlert', data: '   ' }, 'alert/false-alert-reason-required'],
    [{ actionType: 'FalseAlert', data: 'x'.repeat(301) }, 'alert/false-alert-reason-too-long'],
    [{ actionType: 'FalseAlert', data: 'x'.repeat(300) }, null],
    [{ actionType: 'FalseAlert', revert: true }, null],
    [{ actionType: 'Feedback', data: '' }, 'alert/note-required'],
    [{ actionType: 'Feedback', data: 'x'.repeat(256) }, 'alert/note-too-long'],
    [{ actionType: 'Feedback', data: 'x'.repeat(255) }, null],
    [{ actionType: 'Resolve', note: '' }, 'alert/note-required'],
    [{ actionType: 'Resolve', note: 'x'.repeat(256) }, 'alert/note-too-long'],
    [{ actionType: 'Resolve' }, null],
    [{ actionType: 'Read', revert: true }, 'invalid/invalid-value'],
    [{ actionType: 'Feedback', data: 'ok', revert: true }, 'invalid/invalid-value'],
  ] as const)('%o -> %s', (action, code) => {
    expect(alertActionProblem(action)?.code ?? null).toBe(code);
  });
});

describe('alertRuleProblem', () => {
  const rule = { alertCode: 8 };
  it.each([
    [{ alertCode: 57 }, 'alert/unknown-alert-code'],
    [
      { ...rule, withSchedule: true, startTime: '22:00', endTime: '05:00', dayOfWeek: [] },
      'alert/invalid-schedule',
    ],
    [{ ...rule, withSchedule: true, startTime: '22:00', endTime: '05:00', dayOfWeek: [1] }, null],
    [{ ...rule, withGeofence: true, geofenceIds: [] }, 'alert/geofence-required'],
    [{ ...rule, alertCountWindow: 600 }, 'alert/invalid-count-window'],
    [{ ...rule, alertCountWindow: 600, alertCountThreshold: 3 }, null],
    [{ ...rule, minThreshold: 5, maxThreshold: 4 }, 'alert/invalid-threshold'],
    [{ ...rule, minThreshold: 4, maxThreshold: 4 }, null],
  ])('%o -> %s', (shape, code) => {
    expect(alertRuleProblem(shape)?.code ?? null).toBe(code);
  });

  it.each([
    [{ alertCode: 57 }, 'alertCode'],
    [{ ...rule, withSchedule: true, endTime: '05:00', dayOfWeek: [1] }, 'startTime'],
    [{ ...rule, withSchedule: true, startTime: '22:00', dayOfWeek: [1] }, 'endTime'],
    [{ ...rule, withSchedule: true, startTime: '22:00', endTime: '05:00' }, 'dayOfWeek'],
    [{ ...rule, withGeofence: true }, 'geofenceIds'],
    [{ ...rule, alertCountWindow: 600 }, 'alertCountThreshold'],
    [{ ...rule, alertCountThreshold: 3 }, 'alertCountWindow'],
    [{ ...rule, minThreshold: 5, maxThreshold: 4 }, 'minThreshold'],
  ])('%o names the field %s, so a form shows the refusal beside it', (shape, field) => {
    expect(alertRuleProblem(shape)?.field?.field).toBe(field);
  });
});

describe('geofenceShapeProblem', () => {
  const centre = { latitude: -6.2, longitude: 106.8 };
  const point = (i: number) => ({ latitude: -6 - i / 1000, longitude: 106 + (i % 7) / 1000 });
  it.each([
    [{ type: 'CIRCLE', center: centre, radiusM: 10 }, null],
    [{ type: 'CIRCLE', center: centre, radiusM: 100_000 }, null],
    [{ type: 'CIRCLE', center: centre, radiusM: 9.99 }, 'geofence/invalid-shape'],
    [{ type: 'CIRCLE', center: centre, radiusM: 100_000.5 }, 'geofence/invalid-shape'],
    [{ type: 'CIRCLE', center: null, radiusM: 100 }, 'geofence/invalid-shape'],
    [{ type: 'POLYGON', polygon: [0, 1, 2].map(point) }, null],
    [{ type: 'POLYGON', polygon: [0, 1].map(point) }, 'geofence/invalid-shape'],
    [{ type: 'POLYGON', polygon: Array.from({ length: 1000 }, (_, i) => point(i)) }, null],
    [
      { type: 'POLYGON', polygon: Array.from({ length: 1001 }, (_, i) => point(i)) },
      'geofence/invalid-shape',
    ],
  ] as const)('%#: %s', (fence, code) => {
    expect(geofenceShapeProblem(fence)?.code ?? null).toBe(code);
  });
});

describe('recommended templates', () => {
  it('name only codes of the catalogue, each once per template, with stable unique ids', () => {
    const ids = ALERT_RULE_TEMPLATES.map((template) => template.templateId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of ALERT_RULE_TEMPLATES) {
      const codes = templateAlertCodes(template);
      expect(new Set(codes).size, template.nameIdn).toBe(codes.length);
      for (const code of codes)
        expect(alertCodeDefinition(code), `${template.nameIdn} ${code}`).toBeDefined();
      expect(template.defaultAlertCodes.length, template.nameIdn).toBeGreaterThan(0);
    }
  });

  it('offers the six templates of the onboarding with Indonesian names', () => {
    expect(ALERT_RULE_TEMPLATES.map((template) => template.nameIdn)).toEqual(
      expect.arrayContaining([
        'Keselamatan Mengemudi',
        'Keamanan Kendaraan',
        'Geofence',
        'Penugasan',
        'Perilaku Pengemudi (DMS)',
        'Bantuan Pengemudi (ADAS)',
      ]),
    );
  });
});

describe('contactRecipientsProblem', () => {
  it('names the first contact without a user, a phone number or an e-mail', () => {
    const problem = contactRecipientsProblem([{ email: 'ops@example.id' }, { phoneNumber: null }, {}]);
    expect(problem).toEqual({
      code: 'invalid/invalid-fields',
      field: { field: 'contactRecipients.1', code: 'required' },
    });
  });

  it('accepts contacts reachable by a user, a phone number or an e-mail', () => {
    expect(
      contactRecipientsProblem([{ userId: 3 }, { phoneNumber: '+6281234567890' }, { email: 'a@b.id' }]),
    ).toBeNull();
  });
});
