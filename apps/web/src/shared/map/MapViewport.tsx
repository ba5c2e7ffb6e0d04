import { type Map as LeafletMap, latLngBounds } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngPair } from './map-types';

/** Close enough to read the streets around one vehicle or one address. */
export const FOCUS_ZOOM = 15;
const FIT_PADDING = 40;

/**
 * A box narrower than the fit's padding (not laid out yet, in a closed panel) has no zoom that fits
 * anything: Leaflet would compute NaN and break every later event. Such a fit waits for a size.
 */
function canFit(map: LeafletMap): boolean {
  const size = map.getSize();
  return size.x > FIT_PADDING * 2 && size.y > FIT_PADDING * 2;
}

interface MapViewportProps {
  /** The accessible name of the focusable map box (arrow keys pan it, + and - zoom it). */
  label: string;
  coordinates: LatLngPair[];
  fitKey: string;
}

/**
 * Fits the view to the map's content when `fitKey` changes, not on every poll: a user who zoomed in
 * on a stop keeps that view while the vehicle moves. Also tells Leaflet when its box changes size
 * (a popup opening, a panel resized), which it cannot see by itself and would leave grey tiles.
 */
export function MapViewport({ label, coordinates, fitKey }: MapViewportProps) {
  const map = useMap();
  const latest = useRef(coordinates);
  latest.current = coordinates;
  const pendingFit = useRef(false);

  const fit = useCallback(() => {
    const coordinates = latest.current;
    const [first] = coordinates;
    if (!first) return;
    if (!canFit(map)) {
      pendingFit.current = true;
      return;
    }
    pendingFit.current = false;
    if (coordinates.length === 1) {
      map.setView([first[0], first[1]], FOCUS_ZOOM);
      return;
    }
    const bounds = latLngBounds(coordinates.map(([lat, lng]) => [lat, lng] as [number, number]));
    map.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: FOCUS_ZOOM });
  }, [map]);

  // Refits on fitKey only, by design (see above): the coordinates are read from a ref.
  useEffect(() => {
    if (fitKey) fit();
  }, [fit, fitKey]);

  useEffect(() => {
    map.getContainer().setAttribute('aria-label', label);
  }, [map, label]);

  useEffect(() => {
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      if (pendingFit.current) fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, fit]);

  return null;
}
