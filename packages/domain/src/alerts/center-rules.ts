import type { ErrorCode, MessageParams } from '../errors/catalogue';
import type { FieldProblem } from '../errors/domain-error';
import {
  type AlertRuleFields,
  GEOFENCE_POLYGON_POINTS,
  GEOFENCE_RADIUS_M,
  type GeofenceFields,
  type RawAlertActionType,
} from '../schemas/alert-center';
import { alertCodeDefinition } from './catalogue';

/*
 * Rules of the Alert Center's forms and actions (spec section 5, issue 12 items 2 and 6), each with
 * its own catalogue code so the popup and the rule form can say exactly what is wrong.
 */

export const FALSE_ALERT_REASON_MAX = 300;
export const ALERT_NOTE_MAX = 255;

export interface Problem {
  code: ErrorCode;
  params?: MessageParams;
  /** The input field at fault, so a form can show the refusal beside it. */
  field?: FieldProblem;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/**
 * An action on alerts: a false-alert reason is required and at most 300 characters; a note (the
 * Feedback's `data`, or the `note` beside any action) must not be empty and is at most 255.
 * 'Check again' (`revert`) exists only for Resolve and FalseAlert.
 */
export function alertActionProblem(action: {
  actionType: RawAlertActionType;
  revert?: boolean | null;
  data?: string | null;
  note?: string | null;
}): Problem | null {
  const { actionType, revert, data, note } = action;
  if (revert && actionType !== 'Resolve' && actionType !== 'FalseAlert')
    return { code: 'invalid/invalid-value' };
  if (actionType === 'FalseAlert' && !revert) {
    if (blank(data))
      return { code: 'alert/false-alert-reason-required', field: { field: 'data', code: 'required' } };
    if ((data ?? '').trim().length > FALSE_ALERT_REASON_MAX)
      return {
        code: 'alert/false-alert-reason-too-long',
        field: { field: 'data', code: 'too-long', params: { max: FALSE_ALERT_REASON_MAX } },
      };
  }
  if (actionType === 'Feedback') {
    if (blank(data)) return { code: 'alert/note-required', field: { field: 'data', code: 'required' } };
    if ((data ?? '').trim().length > ALERT_NOTE_MAX)
      return {
        code: 'alert/note-too-long',
        field: { field: 'data', code: 'too-long', params: { max: ALERT_NOTE_MAX } },
      };
  }
  if (note !== undefined && note !== null) {
    if (blank(note)) return { code: 'alert/note-required', field: { field: 'note', code: 'required' } };
    if (note.trim().length > ALERT_NOTE_MAX)
      return {
        code: 'alert/note-too-long',
        field: { field: 'note', code: 'too-long', params: { max: ALERT_NOTE_MAX } },
      };
  }
  return null;
}

/** The fields of a rule as they will be stored (a create's input, or an update merged over the row). */
export type AlertRuleShape = Pick<
  AlertRuleFields,
  | 'alertCode'
  | 'withSchedule'
  | 'startTime'
  | 'endTime'
  | 'dayOfWeek'
  | 'withGeofence'
  | 'geofenceIds'
  | 'alertCountThreshold'
  | 'alertCountWindow'
  | 'minThreshold'
  | 'maxThreshold'
>;

const missing = (value: unknown) => value === null || value === undefined || value === '';
const required = (field: string): FieldProblem => ({ field, code: 'required' });

/**
 * The rules over several fields of an alert rule. Each problem names the field a form shows it on
 * (the first one missing), and the server sends that field back with its refusal.
 */
export function alertRuleProblem(rule: AlertRuleShape): Problem | null {
  const definition = alertCodeDefinition(rule.alertCode);
  if (!definition?.enabledInRule)
    return {
      code: 'alert/unknown-alert-code',
      params: { code: rule.alertCode },
      field: { field: 'alertCode', code: 'invalid-value' },
    };
  if (rule.withSchedule) {
    const field = missing(rule.startTime)
      ? 'startTime'
      : missing(rule.endTime)
        ? 'endTime'
        : (rule.dayOfWeek ?? []).length === 0
          ? 'dayOfWeek'
          : null;
    if (field) return { code: 'alert/invalid-schedule', field: required(field) };
  }
  if (rule.withGeofence && (rule.geofenceIds ?? []).length === 0)
    return { code: 'alert/geofence-required', field: required('geofenceIds') };
  const hasCount = !missing(rule.alertCountThreshold);
  const hasWindow = !missing(rule.alertCountWindow);
  if (hasCount !== hasWindow)
    return {
      code: 'alert/invalid-count-window',
      field: required(hasCount ? 'alertCountWindow' : 'alertCountThreshold'),
    };
  const { minThreshold, maxThreshold } = rule;
  if (typeof minThreshold === 'number' && typeof maxThreshold === 'number' && minThreshold > maxThreshold) {
    return {
      code: 'alert/invalid-threshold',
      field: { field: 'minThreshold', code: 'too-big', params: { max: maxThreshold } },
    };
  }
  return null;
}

/** Each contact recipient needs someone to reach: a user, a phone number or an e-mail. */
export function contactRecipientsProblem(
  contacts: readonly { userId?: number | null; phoneNumber?: string | null; email?: string | null }[],
): Problem | null {
  const empty = contacts.findIndex((contact) => !contact.userId && !contact.phoneNumber && !contact.email);
  if (empty < 0) return null;
  return { code: 'invalid/invalid-fields', field: required(`contactRecipients.${empty}`) };
}

/** A circle has a centre and a radius of 10..100,000 m; a polygon 3..1,000 points (coordinates checked by the schema). */
export function geofenceShapeProblem(
  fence: Pick<GeofenceFields, 'type' | 'center' | 'radiusM' | 'polygon'>,
): Problem | null {
  if (fence.type === 'CIRCLE') {
    const radius = fence.radiusM;
    const ok =
      !!fence.center &&
      typeof radius === 'number' &&
      Number.isFinite(radius) &&
      radius >= GEOFENCE_RADIUS_M.min &&
      radius <= GEOFENCE_RADIUS_M.max;
    return ok ? null : { code: 'geofence/invalid-shape' };
  }
  const points = fence.polygon?.length ?? 0;
  return points >= GEOFENCE_POLYGON_POINTS.min && points <= GEOFENCE_POLYGON_POINTS.max
    ? null
    : { code: 'geofence/invalid-shape' };
}
