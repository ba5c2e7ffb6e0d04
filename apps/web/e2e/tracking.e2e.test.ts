import type { FleetTask } from '@armada/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { createDirectOrders, createDraft, demoGarage, type VehicleChoice } from './steps/fixtures';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn, poll } from './steps/session';

let browser: Browser;
let api: Api;

interface Vehicle {
  id: number;
  license_plate: string;
  imei: string | null;
  driver: { id: number } | null;
}

/** A task made through the API as the page would, then moved along the status path. */
async function createTask(input: VehicleChoice & { garageId: number; day: number; path: readonly string[] }) {
  const [order] = await createDirectOrders(api, 1);
  const departure = new Date(Date.UTC(2027, 3, 1, 1, 0) + input.day * 86_400_000).toISOString();
  const { task: draft, vehicle } = await createDraft(api, {
    ...input,
    departure,
    orderIds: [(order as { id: string }).id],
    // The vehicle reports positions: it needs a GPS device.
    accept: (candidate) => candidate.imei !== null,
  });
  let task = draft;
  for (const status of input.path) {
    task = await api<FleetTask>('POST', `${FLEET}/fleet-task/${draft.id}/transition`, { status });
  }
  return { task, vehicle };
}

/** What a vehicle's GPS device sends (OsmAnd protocol, as Traccar Client does). */
async function report(vehicle: Vehicle, latitude: number, longitude: number) {
  const query = new URLSearchParams({
    id: vehicle.imei ?? '',
    lat: String(latitude),
    lon: String(longitude),
    timestamp: String(Math.floor(Date.now() / 1000)),
  });
  const response = await fetch(`${baseUrl}/api/telemetry/osmand?${query}`);
  if (!response.ok) throw new Error(`osmand: ${response.status} ${await response.text()}`);
}

/** The track link names the deployment's PUBLIC_URL; the test server is elsewhere, the path is the same. */
const trackPath = (task: FleetTask) => new URL(task.track_link).pathname;

describe.skipIf(!hasChromium)('tracking in Chromium', () => {
  let scheduled: FleetTask;
  let started: FleetTask;
  let movingVehicle: Vehicle;
  let activeVehicles: Vehicle[];

  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs('dispatcher@demo.id');
    activeVehicles = (
      await api<{ paginated_result: Vehicle[] }>(
        'GET',
        `/api/vehicle-management/v1/vehicle?limit=1000&${filter('is_active eq true')}`,
      )
    ).paginated_result;
    const garageId = await demoGarage(api);
    const day = Math.floor(Math.random() * 300);
    const first = await createTask({ garageId, day, path: ['SCHEDULED'] });
    scheduled = first.task;
    const second = await createTask({
      garageId,
      day: day + 2,
      path: ['SCHEDULED', 'STARTED'],
      exclude: [first.vehicle.id],
      freeNow: true,
    });
    started = second.task;
    movingVehicle = second.vehicle;
    await report(movingVehicle, -6.21, 106.86);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens a task's public page without login, with its FO number, status and points", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${trackPath(scheduled)}`);
    await poll(() => page.getByTestId('track-number').textContent()).toBe(scheduled.number);
    expect(await page.getByTestId('track-status').textContent()).toBe('Dijadwalkan');
    const stops = page.getByTestId('track-stop');
    // Start, at least one stop with the order, end.
    expect(await stops.count()).toBeGreaterThanOrEqual(3);
    expect(await stops.first().textContent()).toContain('Titik Awal');
    expect(await stops.last().textContent()).toContain('Titik Akhir');
    expect(await page.getByRole('region', { name: `Peta pengiriman ${scheduled.number}` }).isVisible()).toBe(
      true,
    );
    // Nobody logged in: the page did not send anyone to /login.
    expect(new URL(page.url()).pathname).toBe(trackPath(scheduled));
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('token')))).toBe(
      false,
    );

    await page.goto(`${baseUrl}/track/no-such-token`);
    await page.getByText('Tautan pelacakan tidak ditemukan').waitFor();
    await context.close();
  });

  it('lists the demo vehicles in the live view and centres the one of the link', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'dispatcher@demo.id');
    await page.goto(`${baseUrl}/liveview-2/?type=vehicle&vehicleId=${movingVehicle.id}`);
    const list = page.getByRole('navigation', { name: 'Daftar kendaraan' });
    await poll(() => list.getByTestId('vehicle-item').count()).toBe(activeVehicles.length);
    const listText = await list.textContent();
    for (const vehicle of activeVehicles) expect(listText).toContain(vehicle.license_plate);
    expect(
      await list.getByTestId('vehicle-item').and(page.locator('[aria-current="true"]')).textContent(),
    ).toContain(movingVehicle.license_plate);
    const map = page.getByRole('region', { name: 'Peta kendaraan' });
    await map.getByRole('button', { name: movingVehicle.license_plate }).waitFor();
    await expect
      .poll(() => page.locator('.leaflet-popup-content').textContent())
      .toContain(movingVehicle.license_plate);
    await page.close();
  });

  it("opens 'Lacak Kendaraan' on a task in Perjalanan: the map shows the vehicle by its plate, moving", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    await logIn(page, 'dispatcher@demo.id');
    await page.goto(`${baseUrl}/fleet-task/${started.id}`);
    await page.getByRole('button', { name: 'Lacak Kendaraan' }).click();
    const popup = page.getByRole('dialog', { name: `Lacak Kendaraan ${started.number}` });
    const vehicleMarker = popup.getByRole('button', { name: movingVehicle.license_plate });
    await vehicleMarker.waitFor();
    const before = await vehicleMarker.evaluate((element) => (element as HTMLElement).style.transform);

    await report(movingVehicle, -6.3, 107.0);
    // The view polls every 10 seconds: the marker moves without a reload.
    await expect
      .poll(() => vehicleMarker.evaluate((element) => (element as HTMLElement).style.transform), {
        timeout: 20_000,
      })
      .not.toBe(before);

    await popup.getByRole('button', { name: 'Bagikan' }).click();
    const share = page.getByRole('dialog', { name: 'Bagikan Tautan Pelacakan' });
    expect(await share.getByLabel('Tautan pelacakan').inputValue()).toBe(started.track_link);
    await share.getByRole('button', { name: 'Salin Tautan' }).click();
    await page.getByText('Tautan berhasil disalin!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(started.track_link);
    await context.close();
  });
});
