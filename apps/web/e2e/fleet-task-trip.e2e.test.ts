import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import {
  chooseFromRowMenu,
  completeActivity,
  openAdjustLoad,
  realJpeg,
  saveLoadChange,
} from './steps/activity';
import { createDirectOrders } from './steps/fixtures';
import { pressEscapeOn } from './steps/layers';
import {
  activityRow,
  attachDirectOrders,
  createTaskFromList,
  moveFirstMovableDown,
  orderCard,
  type SequenceActivity,
  sequenceActivities,
  sequenceRows,
} from './steps/sequence';
import { type Api, apiAs, FLEET, logIn, poll, toast } from './steps/session';
import { changeStatus } from './steps/status';

/** The one who plans and runs the trip: admin holds the load-adjustment scopes. */
const ADMIN = 'admin@demo.id';
const START_GARAGE = 'Pool Pulogadung';
const END_GARAGE = 'Pool Tanjung Priok';
/** 2031: a year no other browser test plans in, so the vehicle and the driver are free then. */
const DEPARTURE = '17 Feb 2031 08:00';
const DONE = 'Selesai Diproses';
const PENDING = 'Belum Diproses';
const LOAD_REASON = 'Dua kemasan penyok, ditolak saat dimuat';

let browser: Browser;
let page: Page;
let api: Api;

interface Vehicle {
  id: number;
  license_plate: string;
  driver: { id: number; name: string } | null;
}

/**
 * A vehicle free now (no Dijadwalkan or Perjalanan task) with its default driver, from the end of the
 * list: the other browser tests that need a free one take the first.
 */
async function freeVehicle(): Promise<{ plate: string; driver: string }> {
  const vehicles = await api<{ result: Vehicle[] }>(
    'GET',
    `${FLEET}/nearest-vehicle?latitude=-6.19&longitude=106.9&available=true&limit=100`,
  );
  const vehicle = vehicles.result.filter((candidate) => candidate.driver !== null).at(-1);
  if (!vehicle?.driver) throw new Error('The demo data has no free vehicle with a driver');
  return { plate: vehicle.license_plate, driver: vehicle.driver.name };
}

const taskStatus = () => page.getByTestId('task-status').textContent();
/** The status wizard's current step, as a screen reader says it: 'Perjalanan, saat ini'. */
const currentStep = () =>
  page.getByRole('region', { name: 'Status penugasan' }).locator('[data-step-state="current"]').textContent();
const marks = async () => (await sequenceActivities(page)).map((row) => row.mark);
const markOf = async (activity: SequenceActivity) =>
  (await sequenceActivities(page)).find((row) => row.id === activity.id)?.mark;
const idNumber = (value: number) => new Intl.NumberFormat('id-ID').format(value);

describe.skipIf(!hasChromium)('a whole trip in Chromium, planned and run in the UI as admin', () => {
  let vehicle: { plate: string; driver: string };
  let taskUrl: string;
  let number: string;
  let attached: string[];
  let route: string[];
  let pickups: SequenceActivity[];
  let drops: SequenceActivity[];

  /** After a status change the app is on the list: back to the task, once it shows `status`. */
  async function backToTask(status: string) {
    await page.goto(taskUrl);
    await poll(taskStatus).toBe(status);
    await poll(currentStep).toBe(`${status}, saat ini`);
  }

  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs(ADMIN);
    vehicle = await freeVehicle();
    // The Attach Delivery page must list at least the three open orders the trip attaches, whatever
    // the files before this one attached.
    await createDirectOrders(api, 3);
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page, ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a task from the list button with garages, departure, vehicle and driver, and saves it as Draf', async () => {
    await createTaskFromList(page, {
      startGarage: START_GARAGE,
      endGarage: END_GARAGE,
      departure: DEPARTURE,
      vehicle: vehicle.plate,
      driver: vehicle.driver,
    });
    // The FO number comes with the first save (issue 26 item 8).
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Buat Penugasan');
    taskUrl = page.url().split('?')[0] as string;

    await page.getByRole('button', { name: 'Simpan' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(
      /^Detail Penugasan FO-\d{4}-\d{5}$/,
    );
    number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
      'Detail Penugasan ',
      '',
    );
    await poll(() => toast(page).textContent()).toContain(`${number} berhasil disimpan sebagai Draf`);
    await poll(taskStatus).toBe('Draf');
    await poll(currentStep).toBe('Draf, saat ini');
    // What was chosen is what the form keeps.
    expect(await page.getByTestId('end-garage-picker').textContent()).toContain(END_GARAGE);
    expect(await page.getByLabel('Waktu Keberangkatan').inputValue()).toBe(DEPARTURE);
  });

  it('attaches three open direct orders from the Attach Delivery page, each with its pickup and its drop', async () => {
    await poll(() => orderCard(page).textContent()).toContain('Belum ada pengiriman');
    attached = await attachDirectOrders(page, 3);

    expect(page.url().split('?')[0]).toBe(taskUrl);
    await poll(() => toast(page).textContent()).toContain(`3 pengiriman berhasil ditambahkan ke ${number}`);
    await poll(async () => (await sequenceRows(page)).length).toBe(6);
    for (const order of attached) {
      expect((await sequenceRows(page)).filter((row) => row.startsWith(`${order}:`)).sort()).toEqual([
        `${order}:Ambil`,
        `${order}:Kirim`,
      ]);
    }
    // Before the trip runs, the rows carry no processing mark.
    expect(new Set(await marks())).toEqual(new Set([null]));
  });

  it('moves an activity one place down with the arrows: it swaps with the row below', async () => {
    const before = await sequenceRows(page);
    const { index, id } = await moveFirstMovableDown(page);

    await poll(() => new URL(page.url()).hash).toBe(`#${id}`);
    await poll(() => sequenceRows(page)).not.toEqual(before);
    route = await sequenceRows(page);
    expect(route[index + 1]).toBe(before[index]);
    expect(route[index]).toBe(before[index + 1]);
  });

  it('schedules the task through the status control: Draf to Dijadwalkan, with the route as reordered', async () => {
    expect(await changeStatus(page, 'Dijadwalkan')).toEqual(['Draf', 'Dijadwalkan']);
    await poll(() => toast(page).textContent()).toContain(
      `Status ${number} berhasil diubah menjadi Dijadwalkan`,
    );

    await backToTask('Dijadwalkan');
    await poll(() => sequenceRows(page)).toEqual(route);
  });

  it('starts the task through the status control: Perjalanan, its details locked, every activity Belum Diproses', async () => {
    expect(await changeStatus(page, 'Perjalanan')).toEqual(['Dijadwalkan', 'Perjalanan']);
    await poll(() => toast(page).textContent()).toContain(
      `Status ${number} berhasil diubah menjadi Perjalanan`,
    );

    await backToTask('Perjalanan');
    const details = page.getByTestId('detail-read-only');
    await poll(() => details.textContent()).toContain(vehicle.plate);
    const text = await details.textContent();
    for (const value of [START_GARAGE, END_GARAGE, vehicle.driver]) expect(text).toContain(value);
    await poll(() => sequenceRows(page)).toEqual(route);
    await poll(marks).toEqual(Array(6).fill(PENDING));
  });

  it('completes each pickup with a photo: its row turns Selesai Diproses and shows the proof, the drops wait', {
    timeout: 180_000,
  }, async () => {
    const rows = await sequenceActivities(page);
    pickups = rows.filter((row) => row.type === 'PICKUP');
    drops = rows.filter((row) => row.type === 'DROP');
    expect(pickups).toHaveLength(3);
    const photo = await realJpeg(page);
    for (const pickup of pickups) {
      await completeActivity(page, pickup, { name: 'Rudi Hartono', minutesFromNow: 2, photo });
      await poll(() => markOf(pickup)).toBe(DONE);
      // A done row offers its proof where 'Selesaikan' was.
      await activityRow(page, pickup).getByRole('button', { name: 'Lihat Bukti' }).waitFor();
    }
    for (const drop of drops) expect(await markOf(drop)).toBe(PENDING);

    const first = pickups[0] as SequenceActivity;
    await activityRow(page, first).getByRole('button', { name: 'Lihat Bukti' }).click();
    const proof = page.getByRole('dialog', {
      name: new RegExp(`Bukti Pengambilan ${first.delivery_order.number}`),
    });
    await proof.getByText('Rudi Hartono').waitFor();
    const image = proof.getByRole('img', { name: 'Foto 1' });
    // The stored photo is the 80 x 60 JPEG that was sent.
    await poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(80);
    await proof.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await proof.waitFor({ state: 'hidden' });
  });

  it('adjusts one picked-up load with a reason: the load history shows the old and new quantity and why', {
    timeout: 120_000,
  }, async () => {
    const adjusted = pickups[0] as SequenceActivity;
    const dialog = await openAdjustLoad(page, adjusted);
    const quantity = dialog.getByRole('textbox', { name: /^Kuantitas aktual / }).first();
    const product = ((await quantity.getAttribute('aria-label')) ?? '').replace('Kuantitas aktual ', '');
    const current = Number(await quantity.inputValue());
    expect(current).toBeGreaterThan(2);
    // The first load's row: product, planned, current ('80 Dus'), ...
    const shown = (await dialog.locator('tbody tr.ant-table-row').first().locator('td').allTextContents())[2];
    const unit = (shown ?? '').split(' ').slice(1).join(' ');
    expect(shown).toBe(`${idNumber(current)} ${unit}`);
    await saveLoadChange(page, dialog, adjusted, { product, quantity: current - 2, reason: LOAD_REASON });
    await dialog.waitFor({ state: 'hidden' });

    await chooseFromRowMenu(page, adjusted, 'Riwayat Perubahan Muatan');
    const history = page.getByRole('dialog', {
      name: `Perubahan Kuantitas Muatan #${adjusted.delivery_order.number}`,
    });
    await history.getByText(LOAD_REASON).waitFor();
    const cells = await history.locator('tbody tr.ant-table-row').first().locator('td').allTextContents();
    expect(cells[0]).toContain(product);
    expect(cells.slice(1)).toEqual([shown, `${idNumber(current - 2)} ${unit}`, LOAD_REASON]);
    expect(await history.textContent()).toContain('Diubah oleh');
    await pressEscapeOn(page, history);
    await history.waitFor({ state: 'hidden' });
  });

  it('completes each drop: every activity of the sequence is Selesai Diproses', {
    timeout: 180_000,
  }, async () => {
    for (const drop of drops) {
      await completeActivity(page, drop, { name: 'Siti Aminah', minutesFromNow: 5 });
      await poll(() => markOf(drop)).toBe(DONE);
    }
    await poll(marks).toEqual(Array(6).fill(DONE));
  });

  it('ends the task through the status control: Selesai, every activity done, no status left to choose', async () => {
    expect(await changeStatus(page, 'Selesai')).toEqual(['Perjalanan', 'Selesai']);
    await poll(() => toast(page).textContent()).toContain(`Status ${number} berhasil diubah menjadi Selesai`);

    await backToTask('Selesai');
    await poll(() => sequenceRows(page)).toEqual(route);
    await poll(marks).toEqual(Array(6).fill(DONE));
    expect(await page.getByRole('button', { name: 'Ubah Status' }).count()).toBe(0);
  });
});
