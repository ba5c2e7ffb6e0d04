import { Circle, Marker, Polygon, Rectangle } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { layerOfShape, sameShape, shapeOfLayer } from './shape';

describe('a drawn layer as geofence fields', () => {
  it('reads a circle as its centre (6 decimals) and its radius in whole metres', () => {
    expect(shapeOfLayer(new Circle([-6.123456789, 106.987654321], { radius: 250.6 }))).toEqual({
      type: 'CIRCLE',
      center: { latitude: -6.123457, longitude: 106.987654 },
      radiusM: 251,
      polygon: null,
    });
  });

  it("reads a polygon's outer ring without the closing point or a point repeated by a double click", () => {
    const polygon = new Polygon([
      [-6.2, 106.8],
      [-6.2, 106.81],
      [-6.2, 106.81],
      [-6.21, 106.81],
      [-6.2, 106.8],
    ]);
    expect(shapeOfLayer(polygon)).toEqual({
      type: 'POLYGON',
      center: null,
      radiusM: null,
      polygon: [
        { latitude: -6.2, longitude: 106.8 },
        { latitude: -6.2, longitude: 106.81 },
        { latitude: -6.21, longitude: 106.81 },
      ],
    });
  });

  it('reads a rectangle as a polygon of its four corners', () => {
    const shape = shapeOfLayer(
      new Rectangle([
        [-6.21, 106.8],
        [-6.2, 106.81],
      ]),
    );
    expect(shape?.type).toBe('POLYGON');
    expect(shape?.polygon).toHaveLength(4);
  });

  it('ignores any other layer', () => {
    expect(shapeOfLayer(new Marker([-6.2, 106.8]))).toBeNull();
  });
});

describe('geofence fields as a layer', () => {
  it('draws a stored circle and a stored polygon that read back as the same shape', () => {
    const circle = {
      type: 'CIRCLE' as const,
      center: { latitude: -6.2, longitude: 106.8 },
      radiusM: 300,
      polygon: null,
    };
    const polygon = {
      type: 'POLYGON' as const,
      center: null,
      radiusM: null,
      polygon: [
        { latitude: -6.2, longitude: 106.8 },
        { latitude: -6.2, longitude: 106.81 },
        { latitude: -6.21, longitude: 106.81 },
      ],
    };
    for (const shape of [circle, polygon]) {
      const layer = layerOfShape(shape, { color: '#1677ff' });
      expect(layer && sameShape(shapeOfLayer(layer), shape)).toBe(true);
    }
  });

  it('draws nothing for a half-typed centre or a radius not above zero', () => {
    const base = { type: 'CIRCLE' as const, polygon: null };
    expect(
      layerOfShape(
        { ...base, center: { latitude: -6.2, longitude: Number.NaN }, radiusM: 200 },
        { color: '#000' },
      ),
    ).toBeNull();
    expect(
      layerOfShape({ ...base, center: { latitude: -6.2, longitude: 106.8 }, radiusM: 0 }, { color: '#000' }),
    ).toBeNull();
  });
});
