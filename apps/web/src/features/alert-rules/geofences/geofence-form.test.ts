import { describe, expect, it } from 'vitest';
import { type GeofenceFormValues, geofenceFormResolverSchema, geofenceInputOf } from './geofence-form';

const SHAPE_MESSAGE =
  'Bentuk geofence tidak valid: lingkaran perlu titik pusat dan radius 10 sampai 100.000 m, poligon perlu 3 sampai 1.000 titik.';
const square = [
  { latitude: -6.2, longitude: 106.8 },
  { latitude: -6.2, longitude: 106.81 },
  { latitude: -6.21, longitude: 106.81 },
];
const values = (overrides: Partial<GeofenceFormValues>): GeofenceFormValues => ({
  fenceName: 'Pool Cakung',
  serviceLocType: 'GARAGE',
  address: '',
  type: 'CIRCLE',
  center: { latitude: -6.18, longitude: 106.93 },
  radiusM: 200,
  polygon: square,
  ...overrides,
});
const issues = (input: GeofenceFormValues) =>
  geofenceFormResolverSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('geofence form values', () => {
  it("sends only the chosen type's shape, the other emptied, and a blank address as null", () => {
    expect(geofenceInputOf(values({ type: 'POLYGON', address: '  ' }))).toEqual({
      fenceName: 'Pool Cakung',
      type: 'POLYGON',
      serviceLocType: 'GARAGE',
      address: null,
      center: null,
      radiusM: null,
      polygon: square,
    });
    expect(geofenceInputOf(values({ type: 'CIRCLE' }))).toMatchObject({ polygon: null, radiusM: 200 });
  });

  it.each([
    ['a radius under 10 m, on the radius', values({ radiusM: 9 }), 'radiusM'],
    ['a radius over 100,000 m, on the radius', values({ radiusM: 100_001 }), 'radiusM'],
    ['a circle without centre, on the centre', values({ center: null }), 'center'],
    [
      'a polygon of two points, on the polygon',
      values({ type: 'POLYGON', polygon: square.slice(0, 2) }),
      'polygon',
    ],
    ['a polygon never drawn, on the polygon', values({ type: 'POLYGON', polygon: null }), 'polygon'],
  ])('refuses %s with the catalogue message', (_, input, path) => {
    expect(issues(input)).toEqual([[path, SHAPE_MESSAGE]]);
  });

  it('accepts the edges of the shape rule: 10 m, 100,000 m and 3 points', () => {
    expect(issues(values({ radiusM: 10 }))).toBeUndefined();
    expect(issues(values({ radiusM: 100_000 }))).toBeUndefined();
    expect(issues(values({ type: 'POLYGON', center: null, radiusM: null }))).toBeUndefined();
  });

  it("ignores the other type's broken shape: a polygon form with a half-typed centre is valid", () => {
    expect(issues(values({ type: 'POLYGON', center: { latitude: 1, longitude: null } }))).toBeUndefined();
  });
});
