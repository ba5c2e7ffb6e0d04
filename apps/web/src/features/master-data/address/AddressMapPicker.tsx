import 'leaflet/dist/leaflet.css';
import { DEFAULT_GEOFENCE_RADIUS_M } from '@armada/domain';
import { theme } from 'antd';
import { DivIcon, type Marker as LeafletMarker, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_ATTRIBUTION, MAP_TILE_URL } from '../../../platform/config';

/** Indonesia as a whole, for an address without coordinates yet. */
const INDONESIA_CENTER: [number, number] = [-2.5, 118];
const INDONESIA_ZOOM = 5;
/** Close enough to see the street and the geofence around it. */
const PLACE_ZOOM = 16;
const PIN_SIZE = 26;
/** Six decimals: about 10 cm, more than a phone's GPS tells apart. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface AddressMapPickerProps {
  /** The map's accessible name. */
  label: string;
  /** The pin's accessible name and title. */
  pinLabel: string;
  value: Coordinates | null;
  /** Metres; null draws the company's default geofence. */
  radius: number | null;
  onChange(value: Coordinates): void;
  readOnly?: boolean;
  height?: number;
}

/** A click on the map moves the pin there. */
function ClickToPlace({ onPlace }: { onPlace(value: Coordinates): void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) =>
      onPlace({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
  });
  return null;
}

/**
 * Typed coordinates may lie outside the view: the map follows the pin when it leaves the view, and
 * zooms in on the first coordinates the address gets.
 */
function FollowPin({ value }: { value: Coordinates | null }) {
  const map = useMap();
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const target: [number, number] = [latitude, longitude];
    if (map.getZoom() < PLACE_ZOOM - 4) map.setView(target, PLACE_ZOOM);
    else if (!map.getBounds().contains(target)) map.panTo(target);
  }, [map, latitude, longitude]);
  return null;
}

/**
 * Where an address is (issue 14 item 2): click the map or drag the pin to set its latitude and
 * longitude; the geofence radius is drawn as a circle around the pin and follows the radius field.
 * The coordinate fields beside the map are the keyboard's way to place it.
 */
export function AddressMapPicker(props: AddressMapPickerProps) {
  const { value, radius, onChange, readOnly = false, height = 320 } = props;
  const { token } = theme.useToken();
  const icon = useMemo(
    () =>
      new DivIcon({
        className: 'armada-map-marker',
        html: `<div style="width:${PIN_SIZE}px;height:${PIN_SIZE}px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${token.colorPrimary};border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></div>`,
        iconSize: [PIN_SIZE, PIN_SIZE],
        // The tip of the drop stands on the place.
        iconAnchor: [PIN_SIZE / 2, PIN_SIZE + 4],
      }),
    [token.colorPrimary],
  );
  const position: [number, number] | null = value ? [value.latitude, value.longitude] : null;

  return (
    <section
      aria-label={props.label}
      data-testid="address-map"
      style={{
        height,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <MapContainer
        center={position ?? INDONESIA_CENTER}
        zoom={position ? PLACE_ZOOM : INDONESIA_ZOOM}
        style={{ height: '100%', width: '100%', cursor: readOnly ? undefined : 'crosshair' }}
      >
        <TileLayer url={MAP_TILE_URL} attribution={MAP_ATTRIBUTION} />
        {!readOnly && <ClickToPlace onPlace={onChange} />}
        <FollowPin value={value} />
        {position && (
          <>
            <Circle
              center={position}
              radius={radius ?? DEFAULT_GEOFENCE_RADIUS_M}
              pathOptions={{ color: token.colorPrimary, weight: 2, fillOpacity: 0.12 }}
            />
            <Marker
              position={position}
              icon={icon}
              title={props.pinLabel}
              alt={props.pinLabel}
              draggable={!readOnly}
              eventHandlers={{
                dragend: (event) => {
                  const moved = (event.target as LeafletMarker).getLatLng();
                  onChange({ latitude: round(moved.lat), longitude: round(moved.lng) });
                },
              }}
            />
          </>
        )}
      </MapContainer>
    </section>
  );
}
