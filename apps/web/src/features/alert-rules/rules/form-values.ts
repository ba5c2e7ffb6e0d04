import {
  type AlertRuleFields,
  alertCodeDefinition,
  alertCodeTakes,
  alertRuleFieldsSchema,
  alertRuleProblem,
  contactRecipientsProblem,
  errorMessage,
  fieldErrorMessage,
} from '@armada/domain';
import { z } from 'zod';
import { currentLanguage } from '../../../platform/i18n';
import type { AlertRule } from './rule-types';

/** Which vehicles a rule covers: with neither vehicles nor groups the server reads 'every vehicle'. */
export const TARGET_MODES = ['ALL', 'VEHICLES', 'GROUPS'] as const;
export type TargetMode = (typeof TARGET_MODES)[number];

/**
 * The form is the server's own input schema (`alertRuleFieldsSchema`) plus the choice of targets,
 * and the domain's rules over several fields placed on the field each names.
 */
export const ruleFormSchema = alertRuleFieldsSchema
  .extend({ targetMode: z.enum(TARGET_MODES) })
  .superRefine((values, context) => {
    const language = currentLanguage();
    const problem = alertRuleProblem(values);
    if (problem?.field) {
      context.addIssue({
        code: 'custom',
        path: problem.field.field.split('.'),
        message: errorMessage(problem.code, language, problem.params),
      });
    }
    const contacts = contactRecipientsProblem(values.contactRecipients ?? []);
    if (contacts?.field) {
      context.addIssue({
        code: 'custom',
        path: [...contacts.field.field.split('.'), 'email'],
        message: fieldErrorMessage('required', language),
      });
    }
    const chosen = values.targetMode === 'VEHICLES' ? values.vehicleIds : values.vgroupIds;
    if (values.targetMode !== 'ALL' && (chosen ?? []).length === 0) {
      context.addIssue({
        code: 'custom',
        path: [values.targetMode === 'VEHICLES' ? 'vehicleIds' : 'vgroupIds'],
        message: fieldErrorMessage('required', language),
      });
    }
  });

export type RuleFormValues = z.input<typeof ruleFormSchema>;
export type RuleFormOutput = z.output<typeof ruleFormSchema>;

/** Every field a message may land on (contacts up to the most a rule holds). */
export function ruleFieldPaths(contacts: number) {
  const top = Object.keys(alertRuleFieldsSchema.shape) as (keyof RuleFormValues)[];
  const contactFields = Array.from({ length: contacts }, (_, index) =>
    ['userId', 'phoneNumber', 'email', 'label'].map((field) => `contactRecipients.${index}.${field}`),
  ).flat();
  return [...top, ...contactFields] as never[];
}

/** A new rule starts as the code's defaults say; an edited one as stored. */
export function formValuesOf(rule: AlertRule | undefined): RuleFormValues {
  if (!rule) {
    return {
      label: '',
      alertCode: undefined as unknown as number,
      alertUrgencyType: 'IMPORTANT',
      isActive: true,
      autoPopup: false,
      maxThreshold: null,
      minThreshold: null,
      minThresholdTime: null,
      withSchedule: false,
      startTime: null,
      endTime: null,
      dayOfWeek: [],
      withGeofence: false,
      isInsideGeofence: true,
      geofenceIds: [],
      alertCountThreshold: null,
      alertCountWindow: null,
      targetMode: 'ALL',
      vehicleIds: [],
      vgroupIds: [],
      userIds: [],
      contactRecipients: [],
    };
  }
  return {
    label: rule.label,
    alertCode: rule.alertCode,
    alertUrgencyType: rule.alertUrgencyType,
    isActive: rule.isActive,
    autoPopup: rule.autoPopup,
    maxThreshold: rule.maxThreshold,
    minThreshold: rule.minThreshold,
    minThresholdTime: rule.minThresholdTime,
    withSchedule: rule.withSchedule,
    startTime: rule.startTime,
    endTime: rule.endTime,
    dayOfWeek: rule.dayOfWeek,
    withGeofence: rule.withGeofence,
    isInsideGeofence: rule.isInsideGeofence ?? true,
    geofenceIds: rule.geofences.map((fence) => fence.geofenceId),
    alertCountThreshold: rule.alertCountThreshold,
    alertCountWindow: rule.alertCountWindow,
    targetMode: rule.vgroups.length > 0 ? 'GROUPS' : rule.vehicles.length > 0 ? 'VEHICLES' : 'ALL',
    vehicleIds: rule.vehicles.map((vehicle) => vehicle.id),
    vgroupIds: rule.vgroups.map((group) => group.id),
    userIds: rule.users.map((user) => user.userId),
    contactRecipients: rule.contactRecipients.map(({ userId, email, phoneNumber, label }) => ({
      userId,
      email,
      phoneNumber,
      label,
    })),
  };
}

/** What a code change brings: its default urgency and thresholds (the catalogue's). */
export function defaultsForCode(code: number): Partial<RuleFormValues> {
  const definition = alertCodeDefinition(code);
  if (!definition) return {};
  return {
    alertUrgencyType: definition.defaultUrgency,
    maxThreshold: definition.defaults.maxThreshold ?? null,
    minThreshold: definition.defaults.minThreshold ?? null,
    minThresholdTime: definition.defaults.minThresholdTime ?? null,
    withGeofence: alertCodeTakes(code, 'geofences'),
  };
}

const orNull = <T>(takes: boolean, value: T | null | undefined) => (takes ? (value ?? null) : null);

/**
 * The input the API is sent: only the thresholds the code reads, the schedule and geofence only
 * when switched on, the targets of the chosen mode; every list sent whole (an update replaces).
 */
export function ruleInputOf(values: RuleFormOutput): AlertRuleFields {
  const { targetMode, ...fields } = values;
  const code = fields.alertCode;
  const geofenceCode = alertCodeTakes(code, 'geofences');
  const withGeofence = geofenceCode || fields.withGeofence === true;
  return {
    ...fields,
    maxThreshold: orNull(alertCodeTakes(code, 'maxThreshold'), fields.maxThreshold),
    minThreshold: orNull(alertCodeTakes(code, 'minThreshold'), fields.minThreshold),
    minThresholdTime: orNull(alertCodeTakes(code, 'minThresholdTime'), fields.minThresholdTime),
    withSchedule: fields.withSchedule === true,
    startTime: orNull(fields.withSchedule === true, fields.startTime),
    endTime: orNull(fields.withSchedule === true, fields.endTime),
    dayOfWeek: fields.withSchedule ? [...(fields.dayOfWeek ?? [])].sort() : [],
    withGeofence,
    // Entering and leaving (codes 2 and 3) are the code itself; inside or outside limits the others.
    isInsideGeofence: withGeofence && !geofenceCode ? (fields.isInsideGeofence ?? true) : null,
    geofenceIds: withGeofence ? (fields.geofenceIds ?? []) : [],
    vehicleIds: targetMode === 'VEHICLES' ? (fields.vehicleIds ?? []) : [],
    vgroupIds: targetMode === 'GROUPS' ? (fields.vgroupIds ?? []) : [],
    userIds: fields.userIds ?? [],
    contactRecipients: (fields.contactRecipients ?? []).map((contact) => ({
      userId: contact.userId ?? null,
      email: contact.email || null,
      phoneNumber: contact.phoneNumber || null,
      label: contact.label || null,
    })),
  };
}
