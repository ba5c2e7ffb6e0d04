import { DivIcon, type DivIconOptions } from 'leaflet';
import type { MapPoint, PointKind } from './map-types';

/**
 * Marker drawings. Leaflet's default marker images break under Vite (their URLs are computed from
 * the stylesheet at run time), so every marker here is a DivIcon built from DOM nodes: text goes in
 * through textContent, never innerHTML, because plates and names are user data.
 */

/** One colour per meaning, shared by the markers and the legend. */
export const MARKER_COLORS = {
  home: '#0958d9',
  pickup: '#d46b08',
  drop: '#1677ff',
  both: '#722ed1',
  completed: '#389e0d',
  vehicle: '#cf1322',
  selectedVehicle: '#1677ff',
  track: '#1677ff',
  route: '#8c8c8c',
} as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Paths on a 24x24 grid: a house for the start and end garages, a truck for vehicles. */
const HOME_PATH = 'M12 3 2 12h3v9h6v-6h2v6h6v-9h3z';
const CHECK_PATH = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const TRUCK_PATH =
  'M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5zM6 18.5a1.5 1.5 0 1 1 0-3 ' +
  '1.5 1.5 0 0 1 0 3zm13.5-9 1.96 2.5H17V9.5zM18 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z';

/**
 * Leaflet makes a keyboard marker's box a role=button named by its content ('2', a plate); the
 * label names it by what it is ('Titik 2: Toko Bandung') for screen readers and tests alike.
 */
class LabelledDivIcon extends DivIcon {
  private readonly label: string;

  constructor(options: DivIconOptions & { label: string }) {
    const { label, ...rest } = options;
    super(rest);
    this.label = label;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.label);
    return element;
  }
}

function glyph(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('d', path);
  svg.appendChild(shape);
  return svg;
}

export function pointColor(point: Pick<MapPoint, 'type' | 'completed' | 'kind'>): string {
  if (point.completed) return MARKER_COLORS.completed;
  if (point.type !== 'DEFAULT') return MARKER_COLORS.home;
  return MARKER_COLORS[(point.kind ?? 'both') satisfies PointKind];
}

const POINT_SIZE = 28;

/** Start and end: a house; a stop: its number; a completed stop: a check mark. All on the point's colour. */
export function pointIcon(
  point: Pick<MapPoint, 'type' | 'order' | 'completed' | 'kind'>,
  label: string,
): DivIcon {
  const root = document.createElement('div');
  root.className = 'armada-map-point';
  root.style.background = pointColor(point);
  root.dataset.completed = String(point.completed);
  if (point.type !== 'DEFAULT') root.appendChild(glyph(HOME_PATH));
  else if (point.completed) root.appendChild(glyph(CHECK_PATH));
  else root.textContent = String(point.order);
  return new LabelledDivIcon({
    label,
    html: root,
    className: 'armada-map-marker',
    iconSize: [POINT_SIZE, POINT_SIZE],
    iconAnchor: [POINT_SIZE / 2, POINT_SIZE / 2],
    popupAnchor: [0, -POINT_SIZE / 2],
  });
}

const VEHICLE_SIZE = 34;

/** A truck in a circle with the plate beside it, so that the vehicle is known without a click. */
export function vehicleIcon(plate: string, selected: boolean): DivIcon {
  const root = document.createElement('div');
  root.className = 'armada-map-vehicle';
  const body = document.createElement('div');
  body.className = 'armada-map-vehicle__body';
  body.style.background = selected ? MARKER_COLORS.selectedVehicle : MARKER_COLORS.vehicle;
  body.appendChild(glyph(TRUCK_PATH));
  const label = document.createElement('span');
  label.className = 'armada-map-vehicle__plate';
  label.textContent = plate;
  root.append(body, label);
  return new LabelledDivIcon({
    label: plate,
    html: root,
    className: 'armada-map-marker',
    iconSize: [VEHICLE_SIZE, VEHICLE_SIZE],
    iconAnchor: [VEHICLE_SIZE / 2, VEHICLE_SIZE / 2],
    popupAnchor: [0, -VEHICLE_SIZE / 2],
  });
}
