import { z } from 'zod';
import { ALERT_URGENCY_TYPES } from '../alerts/types';
import { idValueSchema, PHONE_NUMBER_PATTERN } from './common';

/*
 * Inputs of the Alert Center's GraphQL operations (issue 12 item 6), shared by the server and the
 * rule and geofence forms. The rules that look at several fields at once (schedule, geofence, count
 * window, thresholds, a geofence's shape) are in alerts/rule-rules.ts so that each has its own code.
 */

export const HH_MM_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const ids = z.array(idValueSchema).max(10_000);
const WEEK_SECONDS = 7 * 24 * 3600;
/** An alert code as sent; whether the catalogue knows it is the service's question. */
export const alertCodeValueSchema = z.number().int().min(1).max(9999);

export const contactRecipientSchema = z.strictObject({
  userId: idValueSchema.nullish(),
  phoneNumber: z.string().trim().regex(PHONE_NUMBER_PATTERN).nullish(),
  email: z.email().max(254).nullish(),
  label: z.string().trim().max(100).nullish(),
});
export type ContactRecipientInput = z.infer<typeof contactRecipientSchema>;

/** Every field of an alert rule (spec section 3) a client may send; create needs label, code, urgency. */
export const alertRuleFieldsSchema = z.strictObject({
  label: z.string().trim().min(1).max(100),
  alertCode: alertCodeValueSchema,
  isActive: z.boolean().optional(),
  alertUrgencyType: z.enum(ALERT_URGENCY_TYPES),
  maxThreshold: z.number().min(-1_000_000).max(1_000_000).nullish(),
  minThreshold: z.number().min(-1_000_000).max(1_000_000).nullish(),
  minThresholdTime: z.number().int().min(0).max(WEEK_SECONDS).nullish(),
  withSchedule: z.boolean().optional(),
  startTime: z.string().regex(HH_MM_PATTERN).nullish(),
  endTime: z.string().regex(HH_MM_PATTERN).nullish(),
  dayOfWeek: z.array(z.number().int().min(1).max(7)).max(7).optional(),
  withGeofence: z.boolean().optional(),
  isInsideGeofence: z.boolean().nullish(),
  geofenceIds: ids.optional(),
  alertCountThreshold: z.number().int().min(1).max(1000).nullish(),
  alertCountWindow: z.number().int().min(1).max(WEEK_SECONDS).nullish(),
  autoPopup: z.boolean().optional(),
  vehicleIds: ids.optional(),
  vgroupIds: ids.optional(),
  userIds: ids.optional(),
  contactRecipients: z.array(contactRecipientSchema).max(100).optional(),
});
export type AlertRuleFields = z.infer<typeof alertRuleFieldsSchema>;

export const createAlertRuleSchema = alertRuleFieldsSchema;
/** An update names only what changes; `updatedOn` (as read) refuses it when someone saved since. */
export const updateAlertRuleSchema = alertRuleFieldsSchema
  .partial()
  .extend({ updatedOn: z.iso.datetime({ offset: true }).nullish() });
export type UpdateAlertRuleFields = z.infer<typeof updateAlertRuleSchema>;

/** Bulk update: only what a list's bulk bar changes. */
export const bulkAlertRuleChangeSchema = z.strictObject({
  isActive: z.boolean().optional(),
  autoPopup: z.boolean().optional(),
  alertUrgencyType: z.enum(ALERT_URGENCY_TYPES).optional(),
});

export const createAlertRulesSchema = z.strictObject({
  templates: z
    .array(
      z.strictObject({
        templateId: idValueSchema,
        alertCodes: z.array(alertCodeValueSchema).max(100),
      }),
    )
    .max(50),
});

export const geofencePointSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const GEOFENCE_TYPES = ['CIRCLE', 'POLYGON'] as const;
/**
 * The kinds of place a geofence marks, offered by the geofence form. The API keeps any text of up to
 * 50 characters (a geofence made elsewhere keeps its own), so this is the choice offered, not a check.
 */
export const GEOFENCE_SERVICE_LOC_TYPES = [
  'GARAGE',
  'CUSTOMER',
  'WAREHOUSE',
  'PORT',
  'REST_AREA',
  'OTHER',
] as const;
export type GeofenceServiceLocType = (typeof GEOFENCE_SERVICE_LOC_TYPES)[number];
export const GEOFENCE_RADIUS_M = { min: 10, max: 100_000 } as const;
export const GEOFENCE_POLYGON_POINTS = { min: 3, max: 1000 } as const;

export const geofenceFieldsSchema = z.strictObject({
  fenceName: z.string().trim().min(1).max(100),
  type: z.enum(GEOFENCE_TYPES),
  serviceLocType: z.string().trim().max(50).nullish(),
  address: z.string().trim().max(255).nullish(),
  center: geofencePointSchema.nullish(),
  radiusM: z.number().nullish(),
  // The count is the shape's rule (geofence/invalid-shape), checked after the points are read.
  polygon: z.array(geofencePointSchema).max(100_000).nullish(),
});
export type GeofenceFields = z.infer<typeof geofenceFieldsSchema>;
export const updateGeofenceSchema = geofenceFieldsSchema.partial();

export const dateRangeSchema = z.strictObject({
  startDate: z.iso.datetime({ offset: true }).nullish(),
  endDate: z.iso.datetime({ offset: true }).nullish(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

export const RAW_ALERT_ACTION_TYPES = ['Read', 'Feedback', 'FalseAlert', 'Resolve'] as const;
export type RawAlertActionType = (typeof RAW_ALERT_ACTION_TYPES)[number];
export const SELECTION_MODES = ['All', 'Selection', 'Exclude'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

export const rawAlertActionSchema = z.strictObject({
  actionType: z.enum(RAW_ALERT_ACTION_TYPES),
  rawAlertId: z.array(z.uuid()).max(1000).nullish(),
  data: z.string().max(10_000).nullish(),
  note: z.string().max(10_000).nullish(),
  revert: z.boolean().nullish(),
  selectionMode: z.enum(SELECTION_MODES).nullish(),
  dateRange: dateRangeSchema.nullish(),
  /** With All or Exclude: only urgent (true) or only important (false) alerts; both when absent. */
  isUrgent: z.boolean().nullish(),
});
export type RawAlertActionInput = z.infer<typeof rawAlertActionSchema>;

export const rawAlertFilterSchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  show: z.number().int().min(1).max(100).default(20),
  orderBy: z.enum(['createdOn desc', 'createdOn asc']).default('createdOn desc'),
  isUrgent: z.boolean().nullish(),
  isImportant: z.boolean().nullish(),
  startDate: z.iso.datetime({ offset: true }).nullish(),
  endDate: z.iso.datetime({ offset: true }).nullish(),
  isResolved: z.boolean().nullish(),
  isFalseAlert: z.boolean().nullish(),
  isRead: z.boolean().nullish(),
  vehicleId: idValueSchema.nullish(),
  alertCode: alertCodeValueSchema.nullish(),
});
export type RawAlertFilter = z.infer<typeof rawAlertFilterSchema>;
