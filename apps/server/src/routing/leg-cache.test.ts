import { describe, expect, it } from 'vitest';
import { LegCache, legKey, roundCoordinate } from './leg-cache';

const leg = (distanceMeters: number) => ({ distanceMeters, durationSeconds: distanceMeters / 10 });

describe('LegCache', () => {
  it('forgets the least recently used leg once it is full', () => {
    const cache = new LegCache(2);
    cache.set('a', leg(1));
    cache.set('b', leg(2));
    cache.get('a');
    cache.set('c', leg(3));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([leg(1), undefined, leg(3)]);
    expect(cache.size).toBe(2);
  });

  it('replaces a leg stored again under the same key without growing', () => {
    const cache = new LegCache(2);
    cache.set('a', leg(1));
    cache.set('a', leg(5));
    expect(cache.get('a')).toEqual(leg(5));
    expect(cache.size).toBe(1);
  });

  it.each([0, -1, 1.5])('refuses a size of %d', (size) => {
    expect(() => new LegCache(size)).toThrow(RangeError);
  });
});

describe('legKey', () => {
  const jakarta = { latitude: -6.2146, longitude: 106.8451 };
  const bandung = { latitude: -6.9025, longitude: 107.6187 };

  it('gives the same key to coordinates that differ below about a metre', () => {
    const nudged = { latitude: -6.214601, longitude: 106.845104 };
    expect(legKey(nudged, bandung)).toBe(legKey(jakarta, bandung));
    expect(legKey(jakarta, bandung)).toBe('-6.2146,106.8451;-6.9025,107.6187');
  });

  it('tells the two directions of a leg apart', () => {
    expect(legKey(jakarta, bandung)).not.toBe(legKey(bandung, jakarta));
  });

  it.each([
    [106.845123456, 106.84512],
    [-6.214616, -6.21462],
    [-0.000001, 0],
  ])('rounds %d to %d', (value, rounded) => {
    expect(Object.is(roundCoordinate(value), rounded)).toBe(true);
  });
});
