import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DriverTaskDetail, DriverTaskSummary } from '@armada/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { startServerWithDemo, stopServer } from './steps/own-server';
import { DEMO_PASSWORD, FLEET, poll } from './steps/session';

/*
 * Issue 18 'Done when': driver@demo.id runs the demo's scheduled task from a 390 px phone. The
 * company's DO status source is Smart Driver, so the phone's own GPS (a moving geolocation override)
 * completes the pickup stop; a drop is completed with a camera photo while the phone has no signal
 * and is sent when it is back; the dispatcher then sees each stop's proof and the phone's path.
 * The journey changes the demo company's settings, so it runs on a server and demo of its own.
 */

const DRIVER = 'driver@demo.id';
const ADMIN = 'admin@demo.id';
const RECEIVER = 'Ibu Sari (admin gudang)';
/** The stop-visit rule's minimum dwell (MIN_STOP_DWELL_MS, 60 s) with a margin for the 10 s sender. */
const DWELL_MS = 75_000;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

let browser: Browser;
let server: ChildProcess;
let baseUrl: string;
let dataDir: string;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `driver-${name}.png`), fullPage: true });
}

async function tokenOf(email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login of ${email}: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A camera-sized photo (4000 x 3000 of noise, several MB as JPEG): the phone must shrink it. */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const image = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < image.data.length; index++) image.data[index] = (index * 2654435761) % 251;
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.98);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** An activity on the task page: a region named by its type and order, 'Kirim DO-…'. */
const activityRegion = (
  page: Page,
  activity: { type: 'PICKUP' | 'DROP'; delivery_order: { number: string } },
) =>
  page.getByRole('region', {
    name: `${activity.type === 'PICKUP' ? 'Ambil' : 'Kirim'} ${activity.delivery_order.number}`,
  });

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: -6.2, longitude: 106.85 },
  });
  await context.grantPermissions(['geolocation'], { origin: baseUrl });
  const page = await context.newPage();
  return { context, page };
}

describe.skipIf(!hasChromium)(
  "the driver's phone in Chromium: a whole trip, a stretch without signal",
  () => {
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'armada-e2e-driver-'));
      const started = await startServerWithDemo(dataDir);
      server = started.server;
      baseUrl = started.url;
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await stopServer(server);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('starts the scheduled task, lets phone GPS complete the pickup, queues a drop offline and sends it', {
      timeout: 420_000,
    }, async () => {
      const admin = await tokenOf(ADMIN);
      const driver = await tokenOf(DRIVER);
      // The company's DO status source is the driver's phone: the demo task is switched with it, as the
      // dispatcher would in the task's form.
      // The company's DO status source is the driver's phone (the demo task was planned with it).
      await call(admin, 'PATCH', `${FLEET}/setting`, {
        autocomplete_source: 'Smart Driver',
        is_autocomplete_on: true,
      });
      const tasks = await call<{ paginated_result: DriverTaskSummary[] }>(
        driver,
        'GET',
        `${FLEET}/driver-app/fleet-task`,
      );
      const scheduled = tasks.paginated_result.find((task) => task.status === 'SCHEDULED');
      if (!scheduled) throw new Error('the demo has no scheduled task for driver@demo.id');
      expect(scheduled.autocomplete_source).toBe('Smart Driver');
      const plan = await call<DriverTaskDetail>(
        driver,
        'GET',
        `${FLEET}/driver-app/fleet-task/${scheduled.id}`,
      );
      const stops = plan.stops.filter((stop) => stop.type === 'DEFAULT');
      const pickupStop = stops.find((stop) => stop.activities.some((activity) => activity.type === 'PICKUP'));
      const dropStop = stops.find((stop) => stop.activities.some((activity) => activity.type === 'DROP'));
      if (!pickupStop?.address || !dropStop?.address)
        throw new Error('the demo task has no pickup and drop stops');

      const { context, page } = await phone();
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').fill(DRIVER);
      await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/driver'));
      await page.getByRole('heading', { name: 'Tugas Saya' }).waitFor();
      await shot(page, 'list');

      // Start the trip from the task's page.
      await page.getByRole('link', { name: `Buka tugas ${scheduled.number}` }).click();
      await page.getByRole('button', { name: 'Mulai Perjalanan' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ya' }).click();
      await page.getByText('Pelacakan aktif').waitFor();
      const navigate = page.getByRole('link', { name: 'Navigasi' }).first();
      expect(await navigate.getAttribute('href')).toContain('google.com/maps/dir/?api=1&destination=');
      // While the trip runs, tracking cannot be paused.
      expect(await page.getByRole('button', { name: 'Jeda Pelacakan' }).isDisabled()).toBe(true);
      await shot(page, 'task-started');

      // Phone GPS: arrive at the pickup stop, stay over the dwell, leave. Smart Driver completes it.
      const task = await call<{ driver_user_id: number }>(
        admin,
        'GET',
        `${FLEET}/fleet-task/${scheduled.id}`,
      );
      const phoneFixes = async () => {
        const window = new URLSearchParams({
          from: new Date(Date.now() - 3_600_000).toISOString(),
          to: new Date(Date.now() + 60_000).toISOString(),
        });
        const track = await call<{ positions: { latitude: number; recorded_on: string }[] }>(
          admin,
          'GET',
          `/api/telemetry/v1/driver/${task.driver_user_id}/track?${window}`,
        );
        return track.positions;
      };
      const at = pickupStop.address;
      await context.setGeolocation({ latitude: at.latitude, longitude: at.longitude });
      // The phone's fix at the stop reaches the server under the driver's device (the 10 s sender).
      await expect
        .poll(async () => (await phoneFixes()).some((fix) => Math.abs(fix.latitude - at.latitude) < 1e-6), {
          timeout: 30_000,
        })
        .toBe(true);
      await page.waitForTimeout(DWELL_MS);
      const away = { latitude: dropStop.address.latitude + 0.05, longitude: dropStop.address.longitude };
      await context.setGeolocation(away);
      await expect
        .poll(async () => (await phoneFixes()).some((fix) => Math.abs(fix.latitude - away.latitude) < 1e-6), {
          timeout: 30_000,
        })
        .toBe(true);
      const pickupIds = pickupStop.activities.map((activity) => activity.id);
      await poll(async () => {
        const detail = await call<DriverTaskDetail>(
          driver,
          'GET',
          `${FLEET}/driver-app/fleet-task/${scheduled.id}`,
        );
        return detail.stops
          .flatMap((stop) => stop.activities)
          .filter((activity) => pickupIds.includes(activity.id))
          .every((activity) => activity.status === 'COMPLETED');
      }).toBe(true);
      await page.reload();
      for (const pickup of pickupStop.activities) {
        await activityRegion(page, pickup).getByText('Selesai', { exact: true }).waitFor();
      }

      // No signal: the drop is completed on the phone with a camera photo and waits in the queue.
      const drop = dropStop.activities.find((activity) => activity.type === 'DROP');
      if (!drop) throw new Error('no drop');
      const photo = await cameraJpeg(page);
      expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
      await context.setOffline(true);
      await page.getByText('Anda sedang offline').waitFor();
      await activityRegion(page, drop).getByRole('button', { name: 'Selesaikan' }).click();
      await page.getByRole('heading', { name: 'Selesaikan Pengiriman' }).waitFor();
      await page.getByLabel('Nama Penerima').fill(RECEIVER);
      await page
        .locator('input[type="file"][aria-label="Ambil Foto"]')
        .setInputFiles({ name: 'kamera.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('img', { name: 'Foto 1' }).waitFor();
      await shot(page, 'offline-form');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await page.getByText('1 menunggu dikirim').waitFor();
      await shot(page, 'offline-queue');

      // Signal again: the queue empties by itself and the proof is on the server.
      await context.setOffline(false);
      try {
        await activityRegion(page, drop).getByText('Selesai', { exact: true }).waitFor({ timeout: 60_000 });
      } catch (error) {
        await shot(page, 'online-failed');
        throw error;
      }
      expect(await page.getByText('1 menunggu dikirim').count()).toBe(0);
      const sent = await call<DriverTaskDetail>(
        driver,
        'GET',
        `${FLEET}/driver-app/fleet-task/${scheduled.id}`,
      );
      const proof = sent.stops
        .flatMap((stop) => stop.activities)
        .find((activity) => activity.id === drop.id)?.proof;
      expect(proof?.contact_person_name).toBe(RECEIVER);
      expect(proof?.attachments).toHaveLength(1);
      expect(proof?.attachments[0]?.size_bytes).toBeLessThan(2 * 1024 * 1024);
      expect(proof?.completed_by?.name).toBe('Budi Santoso');

      // The rest of the route by hand, online: the other order's pickup and drop.
      const rest = sent.stops
        .flatMap((stop) => stop.activities)
        .filter((activity) => activity.status === 'UNCOMPLETED');
      for (const activity of rest) {
        await activityRegion(page, activity).getByRole('button', { name: 'Selesaikan' }).click();
        await page.getByLabel(activity.type === 'PICKUP' ? 'Nama Pengirim' : 'Nama Penerima').fill(RECEIVER);
        await page.getByRole('button', { name: 'Simpan' }).click();
        await activityRegion(page, activity)
          .getByText('Selesai', { exact: true })
          .waitFor({ timeout: 30_000 });
      }

      // The dispatcher: the drop's proof with the phone's photo, and the phone's path on the map.
      const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await desk.goto(`${baseUrl}/login`);
      await desk.getByLabel('Email').fill(ADMIN);
      await desk.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
      await desk.getByRole('button', { name: 'Masuk' }).click();
      await desk.waitForURL((url) => !url.pathname.startsWith('/login'));
      await desk.goto(`${baseUrl}/fleet-task/${scheduled.id}`);
      await desk.locator(`tr[id="${drop.id}"]`).getByRole('button', { name: 'Lihat Bukti' }).click();
      const proofModal = desk.getByRole('dialog', {
        name: new RegExp(`Bukti Pengiriman ${drop.delivery_order.number}`),
      });
      await proofModal.getByText(RECEIVER).waitFor();
      const image = proofModal.getByRole('img', { name: 'Foto 1' });
      await poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await proofModal.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
      await desk.getByRole('button', { name: 'Lacak Kendaraan' }).click();
      const map = desk.getByRole('dialog', { name: `Lacak Kendaraan ${scheduled.number}` });
      await poll(() => map.locator('.leaflet-overlay-pane path').count()).toBe(2);
      await expect(map.getByText(/Jejak GPS tidak tersedia/).count()).resolves.toBe(0);
      await desk.close();
      await context.close();
    });
  },
);
