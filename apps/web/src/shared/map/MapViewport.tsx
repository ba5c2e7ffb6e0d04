import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngPair } from './map-types';

/** Close enough to read the streets around one vehicle or one address. */
export const FOCUS_ZOOM = 15;

/**
 * Fits the view to the map's content when `fitKey` changes, not on every poll: a user who zoomed in
 * on a stop keeps that view while the vehicle moves. Also tells Leaflet when its box changes size
 * (a popup opening, a panel resized), which it cannot see by itself and would leave grey tiles.
 */
interface MapViewportProps {
  /** The accessible name of the focusable map box (arrow keys pan it, + and - zoom it). */
  label: string;
  coordinates: LatLngPair[];
  fitKey: string;
}

export function MapViewport({ label, coordinates, fitKey }: MapViewportProps) {
  const map = useMap();
  const latest = useRef(coordinates);
  latest.current = coordinates;

  // Refits on fitKey only, by design (see above): the coordinates are read from a ref.
  useEffect(() => {
    const coordinates = latest.current;
    const [first] = coordinates;
    if (!first) return;
    if (coordinates.length === 1) {
      map.setView([first[0], first[1]], FOCUS_ZOOM);
      return;
    }
    const bounds = latLngBounds(coordinates.map(([lat, lng]) => [lat, lng] as [number, number]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: FOCUS_ZOOM });
  }, [map, fitKey]);

  useEffect(() => {
    map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);

  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  return null;
}
