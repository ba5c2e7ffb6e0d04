#!/usr/bin/env node
// The README's picture of a fleet task being planned, on a running server with the demo data:
// plans a task through the API as the demo dispatcher (garage, vehicle, driver, departure, three
// orders, saved as Draf), then photographs its page in Debian's Chromium. Usage, from the root:
//   node apps/web/scripts/fleet-task-screenshot.mjs [baseUrl=http://localhost:3000] [out=docs/screenshot-fleet-task.png]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const [base = 'http://localhost:3000', out = path.join(repoRoot, 'docs/screenshot-fleet-task.png')] =
  process.argv.slice(2);
const password = process.env.DEMO_PASSWORD || 'demo12345';

async function call(token, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

const login = await call(null, 'POST', '/api/auth/login', { email: 'dispatcher@demo.id', password });
const token = login.token;
const garages = await call(
  token,
  'GET',
  `/api/vehicle-management/v1/address?limit=1&filters=${encodeURIComponent('is_garage eq true')}&search=Pulogadung`,
);
const garage = garages.paginated_result[0];
const nearest = await call(
  token,
  'GET',
  `/api/fleet-planning/v1/nearest-vehicle?latitude=${garage.geolocation.latitude}&longitude=${garage.geolocation.longitude}&available=true&limit=1`,
);
const vehicle = nearest.result[0];
const orders = await call(
  token,
  'GET',
  `/api/order/v1/delivery-order?limit=3&filters=${encodeURIComponent('status.name eq OPEN')}&filters=${encodeURIComponent('shipment_type eq DIRECT')}`,
);
const task = await call(token, 'POST', '/api/fleet-planning/v1/fleet-task');
const departure = new Date(Date.now() + 24 * 3600_000);
departure.setUTCHours(1, 0, 0, 0);
await call(token, 'PATCH', `/api/fleet-planning/v1/fleet-task/${task.id}`, {
  start_address_id: garage.id,
  end_address_id: garage.id,
  vehicle_id: vehicle.id,
  driver_user_id: vehicle.driver.id,
  expected_departure_on: departure.toISOString(),
  shipment_reference: `PO-${String(Date.now()).slice(-6)}`,
});
await call(token, 'PUT', `/api/fleet-planning/v1/fleet-task/${task.id}/delivery-order`, {
  delivery_order_ids: orders.paginated_result.map((order) => order.id),
});
await call(token, 'POST', `/api/fleet-planning/v1/fleet-task/${task.id}/transition`, { status: 'DRAFT' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await (await browser.newContext({ viewport: { width: 1440, height: 1250 } })).newPage();
page.on('pageerror', (error) => console.error('[page error]', error.message));
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('dispatcher@demo.id');
await page.getByLabel('Kata sandi').fill(password);
await page.getByRole('button', { name: 'Masuk' }).click();
await page.waitForURL(`${base}/dashboard/`);
await page.goto(`${base}/fleet-task/${task.id}`);
await page.getByTestId('order-task-card').waitFor();
await page.getByText('Titik Awal').first().waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: out });
console.log(out);
await browser.close();
