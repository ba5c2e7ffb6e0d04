import { Flex, Typography } from 'antd';
import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline, Popup, useMap } from 'react-leaflet';
import { FOCUS_ZOOM } from './MapViewport';
import { MARKER_COLORS, pointIcon, vehicleIcon } from './map-icons';
import type { MapLine, MapPoint, MapVehicle } from './map-types';

/** The name a point's marker is announced and titled by: its role in the route, then its address. */
export function usePointTitle() {
  const { t } = useTranslation();
  return (point: MapPoint) => {
    if (point.type === 'START') return `${t('tracking.map.start')}: ${point.name}`;
    if (point.type === 'END') return `${t('tracking.map.end')}: ${point.name}`;
    return `${t('tracking.map.stop', { order: point.order })}: ${point.name}`;
  };
}

export function PointMarker({ point }: { point: MapPoint }) {
  const { t } = useTranslation();
  const title = usePointTitle()(point);
  const { type, order, completed, kind } = point;
  // Built from the fields the drawing uses: a poll's new object must not redraw (and unfocus) it.
  const icon = useMemo(
    () => pointIcon({ type, order, completed, kind }, title),
    [type, order, completed, kind, title],
  );
  return (
    <Marker position={[point.latitude, point.longitude]} icon={icon} title={title} zIndexOffset={0}>
      <Popup>
        <Flex vertical gap={2}>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type={point.completed ? 'success' : 'secondary'}>
            {point.completed ? t('tracking.map.completed') : t('tracking.map.pending')}
          </Typography.Text>
          {point.details}
        </Flex>
      </Popup>
    </Marker>
  );
}

interface VehicleMarkerProps {
  vehicle: MapVehicle;
  focused: boolean;
  onSelect?(key: string): void;
}

/** Vehicles sit above the points: the truck is what the user looks for first. */
const VEHICLE_Z_OFFSET = 1000;

export function VehicleMarker({ vehicle, focused, onSelect }: VehicleMarkerProps) {
  const map = useMap();
  const markerRef = useRef<LeafletMarker | null>(null);
  const icon = useMemo(() => vehicleIcon(vehicle.plate, focused), [vehicle.plate, focused]);
  const latest = useRef(vehicle);
  latest.current = vehicle;

  // Centres once when the vehicle becomes the focused one; later polls move the marker, not the view.
  useEffect(() => {
    if (!focused) return;
    const { latitude, longitude } = latest.current;
    const zoom = map.getZoom();
    map.setView([latitude, longitude], Number.isFinite(zoom) ? Math.max(zoom, FOCUS_ZOOM) : FOCUS_ZOOM);
    markerRef.current?.openPopup();
  }, [focused, map]);

  return (
    <Marker
      ref={markerRef}
      position={[vehicle.latitude, vehicle.longitude]}
      icon={icon}
      title={vehicle.plate}
      zIndexOffset={VEHICLE_Z_OFFSET + (focused ? 1 : 0)}
      eventHandlers={onSelect ? { click: () => onSelect(vehicle.key) } : undefined}
    >
      <Popup>
        <Flex vertical gap={2}>
          <Typography.Text strong>{vehicle.plate}</Typography.Text>
          {vehicle.details}
        </Flex>
      </Popup>
    </Marker>
  );
}

export function MapPolyline({ line }: { line: MapLine }) {
  const positions = line.positions.map(([lat, lng]) => [lat, lng] as [number, number]);
  const options =
    line.variant === 'track'
      ? { color: MARKER_COLORS.track, weight: 4, opacity: 0.85 }
      : { color: MARKER_COLORS.route, weight: 3, opacity: 0.8, dashArray: '6 8' };
  return <Polyline positions={positions} pathOptions={options} interactive={false} />;
}
