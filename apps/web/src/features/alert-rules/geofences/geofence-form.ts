import {
  DEFAULT_GEOFENCE_RADIUS_M,
  errorMessage,
  type GeofenceFields,
  geofenceFieldsSchema,
  geofenceShapeProblem,
} from '@armada/domain';
import { z } from 'zod';
import { currentLanguage } from '../../../platform/i18n';
import type { Geofence, GeofencePoint, GeofenceShape } from './types';

/**
 * The form holds every field of the API's input, both shapes' fields included: switching between
 * circle and polygon keeps the other drawing, and only the chosen type's fields are sent.
 */
export interface GeofenceFormValues {
  fenceName: string;
  serviceLocType: string | null;
  address: string;
  type: GeofenceFields['type'];
  /** A half-typed centre has one coordinate only. */
  center: { latitude: number | null; longitude: number | null } | null;
  radiusM: number | null;
  polygon: GeofencePoint[] | null;
}

/** The fields a message can land on; the shape's own message lands on `center` or `polygon`. */
export const GEOFENCE_FORM_FIELDS = [
  'fenceName',
  'serviceLocType',
  'address',
  'center',
  'center.latitude',
  'center.longitude',
  'radiusM',
  'polygon',
] as const;

export function formValuesOf(fence?: Geofence): GeofenceFormValues {
  return {
    fenceName: fence?.fenceName ?? '',
    serviceLocType: fence?.serviceLocType ?? null,
    address: fence?.address ?? '',
    type: fence?.type ?? 'CIRCLE',
    center: fence?.center ?? null,
    // A new circle starts at the radius an address's geofence has by default.
    radiusM: fence ? fence.radiusM : DEFAULT_GEOFENCE_RADIUS_M,
    polygon: fence?.polygon ?? null,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the API receives: the chosen type's fields, the other type's emptied. */
export function geofenceInputOf(values: GeofenceFormValues): GeofenceFields {
  const circle = values.type === 'CIRCLE';
  return {
    fenceName: values.fenceName,
    type: values.type,
    serviceLocType: values.serviceLocType ?? null,
    address: blankToNull(values.address),
    center: circle ? (values.center as GeofencePoint | null) : null,
    radiusM: circle ? values.radiusM : null,
    polygon: circle ? null : values.polygon,
  };
}

/** The shape the map draws from the form's values. */
export function shapeOfValues(values: Pick<GeofenceFormValues, 'type' | 'center' | 'radiusM' | 'polygon'>) {
  return {
    type: values.type,
    center: values.center as GeofencePoint | null,
    radiusM: values.radiusM,
    polygon: values.polygon,
  } satisfies GeofenceShape;
}

/**
 * The API's own schema over what will be sent, then the domain's shape rule (a circle's centre and
 * radius of 10..100,000 m, a polygon of 3..1,000 points), its message on the part that is wrong:
 * a circle's radius, a missing centre, or the polygon.
 */
export const geofenceFormSchema = geofenceFieldsSchema.superRefine((fields, context) => {
  if (!geofenceShapeProblem(fields)) return;
  const message = errorMessage('geofence/invalid-shape', currentLanguage());
  const path = fields.type === 'POLYGON' ? 'polygon' : fields.center ? 'radiusM' : 'center';
  context.addIssue({ code: 'custom', path: [path], message, input: fields[path] });
});

/** The form's resolver schema: the values as they will be sent, checked as above. */
export const geofenceFormResolverSchema = z
  .custom<GeofenceFormValues>()
  .transform(geofenceInputOf)
  .pipe(geofenceFormSchema);
