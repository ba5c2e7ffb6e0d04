import type { Page } from 'playwright-core';

/**
 * A point of the map's box where a click lands on the map itself: not on a reference address, the
 * toolbar or a control (a click there would not place a vertex), searched around the wanted offset.
 */
export async function freeSpot(page: Page, dx: number, dy: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('geofence-map').boundingBox();
  if (!box) throw new Error('The geofence map has no box');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  for (const shift of [0, 12, -12, 24, -24, 36, -36]) {
    const spot = { x: centre.x + dx + shift, y: centre.y + dy + shift };
    const free = await page.evaluate(({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return (
        element !== null &&
        element.closest('.leaflet-container') !== null &&
        element.closest('.leaflet-marker-icon, .leaflet-control, .leaflet-interactive') === null
      );
    }, spot);
    if (free) return spot;
  }
  throw new Error(`No free spot of the map near ${dx}, ${dy}`);
}
