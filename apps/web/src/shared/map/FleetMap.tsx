import 'leaflet/dist/leaflet.css';
import './fleet-map.css';
import { ExpandOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, Tooltip, Typography, theme } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../platform/config';
import { MapLegend } from './MapLegend';
import { MapPolyline, PointMarker, VehicleMarker } from './MapMarkers';
import { MapViewport } from './MapViewport';
import type { LatLngPair, MapLine, MapPoint, MapVehicle } from './map-types';

/** Indonesia as a whole, for a map with nothing on it yet. */
const INDONESIA_CENTER: [number, number] = [-2.5, 118];
const INDONESIA_ZOOM = 5;

/** Above Leaflet's panes and controls (up to 1000), below antd's popups. */
const OVERLAY_Z_INDEX = 1001;

export interface FleetMapProps {
  /** The map's accessible name, e.g. 'Peta penugasan FO-2611-00005'. */
  label: string;
  points?: readonly MapPoint[];
  vehicles?: readonly MapVehicle[];
  lines?: readonly MapLine[];
  /** The first data is on its way, or a refresh the user asked for. */
  loading?: boolean;
  height?: CSSProperties['height'];
  /** The view fits the content again when this changes (not on every poll). */
  fitKey?: string;
  /** Centres the map on this vehicle and opens its popup. */
  focusedVehicleKey?: string | null;
  onVehicleSelect?(key: string): void;
  /** Which legend entries make sense: null hides the legend. */
  legend?: { withKinds: boolean } | null;
  /**
   * false: a still picture of the place (no drag, zoom or keys, no buttons), for users whose
   * scopes do not include an embedded map (the alert preview without e4d-alert-center-embed-map).
   */
  interactive?: boolean;
}

function contentCoordinates(
  points: readonly MapPoint[],
  vehicles: readonly MapVehicle[],
  lines: readonly MapLine[],
): LatLngPair[] {
  return [
    ...points.map((point) => [point.latitude, point.longitude] as const),
    ...vehicles.map((vehicle) => [vehicle.latitude, vehicle.longitude] as const),
    ...lines.flatMap((line) => line.positions),
  ];
}

function LoadingOverlay() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      role="status"
      vertical
      align="center"
      justify="center"
      gap={8}
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: OVERLAY_Z_INDEX,
        background: `color-mix(in srgb, ${token.colorBgContainer} 55%, transparent)`,
      }}
    >
      <Spin />
      <Typography.Text style={{ background: token.colorBgContainer, paddingInline: 8, borderRadius: 4 }}>
        {t('tracking.map.loading')}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The one map of the app (DESIGN.md: leaflet + react-leaflet, tiles from configuration): route
 * points, vehicles with their plate, the track and the planned route. Zoom buttons, markers and
 * the map itself (arrow keys pan, + and - zoom) work from the keyboard.
 */
export function FleetMap(props: FleetMapProps) {
  const { label, points = [], vehicles = [], lines = [], loading = false, height = 420 } = props;
  const { fitKey = '', focusedVehicleKey = null, onVehicleSelect, legend = null } = props;
  const interactive = props.interactive ?? true;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [refits, setRefits] = useState(0);
  const coordinates = useMemo(() => contentCoordinates(points, vehicles, lines), [points, vehicles, lines]);
  const hasContent = coordinates.length > 0;

  return (
    <Flex vertical gap={8}>
      <section
        aria-label={label}
        role={interactive ? undefined : 'img'}
        style={{
          position: 'relative',
          height,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <MapContainer
          center={INDONESIA_CENTER}
          zoom={INDONESIA_ZOOM}
          zoomControl={false}
          dragging={interactive}
          scrollWheelZoom={interactive}
          doubleClickZoom={interactive}
          touchZoom={interactive}
          boxZoom={interactive}
          keyboard={interactive}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
          {interactive && (
            <ZoomControl zoomInTitle={t('tracking.map.zoomIn')} zoomOutTitle={t('tracking.map.zoomOut')} />
          )}
          <MapViewport label={label} coordinates={coordinates} fitKey={`${fitKey}|${refits}|${hasContent}`} />
          {lines.map((line) => (
            <MapPolyline key={line.key} line={line} />
          ))}
          {points.map((point) => (
            <PointMarker key={point.key} point={point} />
          ))}
          {vehicles.map((vehicle) => (
            <VehicleMarker
              key={vehicle.key}
              vehicle={vehicle}
              focused={vehicle.key === focusedVehicleKey}
              onSelect={onVehicleSelect}
            />
          ))}
        </MapContainer>
        {hasContent && interactive && (
          <Tooltip title={t('tracking.map.showAll')}>
            <Button
              icon={<ExpandOutlined aria-hidden />}
              aria-label={t('tracking.map.showAll')}
              onClick={() => setRefits((count) => count + 1)}
              style={{ position: 'absolute', top: 10, right: 10, zIndex: OVERLAY_Z_INDEX }}
            />
          </Tooltip>
        )}
        {loading && <LoadingOverlay />}
      </section>
      {legend && (
        <MapLegend
          withKinds={legend.withKinds}
          withVehicle={vehicles.length > 0}
          withTrack={lines.some((line) => line.variant === 'track')}
        />
      )}
    </Flex>
  );
}
