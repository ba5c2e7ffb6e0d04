import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick } from './steps/form';
import { freeSpot } from './steps/geofence-map';
import { type Api, apiAs, baseUrl, logIn, poll } from './steps/session';

const ADMIN = 'admin@demo.id';

let browser: Browser;
let api: Api;

interface StoredFence {
  geofenceId: number;
  fenceName: string;
  type: string;
  polygon: { latitude: number; longitude: number }[] | null;
}

/** The geofence of that name as the server stores it. */
async function storedFence(name: string): Promise<StoredFence | undefined> {
  const answer = await api<{ geofences: { geofences: { data: StoredFence[] } } }>('POST', '/api/graphql', {
    query: `query($filter: GeofenceFilter) { geofences(filter: $filter) { isSuccessful
      geofences { data { geofenceId fenceName type polygon { latitude longitude } } } } }`,
    variables: { filter: { search: name } },
  });
  return answer.geofences.geofences.data.find((fence) => fence.fenceName === name);
}

describe.skipIf(!hasChromium)('geofences in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("draws a polygon with geoman's toolbar, saves it, finds it in the list and reopens its shape", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const name = `Kawasan Uji ${Date.now()}`;
    await logIn(page, ADMIN);
    await page.goto(`${baseUrl}/notification/geofence/`);
    await page.getByRole('button', { name: 'Tambah Geofence' }).click();
    await page.waitForURL(/\/notification\/geofence\/new$/);

    await page.getByLabel('Nama Geofence').fill(name);
    await pick(page, 'Tipe Lokasi', 'Gudang');
    // Three vertices with the mouse, the first one clicked again to close the polygon.
    const spots = [
      await freeSpot(page, -80, -60),
      await freeSpot(page, 80, -60),
      await freeSpot(page, 0, 80),
    ];
    await page.getByRole('button', { name: 'Gambar poligon' }).click();
    for (const spot of spots) await page.mouse.click(spot.x, spot.y);
    const [first] = spots;
    if (!first) throw new Error('No first vertex');
    await page.mouse.click(first.x, first.y);
    await poll(() => page.getByTestId('polygon-summary').textContent()).toBe('Poligon dengan 3 titik');
    await page.getByRole('button', { name: 'Simpan' }).click();

    await page.waitForURL(/\/notification\/geofence\/$/);
    await page.getByRole('searchbox').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Poligon, 3 titik');
    expect(await row.textContent()).toContain('Gudang');
    const stored = await storedFence(name);
    expect(stored).toMatchObject({ type: 'POLYGON' });
    expect(stored?.polygon).toHaveLength(3);

    await row.getByRole('link', { name }).click();
    await page.waitForURL(/\/notification\/geofence\/\d+$/);
    await poll(() => page.getByTestId('polygon-summary').textContent()).toBe('Poligon dengan 3 titik');
    // The stored polygon is on the map with its three vertex handles, where it was drawn.
    const area = page.getByTestId('geofence-map').locator('path.leaflet-interactive');
    await poll(() => area.count()).toBe(1);
    await poll(() =>
      page.getByTestId('geofence-map').locator('.marker-icon:not(.cursor-marker)').count(),
    ).toBeGreaterThanOrEqual(3);
    await page.close();
  });
});
