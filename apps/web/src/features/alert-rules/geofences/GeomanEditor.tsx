import './geoman';
import type { TFunction } from 'i18next';
import type { Circle, Layer, Map as LeafletMap, Polygon } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { layerOfShape, sameShape, shapeOfLayer } from './shape';
import type { GeofenceShape } from './types';

interface GeomanEditorProps {
  shape: GeofenceShape | null;
  onShapeChange(shape: GeofenceShape | null): void;
  readOnly: boolean;
  color: string;
}

/** The drawing tools a geofence needs: a circle, a rectangle or a polygon, then edit, drag, remove. */
const TOOLBAR = {
  position: 'topleft',
  drawMarker: false,
  drawCircleMarker: false,
  drawPolyline: false,
  drawText: false,
  drawRectangle: true,
  drawPolygon: true,
  drawCircle: true,
  editMode: true,
  dragMode: true,
  cutPolygon: false,
  rotateMode: false,
  removalMode: true,
} as const;

type ShapeLayer = Circle | Polygon;

/** geoman's words in ours: its own Indonesian ('Digitasi Polygon') is not how our users speak. */
function geomanTexts(t: TFunction) {
  return {
    buttonTitles: {
      drawPolyButton: t('geofences.geoman.drawPolygon'),
      drawRectButton: t('geofences.geoman.drawRectangle'),
      drawCircleButton: t('geofences.geoman.drawCircle'),
      editButton: t('geofences.geoman.edit'),
      dragButton: t('geofences.geoman.drag'),
      deleteButton: t('geofences.geoman.remove'),
    },
    tooltips: {
      firstVertex: t('geofences.geoman.firstVertex'),
      continueLine: t('geofences.geoman.continueLine'),
      finishPoly: t('geofences.geoman.finishPoly'),
      finishRect: t('geofences.geoman.finishRect'),
      startCircle: t('geofences.geoman.startCircle'),
      finishCircle: t('geofences.geoman.finishCircle'),
    },
    actions: {
      finish: t('geofences.geoman.finish'),
      cancel: t('geofences.geoman.cancel'),
      removeLastVertex: t('geofences.geoman.removeLastVertex'),
    },
  };
}

/**
 * geoman equips each map made after it loaded; this one was made before (geoman is a lazy chunk
 * loaded with this component), so it is equipped here as geoman's own init hook would have done.
 */
function withGeoman(map: LeafletMap) {
  if (map.pm) return;
  const { PM } = (window as unknown as { L: { PM: { Map: new (map: LeafletMap) => LeafletMap['pm'] } } }).L;
  map.pm = new PM.Map(map);
  map.pm.setGlobalOptions({});
}

/**
 * geoman titles each button's box, not the focusable link inside it (a link to '#', so Enter works):
 * the link gets the title as its name, for screen readers and keyboard users.
 */
function nameToolbarButtons(container: HTMLElement) {
  for (const box of container.querySelectorAll<HTMLElement>('.button-container[title]')) {
    box.querySelector('a.leaflet-buttons-control-button')?.setAttribute('aria-label', box.title);
  }
}

/**
 * The geofence's one shape on the map, drawn and edited with leaflet-geoman's toolbar. What the user
 * draws or edits goes to `onShapeChange`; a shape the form changes (typed radius, loaded geofence)
 * is redrawn here. A new drawing replaces the previous one: a geofence is one area.
 */
export function GeomanEditor({ shape, onShapeChange, readOnly, color }: GeomanEditorProps) {
  const map = useMap();
  const { language } = useLanguage();
  const { t } = useTranslation();
  const layerRef = useRef<ShapeLayer | null>(null);
  const report = useRef(onShapeChange);
  report.current = onShapeChange;

  // Listens to the user's edits of one layer: vertices moved, added or removed, the shape dragged.
  const watch = useRef((layer: ShapeLayer) => {
    const changed = () => report.current(shapeOfLayer(layer));
    layer.on('pm:edit', changed);
    layer.on('pm:dragend', changed);
  });

  useEffect(() => {
    withGeoman(map);
    if (readOnly) return;
    map.pm.setLang(language, geomanTexts(t), 'en');
    map.pm.setGlobalOptions({
      pathOptions: { color, weight: 2, fillOpacity: 0.15 },
      allowSelfIntersection: false,
    });
    map.pm.addControls(TOOLBAR);
    nameToolbarButtons(map.getContainer());
    const onCreate = ({ layer }: { layer: Layer }) => {
      const drawn = shapeOfLayer(layer);
      if (!drawn) {
        layer.remove();
        return;
      }
      if (layerRef.current && layerRef.current !== layer) layerRef.current.remove();
      layerRef.current = layer as ShapeLayer;
      watch.current(layer as ShapeLayer);
      (layer as ShapeLayer).pm.enable({ allowSelfIntersection: false });
      report.current(drawn);
    };
    const onRemove = ({ layer }: { layer: Layer }) => {
      if (layer !== layerRef.current) return;
      layerRef.current = null;
      report.current(null);
    };
    map.on('pm:create', onCreate);
    map.on('pm:remove', onRemove);
    return () => {
      map.off('pm:create', onCreate);
      map.off('pm:remove', onRemove);
      map.pm.disableDraw();
      map.pm.removeControls();
    };
  }, [map, readOnly, language, color, t]);

  // Redraws only when the form holds another shape than the one on the map.
  useEffect(() => {
    const current = layerRef.current;
    if (sameShape(current ? shapeOfLayer(current) : null, shape)) return;
    const next = shape ? layerOfShape(shape, { color }) : null;
    if (!next && current && shape && shapeOfLayer(current)?.type === shape.type) return;
    current?.remove();
    layerRef.current = next;
    if (!next) return;
    next.addTo(map);
    if (readOnly) return;
    watch.current(next);
    // The stored shape opens with its handles showing: its points can be dragged at once.
    next.pm.enable({ allowSelfIntersection: false });
  });

  useEffect(
    () => () => {
      layerRef.current?.remove();
      layerRef.current = null;
    },
    [],
  );

  return null;
}
