import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick } from './steps/form';
import { type Api, apiAs, filter, logIn, poll, toast } from './steps/session';

const ADMIN = 'admin@demo.id';
const VM = '/api/vehicle-management/v1';

let browser: Browser;
let api: Api;

// The form in the open drawer; gone once the drawer closes.
const drawer = (page: Page) => page.locator('.ant-drawer-body form');
const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

/** Saves the drawer's form and waits for the toast and the list that follows. */
async function save(page: Page, toastText: string) {
  await drawer(page).getByRole('button', { name: 'Simpan', exact: true }).click();
  await poll(() => toast(page).textContent()).toContain(toastText);
  await poll(() => drawer(page).count()).toBe(0);
}

async function search(page: Page, caption: string, text: string) {
  await page.getByRole('searchbox', { name: 'Cari' }).fill(text);
  // The search is applied once it is in the address (after the typing pause), not before.
  await page.waitForURL((url) => url.searchParams.get('search') === text);
  const row = table(page, caption).locator('tbody tr.ant-table-row').filter({ hasText: text });
  await row.waitFor();
  return row;
}

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

    await page.getByRole('button', { name: 'Tambah Alamat' }).click();
    const form = drawer(page);
    await form.getByLabel('Nama Alamat').fill(garage);
    await form.getByLabel('Alamat Lengkap').fill('Jl. Raya Cakung Cilincing Km 3');
    await form.getByLabel('Kota').fill('Jakarta Timur');
    await form.getByLabel('Provinsi').fill('DKI Jakarta');
    await form.getByRole('switch').click();
    const map = form.getByTestId('address-map');
    const box = await map.boundingBox();
    if (!box) throw new Error('The address map has no box');
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await poll(() => form.getByLabel('Latitude').inputValue()).not.toBe('');
    await expect(form.locator('.leaflet-marker-icon').count()).resolves.toBe(1);
    await save(page, `${garage} berhasil ditambahkan`);
    expect(await (await search(page, 'Daftar alamat', garage)).textContent()).toContain('Garasi');

    await page.getByRole('tab', { name: 'Kendaraan', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/master/vehicle');
    await page.getByRole('button', { name: 'Tambah Kendaraan' }).click();
    await drawer(page).getByLabel('Nomor Polisi').fill(plate);
    await pick(page, 'Tipe Kendaraan', 'CDD');
    await drawer(page).getByLabel('IMEI GPS').fill(imei);
    await pick(page, 'Garasi Asal', garage);
    await save(page, `${plate} berhasil ditambahkan`);
    expect(await (await search(page, 'Daftar kendaraan', plate)).textContent()).toContain(
      'Belum pernah melapor',
    );

    await page.getByRole('tab', { name: 'Pengemudi', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/master/driver');
    await page.getByRole('button', { name: 'Tambah Pengemudi' }).click();
    await drawer(page).getByLabel('Nama Pengemudi').fill(driver);
    await drawer(page).getByLabel('Email').fill(`uji${stamp}@contoh.id`);
    await drawer(page).getByLabel('Nomor Telepon').fill('+6281298765432');
    await save(page, `${driver} berhasil ditambahkan`);
    await search(page, 'Daftar pengemudi', driver);

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
