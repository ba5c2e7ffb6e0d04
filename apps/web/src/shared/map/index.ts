export { FleetMap, type FleetMapProps } from './FleetMap';
export { MapViewport } from './MapViewport';
export { MARKER_COLORS } from './map-icons';
export type { LatLngPair, MapLine, MapPoint, MapVehicle, PointKind } from './map-types';
