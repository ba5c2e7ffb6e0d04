import type { Page } from 'playwright-core';
import { pick } from './form';
import { poll, toast } from './session';

/** The form in the open drawer of a master data page; gone once the drawer closes. */
export const drawer = (page: Page) => page.locator('.ant-drawer-body form');

/** A master data list by its caption ('Daftar alamat'). */
export const masterTable = (page: Page, caption: string) => page.getByRole('table', { name: caption });

/** Saves the drawer's form and waits for the toast and the list that follows. */
export async function saveDrawer(page: Page, toastText: string) {
  await drawer(page).getByRole('button', { name: 'Simpan', exact: true }).click();
  await poll(() => toast(page).textContent()).toContain(toastText);
  await poll(() => drawer(page).count()).toBe(0);
}

/** Types `text` in the list's search and answers the row that holds it. */
export async function searchRow(page: Page, caption: string, text: string) {
  await page.getByRole('searchbox', { name: 'Cari' }).fill(text);
  // The search is applied once it is in the address (after the typing pause), not before.
  await page.waitForURL((url) => url.searchParams.get('search') === text);
  const row = masterTable(page, caption).locator('tbody tr.ant-table-row').filter({ hasText: text });
  await row.waitFor();
  return row;
}

/**
 * The garage address drawer filled as a user does, its point a click beside the map's centre (the
 * picker fills Latitude and Longitude from the click), then saved.
 */
export async function addGarageOnMap(page: Page, garage: string) {
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
  await poll(() => form.locator('.leaflet-marker-icon').count()).toBe(1);
  await saveDrawer(page, `${garage} berhasil ditambahkan`);
}

/** Opens a master data tab by its name and waits for its address. */
export async function openTab(page: Page, tab: string, path: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

export interface NewVehicle {
  plate: string;
  /** An existing vehicle type, picked by its name. */
  type: string;
  imei: string;
  garage: string;
}

/** The 'Kendaraan' tab's drawer: plate, type, IMEI and home garage, saved. */
export async function addVehicle(page: Page, vehicle: NewVehicle) {
  await openTab(page, 'Kendaraan', '/master/vehicle');
  await page.getByRole('button', { name: 'Tambah Kendaraan' }).click();
  await drawer(page).getByLabel('Nomor Polisi').fill(vehicle.plate);
  await pick(page, 'Tipe Kendaraan', vehicle.type);
  await drawer(page).getByLabel('IMEI GPS').fill(vehicle.imei);
  await pick(page, 'Garasi Asal', vehicle.garage);
  await saveDrawer(page, `${vehicle.plate} berhasil ditambahkan`);
}

/** The 'Pengemudi' tab's drawer: name, email and phone, saved; answers the driver's row. */
export async function addDriver(page: Page, driver: { name: string; email: string; phone: string }) {
  await openTab(page, 'Pengemudi', '/master/driver');
  await page.getByRole('button', { name: 'Tambah Pengemudi' }).click();
  await drawer(page).getByLabel('Nama Pengemudi').fill(driver.name);
  await drawer(page).getByLabel('Email').fill(driver.email);
  await drawer(page).getByLabel('Nomor Telepon').fill(driver.phone);
  await saveDrawer(page, `${driver.name} berhasil ditambahkan`);
  return searchRow(page, 'Daftar pengemudi', driver.name);
}
