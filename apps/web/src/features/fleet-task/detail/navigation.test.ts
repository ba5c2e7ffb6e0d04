import { describe, expect, it } from 'vitest';
import { navSourceTarget } from './navigation';

const target = (query: string) => navSourceTarget(new URLSearchParams(query));

describe('navsource', () => {
  it('goes back to the Fleet Task list by default', () => {
    expect(target('')).toBe('/fleet-task/');
    expect(target('navsource=unknown-page')).toBe('/fleet-task/');
  });

  it('goes to the named route with the params of navsourceparam', () => {
    const params = encodeURIComponent(JSON.stringify({ id: 'do-1' }));
    expect(target(`navsource=delivery-detail&navsourceparam=${params}`)).toBe('/delivery/do-1');
    expect(target(`navsource=Delivery%20Detail&navsourceparam=${params}`)).toBe('/delivery/do-1');
    expect(target(`navsource=FleetTaskDetail&navsourceparam=${encodeURIComponent('{"id":"ft-9"}')}`)).toBe(
      '/fleet-task/ft-9',
    );
  });

  it('falls back to the list when the params are missing or not JSON', () => {
    expect(target('navsource=delivery-detail')).toBe('/fleet-task/');
    expect(target('navsource=delivery-detail&navsourceparam=%7Bbroken')).toBe('/fleet-task/');
  });
});
