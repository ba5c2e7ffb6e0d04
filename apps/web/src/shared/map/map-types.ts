import type { PointType } from '@armada/domain';
import type { ReactNode } from 'react';

/** What a stop is for, when the caller knows it (the public page does not: it has no activities). */
export type PointKind = 'pickup' | 'drop' | 'both';

/** A point of a route: the start and end garages, and the stops in between. */
export interface MapPoint {
  key: string;
  type: PointType;
  /** 1-based position among the stops (DEFAULT points); shown on the stop's marker. */
  order: number;
  name: string;
  latitude: number;
  longitude: number;
  completed: boolean;
  kind?: PointKind | null;
  /** Extra lines of the marker's popup (ETAs, activities). */
  details?: ReactNode;
}

export interface MapVehicle {
  key: string;
  latitude: number;
  longitude: number;
  plate: string;
  details?: ReactNode;
}

/** 'track': where the vehicle went (solid); 'route': the planned order of the points (dashed). */
export interface MapLine {
  key: string;
  variant: 'track' | 'route';
  positions: readonly (readonly [number, number])[];
}

export type LatLngPair = readonly [number, number];
