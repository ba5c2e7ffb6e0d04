import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { addDriver, addGarageOnMap, addVehicle, searchRow as search } from './steps/master';
import { type Api, apiAs, filter, logIn } from './steps/session';

const ADMIN = 'admin@demo.id';
const VM = '/api/vehicle-management/v1';

let browser: Browser;
let api: Api;

describe.skipIf(!hasChromium)('master data in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a garage on the map, a vehicle with a new IMEI at that garage, and a driver', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const stamp = String(Date.now());
    const garage = `Garasi Uji ${stamp}`;
    const plate = `B ${stamp.slice(-4)} UJI`;
    const imei = `86${stamp.slice(-13)}`;
    const driver = `Pengemudi Uji ${stamp}`;

    await logIn(page, ADMIN);
    await page.getByTestId('side-menu').getByText('Data Master', { exact: true }).click();
    await page.waitForURL(/\/master\/$/);

    await addGarageOnMap(page, garage);
    expect(await (await search(page, 'Daftar alamat', garage)).textContent()).toContain('Garasi');

    await addVehicle(page, { plate, type: 'CDD', imei, garage });
    expect(await (await search(page, 'Daftar kendaraan', plate)).textContent()).toContain(
      'Belum pernah melapor',
    );

    await addDriver(page, { name: driver, email: `uji${stamp}@contoh.id`, phone: '+6281298765432' });

    // Stored as the server sees them: the vehicle at the new garage, with its IMEI.
    const vehicles = await api<{ paginated_result: { imei: string; home_address: { name: string } }[] }>(
      'GET',
      `${VM}/vehicle?search=${encodeURIComponent(plate)}`,
    );
    expect(vehicles.paginated_result).toEqual([
      expect.objectContaining({ imei, home_address: expect.objectContaining({ name: garage }) }),
    ]);
    const garages = await api<{ paginated_result: { is_garage: boolean }[] }>(
      'GET',
      `${VM}/address?search=${encodeURIComponent(garage)}&${filter('is_garage eq true')}`,
    );
    expect(garages.paginated_result).toHaveLength(1);
    await page.close();
  });
});
