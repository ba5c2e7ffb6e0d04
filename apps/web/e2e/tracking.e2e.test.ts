import type { FleetTask } from '@armada/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { type Api, apiAs, baseUrl, FLEET, filter, logIn } from './steps/session';

let browser: Browser;
let api: Api;

interface Vehicle {
  id: number;
  license_plate: string;
  imei: string | null;
  driver: { id: number } | null;
}

/** A garage, two free vehicles with their drivers and GPS devices, and two open direct orders. */
async function demoResources() {
  const garages = await api<{ paginated_result: { id: number }[] }>(
    'GET',
    `/api/vehicle-management/v1/address?limit=1&${filter('is_garage eq true')}`,
  );
  const free = await api<{ result: { id: number }[] }>(
    'GET',
    `${FLEET}/nearest-vehicle?latitude=-6.2&longitude=106.85&available=true&limit=20`,
  );
  const vehicles = await api<{ paginated_result: Vehicle[] }>(
    'GET',
    `/api/vehicle-management/v1/vehicle?limit=1000&${filter('is_active eq true')}`,
  );
  const freeIds = new Set(free.result.map((vehicle) => vehicle.id));
  const usable = vehicles.paginated_result.filter(
    (vehicle) => freeIds.has(vehicle.id) && vehicle.driver !== null && vehicle.imei !== null,
  );
  const orders = await api<{ paginated_result: { id: string }[] }>(
    'GET',
    `/api/order/v1/delivery-order?limit=2&${filter('shipment_type eq DIRECT')}&${filter('status.name eq OPEN')}`,
  );
  const garageId = garages.paginated_result[0]?.id;
  if (garageId === undefined || usable.length < 2 || orders.paginated_result.length < 2) {
    throw new Error(
      'The demo data lacks a garage, two free vehicles with a driver and a device, or two orders',
    );
  }
  return {
    garageId,
    vehicles: usable,
    orders: orders.paginated_result,
    allVehicles: vehicles.paginated_result,
  };
}

/** A task made through the API as the page would, then moved along the status path to `target`. */
async function createTask(input: {
  garageId: number;
  vehicle: Vehicle;
  orderId: string;
  day: number;
  path: readonly string[];
}) {
  const created = await api<FleetTask>('POST', `${FLEET}/fleet-task`);
  const departure = new Date(Date.UTC(2027, 3, 1, 1, 0) + input.day * 86_400_000).toISOString();
  await api('PATCH', `${FLEET}/fleet-task/${created.id}`, {
    start_address_id: input.garageId,
    end_address_id: input.garageId,
    vehicle_id: input.vehicle.id,
    driver_user_id: input.vehicle.driver?.id,
    expected_departure_on: departure,
  });
  await api('PUT', `${FLEET}/fleet-task/${created.id}/delivery-order`, {
    delivery_order_ids: [input.orderId],
  });
  let task = created;
  for (const status of input.path) {
    task = await api<FleetTask>('POST', `${FLEET}/fleet-task/${created.id}/transition`, { status });
  }
  return task;
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
    const { garageId, vehicles, orders, allVehicles } = await demoResources();
    activeVehicles = allVehicles;
    const day = Math.floor(Math.random() * 300);
    scheduled = await createTask({
      garageId,
      vehicle: vehicles[0] as Vehicle,
      orderId: (orders[0] as { id: string }).id,
      day,
      path: ['DRAFT', 'SCHEDULED'],
    });
    movingVehicle = vehicles[1] as Vehicle;
    started = await createTask({
      garageId,
      vehicle: movingVehicle,
      orderId: (orders[1] as { id: string }).id,
      day: day + 2,
      path: ['DRAFT', 'SCHEDULED', 'STARTED'],
    });
    await report(movingVehicle, -6.21, 106.86);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens a task's public page without login, with its FO number, status and points", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${trackPath(scheduled)}`);
    await expect.poll(() => page.getByTestId('track-number').textContent()).toBe(scheduled.number);
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
    await expect.poll(() => list.getByTestId('vehicle-item').count()).toBe(activeVehicles.length);
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
