import type {
  DeliveryLoadResponse,
  FleetTask,
  FleetTaskSequence,
  SequenceActivityResponse,
} from '@armada/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';

dayjs.extend(utc);
dayjs.extend(timezone);

const baseUrl = inject('baseUrl');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';
const FLEET = '/api/fleet-planning/v1';
const COMPANY_ZONE = 'Asia/Jakarta';

let browser: Browser;
let token: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

const filter = (expression: string) => `filters=${encodeURIComponent(expression)}`;

interface Vehicle {
  id: number;
  driver: { id: number } | null;
}

/**
 * A task on its way with two demo orders, set up through the API as the pages would (create, fill
 * in, attach, then Draf, Dijadwalkan, Perjalanan), so the browser starts at the activity work.
 */
async function startedTaskWithTwoOrders(): Promise<FleetTask> {
  const garages = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=1&${filter('is_garage eq true')}`,
  );
  const vehicles = await api<{ result: Vehicle[] }>(
    'GET',
    `${FLEET}/nearest-vehicle?latitude=-6.2&longitude=106.85&available=true&limit=20`,
  );
  const orders = await api<{ paginated_result: { id: string }[] }>(
    'GET',
    `/api/order/v1/delivery-order?limit=2&${filter('shipment_type eq DIRECT')}&${filter('status.name eq OPEN')}`,
  );
  const garageId = garages.paginated_result[0]?.id;
  const vehicle = vehicles.result.find((candidate) => candidate.driver !== null);
  if (garageId === undefined || !vehicle || orders.paginated_result.length < 2) {
    throw new Error('The demo data lacks a garage, a free vehicle with a driver or two open direct orders');
  }
  const created = await api<FleetTask>('POST', `${FLEET}/fleet-task`);
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: garageId,
    end_address_id: garageId,
    vehicle_id: vehicle.id,
    driver_user_id: vehicle.driver?.id,
    expected_departure_on: new Date().toISOString(),
  });
  await api('PUT', `${FLEET}/fleet-task/${created.id}/delivery-order`, {
    delivery_order_ids: orders.paginated_result.map((order) => order.id),
  });
  let task = created;
  for (const status of ['DRAFT', 'SCHEDULED', 'STARTED']) {
    task = await api<FleetTask>('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status });
  }
  return task;
}

async function activitiesOf(taskId: string, type: SequenceActivityResponse['type']) {
  const sequence = await api<FleetTaskSequence>('GET', `${FLEET}/fleet-task/${taskId}/sequence`);
  return sequence.points.flatMap((point) => point.activities).filter((activity) => activity.type === type);
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('admin@demo.id');
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A small real JPEG, drawn and encoded by the browser itself. */
async function realJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 80, 60);
    context.fillStyle = '#fff';
    context.fillRect(20, 15, 40, 30);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** 'DD MMM YYYY HH:mm' in the company's zone and the picker's language, some minutes from now. */
function pickerTime(minutesFromNow: number): string {
  return dayjs().add(minutesFromNow, 'minute').tz(COMPANY_ZONE).locale('id').format('DD MMM YYYY HH:mm');
}

async function chooseFromRowMenu(page: Page, activity: SequenceActivityResponse, item: string) {
  const row = page.locator(`tr[id="${activity.id}"]`);
  await row.getByRole('button', { name: `Aksi ${activity.delivery_order.number}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function fillTime(dialog: Locator, page: Page, label: string, text: string) {
  await dialog.getByLabel(label).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Baik' }).click();
}

const toast = (page: Page) => page.locator('.ant-message');

async function completeActivity(
  page: Page,
  activity: SequenceActivityResponse,
  input: { name: string; minutesFromNow: number; photo?: Buffer },
) {
  await chooseFromRowMenu(page, activity, 'Selesaikan');
  const pickup = activity.type === 'PICKUP';
  const dialog = page.getByRole('dialog', {
    name: pickup ? 'Selesaikan Pengambilan' : 'Selesaikan Pengiriman',
  });
  await dialog.getByLabel(pickup ? 'Nama Pengirim' : 'Nama Penerima').fill(input.name);
  await fillTime(
    dialog,
    page,
    pickup ? 'Waktu Pengambilan' : 'Waktu Pengiriman',
    pickerTime(input.minutesFromNow),
  );
  if (input.photo) {
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bukti.jpg', mimeType: 'image/jpeg', buffer: input.photo });
    await dialog.locator('.ant-upload-list-item-done').waitFor();
  }
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const done = pickup ? 'berhasil diterima!' : 'berhasil terkirim!';
  await expect
    .poll(() => toast(page).textContent())
    .toContain(`Pengiriman ${activity.delivery_order.number} ${done}`);
  await dialog.waitFor({ state: 'hidden' });
}

describe.skipIf(!hasChromium)('the activity part of a trip in Chromium', () => {
  let task: FleetTask;

  beforeAll(async () => {
    browser = await launchChromium();
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.id', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    task = await startedTaskWithTwoOrders();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('completes each pickup with a photo, adjusts a load with a reason, completes each drop and ends', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page);
    await page.goto(`${baseUrl}/fleet-task/${task.id}`);
    const photo = await realJpeg(page);

    const pickups = await activitiesOf(task.id, 'PICKUP');
    expect(pickups).toHaveLength(2);
    for (const pickup of pickups) {
      await completeActivity(page, pickup, { name: 'Rudi Hartono', minutesFromNow: 2, photo });
    }

    // The first pickup's order: one load fewer, with a reason.
    const adjusted = pickups[0] as SequenceActivityResponse;
    const orderId = adjusted.delivery_order.id;
    const before = await api<{ paginated_result: DeliveryLoadResponse[] }>(
      'GET',
      `/api/order/v1/delivery-order/${orderId}/load?limit=1000`,
    );
    const load = before.paginated_result[0] as DeliveryLoadResponse;
    const reduced = Math.max(0, (load.quantity_picked ?? load.quantity) - 1);
    await chooseFromRowMenu(page, adjusted, 'Ubah Kuantitas Muatan');
    const adjust = page.getByRole('dialog', { name: 'Ubah Kuantitas Muatan' });
    const quantity = adjust.getByLabel(`Kuantitas aktual ${load.product.name}`);
    await quantity.fill(String(reduced));
    await adjust.getByText('Alasan perubahan wajib diisi').waitFor();
    await adjust.getByLabel(`Alasan perubahan ${load.product.name}`).fill('Satu kemasan rusak saat dimuat');
    await adjust.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() => toast(page).textContent())
      .toContain(
        `Kuantitas muatan pengambilan/pengiriman! ${adjusted.delivery_order.number} berhasil diubah!`,
      );
    const after = await api<{ paginated_result: DeliveryLoadResponse[] }>(
      'GET',
      `/api/order/v1/delivery-order/${orderId}/load?limit=1000`,
    );
    const changed = after.paginated_result.find((row) => row.id === load.id);
    expect(changed?.quantity_picked).toBe(reduced);
    expect(changed?.is_adjusted_picked).toBe(true);

    for (const drop of await activitiesOf(task.id, 'DROP')) {
      await completeActivity(page, drop, { name: 'Siti Aminah', minutesFromNow: 5 });
    }

    await page.getByRole('button', { name: 'Ubah Status' }).click();
    await page.getByRole('menuitem', { name: 'Selesai' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ubah Status' }).click();
    await page.waitForURL(`${baseUrl}/fleet-task/`);
    const ended = await api<FleetTask>('GET', `${FLEET}/fleet-task/${task.id}`);
    expect(ended.status.name).toBe('ENDED');
    await page.close();
  });

  it('shows the proof with its photo, and the load change in its history', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page);
    await page.goto(`${baseUrl}/fleet-task/${task.id}`);
    const [pickup] = await activitiesOf(task.id, 'PICKUP');
    if (!pickup) throw new Error('The task lost its pickups');

    await chooseFromRowMenu(page, pickup, 'Lihat Bukti');
    const proof = page.getByRole('dialog', {
      name: new RegExp(`Bukti Pengambilan ${pickup.delivery_order.number}`),
    });
    await proof.getByText('Rudi Hartono').waitFor();
    const image = proof.getByRole('img', { name: 'Foto 1' });
    await image.waitFor();
    // The signed link serves the stored photo to a plain <img>, without the login header.
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(80);
    await image.click();
    const download = page.getByRole('link', { name: 'Unduh foto' });
    expect(await download.getAttribute('download')).toBe('foto1.jpg');
    await page.locator('.ant-image-preview-img').waitFor();
    await page.keyboard.press('Escape');
    await download.waitFor({ state: 'hidden' });
    // Escape closed the preview only: the proof is still open.
    expect(await proof.isVisible()).toBe(true);
    await proof.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();

    await chooseFromRowMenu(page, pickup, 'Riwayat Perubahan Muatan');
    const history = page.getByRole('dialog', {
      name: `Perubahan Kuantitas Muatan #${pickup.delivery_order.number}`,
    });
    await history.getByText('Satu kemasan rusak saat dimuat').waitFor();
    expect(await history.textContent()).toContain('Diubah oleh');
    await page.close();
  });
});
