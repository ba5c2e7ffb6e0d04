import 'leaflet/dist/leaflet.css';
import './geofence-map.css';
import { Alert, Badge, Flex, theme } from 'antd';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../platform/config';
import { type LatLngPair, MapViewport } from '../../../shared/map';
import type { ReferenceAddress } from './api';
import { REFERENCE_COLORS, ReferenceMarkers } from './ReferenceMarkers';
import type { GeofenceShape } from './types';

/** geoman (about 300 kB) is a chunk of its own, loaded with this map only, never with the login page. */
const GeomanEditor = lazy(() =>
  import('./GeomanEditor').then((module) => ({ default: module.GeomanEditor })),
);

const INDONESIA_CENTER: [number, number] = [-2.5, 118];
const INDONESIA_ZOOM = 5;
const METRES_PER_DEGREE = 111_320;
/** Purple: apart from the garages' blue and the customers' orange of the reference markers. */
export const GEOFENCE_AREA_COLOR = '#722ed1';

/** The corners of a shape's box, for fitting the view to it (a circle's box from its radius). */
export function shapeCoordinates(shape: GeofenceShape | null): LatLngPair[] {
  if (!shape) return [];
  if (shape.type === 'POLYGON')
    return (shape.polygon ?? []).map((point) => [point.latitude, point.longitude]);
  const { center, radiusM } = shape;
  if (!center || typeof radiusM !== 'number') return [];
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLng = radiusM / (METRES_PER_DEGREE * Math.max(Math.cos((center.latitude * Math.PI) / 180), 0.01));
  return [
    [center.latitude - dLat, center.longitude - dLng],
    [center.latitude + dLat, center.longitude + dLng],
  ];
}

export interface GeofenceDrawMapProps {
  shape: GeofenceShape | null;
  onShapeChange(shape: GeofenceShape | null): void;
  addresses: readonly ReferenceAddress[];
  /** The addresses could not be loaded: the map still works, without them. */
  addressesFailed?: boolean;
  /** More addresses than shown. */
  addressesTotal?: number;
  onUseAddress?(address: ReferenceAddress): void;
  readOnly?: boolean;
  height?: number;
}

/**
 * The editor's map: the geofence drawn and edited with geoman's toolbar, the company's addresses as
 * reference markers. The view fits the stored shape when one opens, else the addresses.
 */
export const GeofenceDrawMap = memo(function GeofenceDrawMap(props: GeofenceDrawMapProps) {
  const { shape, onShapeChange, addresses, readOnly = false, height = 460 } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The first shape only: later drawings must not move the view under the user's mouse.
  const [initialShape] = useState(() => shapeCoordinates(shape));
  const coordinates = useMemo<LatLngPair[]>(
    () =>
      initialShape.length > 0
        ? initialShape
        : addresses.map((address) => [address.geolocation.latitude, address.geolocation.longitude]),
    [initialShape, addresses],
  );
  const fitKey = initialShape.length > 0 ? 'shape' : addresses.length > 0 ? 'addresses' : '';
  return (
    <Flex vertical gap={8}>
      <section
        aria-label={t('geofences.map.label')}
        data-testid="geofence-map"
        style={{
          height,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
          border: `1px solid ${token.colorBorderSecondary}`,
          // Keeps Leaflet's panes and geoman's toolbar (z-index up to 1000) under the phone's bottom menu.
          isolation: 'isolate',
        }}
      >
        <MapContainer
          center={INDONESIA_CENTER}
          zoom={INDONESIA_ZOOM}
          zoomControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
          <ZoomControl
            position="topright"
            zoomInTitle={t('geofences.map.zoomIn')}
            zoomOutTitle={t('geofences.map.zoomOut')}
          />
          <MapViewport label={t('geofences.map.label')} coordinates={coordinates} fitKey={fitKey} />
          <ReferenceMarkers addresses={addresses} onUseAddress={readOnly ? undefined : props.onUseAddress} />
          <Suspense fallback={null}>
            <GeomanEditor
              shape={shape}
              onShapeChange={onShapeChange}
              readOnly={readOnly}
              color={GEOFENCE_AREA_COLOR}
            />
          </Suspense>
        </MapContainer>
      </section>
      <Flex
        component="ul"
        wrap
        gap="4px 16px"
        aria-label={t('geofences.map.legend')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        <li>
          <Badge color={GEOFENCE_AREA_COLOR} text={t('geofences.map.area')} />
        </li>
        <li>
          <Badge color={REFERENCE_COLORS.garage} text={t('geofences.map.garage')} />
        </li>
        <li>
          <Badge color={REFERENCE_COLORS.customer} text={t('geofences.map.customerAddress')} />
        </li>
      </Flex>
      {props.addressesFailed && <Alert type="warning" showIcon title={t('geofences.map.addressesFailed')} />}
      {props.addressesTotal !== undefined && props.addressesTotal > addresses.length && (
        <Alert
          type="info"
          showIcon
          title={t('geofences.map.addressesTruncated', {
            shown: addresses.length,
            total: props.addressesTotal,
          })}
        />
      )}
    </Flex>
  );
});
