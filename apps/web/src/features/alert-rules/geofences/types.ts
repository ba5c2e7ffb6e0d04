import type { GeofenceFields } from '@armada/domain';

export interface GeofencePoint {
  latitude: number;
  longitude: number;
}

/** A geofence as the GraphQL API answers it (apps/server/src/modules/alert-center/geofences). */
export interface Geofence {
  geofenceId: number;
  fenceName: string;
  type: GeofenceFields['type'];
  serviceLocType: string | null;
  address: string | null;
  center: GeofencePoint | null;
  radiusM: number | null;
  polygon: GeofencePoint[] | null;
  /** Rules naming it, active or not. */
  totalRules: number;
  createdOn: string;
  updatedOn: string;
}

/** What the map edits: a circle's centre and radius, or a polygon's points (the other left empty). */
export type GeofenceShape = Pick<GeofenceFields, 'type' | 'center' | 'radiusM' | 'polygon'>;
