import type { FleetTask } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { createDirectOrders, type OwnOrder } from './steps/fixtures';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn, poll, TASK_PATH, toast } from './steps/session';
import { changeStatus } from './steps/status';

const ADMIN = 'admin@demo.id';
const VENDOR = 'vendor@demo.id';
/** The demo seed's vendor that is vendor@demo.id's company on the platform. */
const PAIRED_VENDOR = 'PT Mitra Angkut Sejahtera';

let browser: Browser;
let sender: Api;

/**
 * A Draf of the demo's transport company for its paired vendor, made through the API as its pages
 * would: garages, one open order, Draf, then the vendor.
 */
async function draftForVendor(orderId: string): Promise<FleetTask> {
  const garages = await sender<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=1&${filter('is_garage eq true')}`,
  );
  const vendors = await sender<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vendor-management/v1/vendor?${filter(`name eq ${PAIRED_VENDOR}`)}`,
  );
  const garageId = garages.paginated_result[0]?.id;
  const vendorId = vendors.paginated_result[0]?.id;
  if (garageId === undefined || vendorId === undefined)
    throw new Error('The demo data lacks a garage or its vendor');
  const created = await sender<FleetTask>('POST', `${FLEET}/fleet-task`);
  await sender('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: garageId,
    end_address_id: garageId,
    expected_departure_on: new Date(Date.UTC(2027, 5, 1, 1, 0)).toISOString(),
  });
  await sender('PUT', `${FLEET}/fleet-task/${created.id}/delivery-order`, { delivery_order_ids: [orderId] });
  await sender('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status: 'DRAFT' });
  // The vendor is chosen once the orders are in: changing the orders clears a chosen vendor, whose
  // offer was for the route as it was (clearVendorAfterSequenceChange, fleet-task-planning.md section 4).
  return sender<FleetTask>('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    send_by: 'VENDOR',
    vendor_id: vendorId,
  });
}

/** The same Draf, then 'Kirim Ke Vendor' through the API. */
async function sendTaskToVendor(orderId: string): Promise<FleetTask> {
  const draft = await draftForVendor(orderId);
  return sender<FleetTask>('POST', `${FLEET}/fleet-task/${draft.id}/transition`, {
    status: 'WAITING_FOR_VENDOR',
  });
}

async function openRequest(page: Page, number: string) {
  await page.goto(`${baseUrl}/vendor-request/`);
  await page.getByRole('searchbox', { name: 'Cari' }).fill(number);
  await page
    .getByRole('table', { name: 'Daftar permintaan vendor' })
    .getByRole('link', { name: number })
    .click();
  await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
}

describe.skipIf(!hasChromium)('vendor requests in Chromium', () => {
  let accepted: FleetTask;
  let rejected: FleetTask;

  beforeAll(async () => {
    browser = await launchChromium();
    sender = await apiAs(ADMIN);
    // Orders of its own: the demo's open ones may already be on another test's tasks.
    const [first, second] = (await createDirectOrders(sender, 2)) as [OwnOrder, OwnOrder];
    accepted = await draftForVendor(first.id);
    rejected = await sendTaskToVendor(second.id);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("admin@demo.id sends a Draf to the vendor, vendor@demo.id accepts it in the browser, and the sender's task shows it", async () => {
    const adminPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(adminPage, ADMIN);
    await adminPage.goto(`${baseUrl}/fleet-task/${accepted.id}`);
    await poll(() => adminPage.getByTestId('task-status').textContent()).toBe('Draf');
    expect(await changeStatus(adminPage, 'Menunggu Vendor')).toEqual(['Draf', 'Menunggu Vendor']);
    const sent = await sender<FleetTask>('GET', `${FLEET}/fleet-task/${accepted.id}`);
    expect(sent.status.name).toBe('WAITING_FOR_VENDOR');
    await adminPage.close();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, VENDOR);
    const menuItem = page.getByTestId('side-menu').getByRole('menuitem', { name: /Permintaan Vendor/ });
    await poll(() => menuItem.textContent()).toMatch(/menunggu jawaban/);
    await menuItem.click();
    await page.waitForURL(/\/vendor-request\/$/);
    await openRequest(page, accepted.number);
    expect(await page.getByText('PT Armada Nusantara Logistik').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Terima' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Terima' }).click();
    await page.waitForURL(TASK_PATH);
    await poll(() => toast(page).textContent()).toContain('Permintaan diterima');
    await page.close();

    const senderPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(senderPage, ADMIN);
    await senderPage.goto(`${baseUrl}/fleet-task/${accepted.id}`);
    await senderPage.getByText('Permintaan diterima oleh Vendor').first().waitFor();
    await senderPage.close();
  });

  it('rejects another one with its reason on a 390 px wide phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(page, VENDOR);
    await openRequest(page, rejected.number);
    await page.getByRole('button', { name: 'Tolak' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Alasan Penolakan/ }).fill('Armada penuh minggu ini');
    await dialog.getByRole('button', { name: 'Tolak Permintaan' }).click();
    await poll(() => toast(page).textContent()).toContain('Permintaan ditolak.');
    await page.getByText('Armada penuh minggu ini').waitFor();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
    const task = await sender<FleetTask>('GET', `${FLEET}/fleet-task/${rejected.id}`);
    expect(task.status.name).toBe('REJECTED_BY_VENDOR');
    const senderPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(senderPage, ADMIN);
    await senderPage.goto(`${baseUrl}/fleet-task/${rejected.id}`);
    await senderPage.getByText('Permintaan ditolak oleh Vendor').first().waitFor();
    // The sender reads the vendor's reason on the banner.
    await senderPage
      .getByRole('alert')
      .getByText(/Alasan Penolakan: Armada penuh minggu ini/)
      .waitFor();
    await senderPage.close();
  });
});
