import type { AlertRule } from '../features/alert-rules/rules/rule-types';

/** An alert rule as `alertRules` answers it: an overspeed rule on every vehicle. */
export function buildAlertRule(overrides: Partial<AlertRule> = {}): AlertRule {
  return {
    alertRuleId: 11,
    label: 'Kecepatan tol',
    alertCode: 8,
    isActive: true,
    createdOn: '2026-11-20T08:15:00.000+07:00',
    updatedOn: '2026-11-20T08:15:00.000+07:00',
    alertUrgencyType: 'URGENT',
    maxThreshold: 80,
    minThreshold: null,
    minThresholdTime: 60,
    withSchedule: false,
    startTime: null,
    endTime: null,
    dayOfWeek: [],
    withGeofence: false,
    isInsideGeofence: null,
    alertCountThreshold: null,
    alertCountWindow: null,
    autoPopup: false,
    coversAllVehicles: true,
    totalVehicles: 0,
    totalVgroups: 0,
    totalUsers: 0,
    hasInaccessibleUser: false,
    hasInaccessibleVgroup: false,
    hasInaccessibleVehicle: false,
    alert: {
      alertCode: 8,
      descriptionIdn: 'Kecepatan berlebih',
      descriptionEng: 'Overspeed',
      iconUrl: '/api/alert-center/v1/alert-code/8/icon.svg',
      alertCategories: [{ alertCategoryId: 4 }],
    },
    contactRecipients: [],
    geofences: [],
    vehicles: [],
    vgroups: [],
    users: [],
    ...overrides,
  };
}

/** A GraphQL envelope answering `operation` with `value`, as /api/graphql does. */
export function graphqlAnswer(operation: string, value: unknown) {
  return {
    data: {
      [operation]: {
        isSuccessful: true,
        errorCode: null,
        message: null,
        status: 200,
        fieldErrors: [],
        [operation]: value,
      },
    },
  };
}

/** A refusal envelope (the server's catalogue code, message and field errors). */
export function graphqlRefusal(
  operation: string,
  status: number,
  errorCode: string,
  message: string,
  fieldErrors: { field: string; code: string; message: string }[] = [],
) {
  return {
    data: {
      [operation]: { isSuccessful: false, errorCode, message, status, fieldErrors, [operation]: null },
    },
  };
}
