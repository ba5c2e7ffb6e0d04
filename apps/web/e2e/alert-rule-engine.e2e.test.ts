import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick, pickMany } from './steps/form';
import { freeSpot } from './steps/geofence-map';
import { pickTime } from './steps/rule-form';
import { type Api, apiAs, baseUrl, logIn, poll, toast } from './steps/session';

/**
 * Issue 16 item 5: a geofence drawn in the browser and used in an overspeed rule for one vehicle group
 * on a schedule covering now; then a simulated overspeed inside it makes an alert of that rule for the
 * group's vehicle and none for a vehicle outside the group.
 */
const ADMIN = 'admin@demo.id';
const OVERSPEED = 8;
const KMH_TO_KNOTS = 1 / 1.852;
const METERS_PER_DEGREE = 111_320;

interface Device {
  kind: string;
  id: number;
  device_id: string;
  name: string;
}

interface StoredFence {
  geofenceId: number;
  fenceName: string;
  polygon: { latitude: number; longitude: number }[] | null;
}

let browser: Browser;
let admin: Api;

async function storedFence(name: string): Promise<StoredFence | undefined> {
  const answer = await admin<{ geofences: { geofences: { data: StoredFence[] } } }>('POST', '/api/graphql', {
    query: `query($filter: GeofenceFilter) { geofences(filter: $filter) { isSuccessful
      geofences { data { geofenceId fenceName polygon { latitude longitude } } } } }`,
    variables: { filter: { search: name } },
  });
  return answer.geofences.geofences.data.find((fence) => fence.fenceName === name);
}

async function ruleIdNamed(label: string): Promise<number | undefined> {
  const answer = await admin<{
    alertRules: { alertRules: { data: { alertRuleId: number; label: string }[] } };
  }>('POST', '/api/graphql', {
    query:
      'query($f: AlertRuleFilter!) { alertRules(filter: $f) { isSuccessful alertRules { data { alertRuleId label } } } }',
    variables: { f: { search: label, show: 10 } },
  });
  return answer.alertRules.alertRules.data.find((rule) => rule.label === label)?.alertRuleId;
}

/** The overspeed alerts of one vehicle that the rule made. */
async function alertsOfRule(vehicleId: number, ruleId: number): Promise<string[]> {
  const answer = await admin<{
    rawAlerts: { rawAlerts: { data: { id: string; alertRuleIds: number[] }[] } };
  }>('POST', '/api/graphql', {
    query:
      'query($f: RawAlertFilter!) { rawAlerts(filter: $f) { isSuccessful rawAlerts { data { id alertRuleIds } } } }',
    variables: { f: { vehicleId, alertCode: OVERSPEED, show: 50 } },
  });
  return answer.rawAlerts.rawAlerts.data
    .filter((alert) => alert.alertRuleIds.includes(ruleId))
    .map((a) => a.id);
}

/** The demo company's hour now (Asia/Jakarta), shifted by `by` hours, as 'HH'. */
function jakartaHour(by: number): string {
  const hour = (new Date().getUTCHours() + 7 + by + 48) % 24;
  return String(hour).padStart(2, '0');
}

/** 90 GPS seconds reporting 120 km/h, ending now, near `start` (kept inside a small geofence whatever the map zoom), through the OsmAnd intake. */
async function driveFast(device: string, start: { latitude: number; longitude: number }) {
  const first = Date.now() - 90_000;
  for (let second = 0; second <= 90; second += 5) {
    const query = new URLSearchParams({
      id: device,
      timestamp: String(Math.floor((first + second * 1000) / 1000)),
      lat: start.latitude.toFixed(7),
      lon: (start.longitude + second / METERS_PER_DEGREE).toFixed(7),
      speed: (120 * KMH_TO_KNOTS).toFixed(1),
      accuracy: '6',
    });
    const response = await fetch(`${baseUrl}/api/telemetry/osmand?${query}`);
    if (!response.ok) throw new Error(`OsmAnd: ${response.status} ${await response.text()}`);
  }
}

describe.skipIf(!hasChromium)('an alert rule set in the browser drives the engine', () => {
  beforeAll(async () => {
    admin = await apiAs(ADMIN);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('alerts a vehicle of the chosen group speeding inside the drawn geofence during the schedule, and not one outside the group', async () => {
    // Vehicles with GPS devices in the middle of the list: other browser tests drive the first and last.
    const devices = (await admin<Device[]>('GET', '/api/telemetry/v1/device')).filter(
      (device) => device.kind === 'vehicle',
    );
    const inGroup = devices.at(-2);
    const outside = devices.at(-3);
    if (!inGroup || !outside) throw new Error('The demo has fewer than three vehicles with a GPS device');
    const stamp = Date.now().toString(36);
    const groupName = `Grup Mesin ${stamp}`;
    await admin('POST', '/api/vehicle-management/v1/vehicle-group', {
      name: groupName,
      vehicle_ids: [inGroup.id],
    });

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, ADMIN);

    // The geofence, drawn with geoman's toolbar.
    const fenceName = `Area Uji ${stamp}`;
    await page.goto(`${baseUrl}/notification/geofence/new`);
    await page.getByLabel('Nama Geofence').fill(fenceName);
    await pick(page, 'Tipe Lokasi', 'Gudang');
    const spots = [
      await freeSpot(page, -150, -120),
      await freeSpot(page, 150, -120),
      await freeSpot(page, 150, 120),
      await freeSpot(page, -150, 120),
    ];
    await page.getByRole('button', { name: 'Gambar poligon' }).click();
    for (const spot of spots) await page.mouse.click(spot.x, spot.y);
    const [first] = spots;
    if (!first) throw new Error('No first vertex');
    await page.mouse.click(first.x, first.y);
    await poll(() => page.getByTestId('polygon-summary').textContent()).toBe('Poligon dengan 4 titik');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(/\/notification\/geofence\/$/);
    const fence = await storedFence(fenceName);
    const corners = fence?.polygon ?? [];
    expect(corners).toHaveLength(4);

    // The rule: overspeed above 80 km/h, that group only, inside the geofence, every day around now.
    const label = `Ngebut di area ${stamp}`;
    await page.goto(`${baseUrl}/notification/setting/new`);
    await page.getByRole('heading', { name: 'Tambah Aturan Notifikasi' }).waitFor();
    await pick(page, 'Jenis Notifikasi', 'Kecepatan berlebih');
    await page.getByLabel('Nama Aturan').fill(label);
    await page.getByLabel('Batas kecepatan').fill('80');
    await page.getByRole('switch', { name: 'Hanya pada jadwal tertentu' }).click();
    for (const day of ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']) {
      await page.getByRole('checkbox', { name: day }).check();
    }
    await pickTime(page, 'Jam mulai', jakartaHour(-1), '00');
    await pickTime(page, 'Jam selesai', jakartaHour(2), '00');
    await page.getByRole('switch', { name: 'Hanya di geofence tertentu' }).click();
    await pickMany(page, 'Geofence', fenceName);
    await page.getByRole('radio', { name: 'Di dalam geofence' }).check();
    await page.getByRole('radio', { name: 'Grup kendaraan' }).check();
    await pickMany(page, 'Pilih grup kendaraan', groupName);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await toast(page).getByText(`Aturan ${label} berhasil ditambahkan`).waitFor();
    const ruleId = await ruleIdNamed(label);
    if (ruleId === undefined) throw new Error('The rule was not stored');
    await page.close();

    // Both vehicles speed from the geofence's middle, well inside it for 90 s.
    const middle = {
      latitude: corners.reduce((sum, point) => sum + point.latitude, 0) / corners.length,
      longitude: corners.reduce((sum, point) => sum + point.longitude, 0) / corners.length,
    };
    await driveFast(outside.device_id, middle);
    await driveFast(inGroup.device_id, middle);

    await poll(() => alertsOfRule(inGroup.id, ruleId).then((ids) => ids.length)).toBeGreaterThan(0);
    // The outside vehicle's fixes were taken first, so its alert, had the rule covered it, would be here.
    expect(await alertsOfRule(outside.id, ruleId)).toEqual([]);
  }, 240_000);
});
