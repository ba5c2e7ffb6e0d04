import type {
  DeliveryLoadResponse,
  FleetTask,
  FleetTaskSequence,
  SequenceActivityResponse,
} from '@armada/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import {
  chooseFromRowMenu,
  completeActivity,
  openAdjustLoad,
  realJpeg,
  saveLoadChange,
} from './steps/activity';
import { createDirectOrders, createDraft, demoGarage } from './steps/fixtures';
import { pressEscapeOn } from './steps/layers';
import { type Api, apiAs, baseUrl, FLEET, logIn, poll } from './steps/session';
import { changeStatus } from './steps/status';

let browser: Browser;
let api: Api;

/**
 * A task on its way with two orders of its own, set up through the API as the pages would (create,
 * fill in with a vehicle and driver free at its departure, attach, then Draf, Dijadwalkan,
 * Perjalanan), so the browser starts at the activity work.
 */
async function startedTaskWithTwoOrders(): Promise<FleetTask> {
  const orders = await createDirectOrders(api, 2);
  const { task: draft } = await createDraft(api, {
    garageId: await demoGarage(api),
    // A little ahead: scheduling a departure already past is refused (issue 26 item 4); it starts early.
    departure: new Date(Date.now() + 5 * 60_000).toISOString(),
    orderIds: orders.map((order) => order.id),
    freeNow: true,
  });
  let task = draft;
  for (const status of ['SCHEDULED', 'STARTED']) {
    task = await api<FleetTask>('POST', `${FLEET}/fleet-task/${draft.id}/transition`, { status });
  }
  return task;
}

async function activitiesOf(taskId: string, type: SequenceActivityResponse['type']) {
  const sequence = await api<FleetTaskSequence>('GET', `${FLEET}/fleet-task/${taskId}/sequence`);
  return sequence.points.flatMap((point) => point.activities).filter((activity) => activity.type === type);
}

describe.skipIf(!hasChromium)('the activity part of a trip in Chromium', () => {
  let task: FleetTask;
  /** The order whose load the first test adjusted: the second finds its history. */
  let adjustedOrderId: string;

  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs('admin@demo.id');
    task = await startedTaskWithTwoOrders();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('completes each pickup with a photo, adjusts a load with a reason, completes each drop and ends', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page, 'admin@demo.id');
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
    adjustedOrderId = orderId;
    const before = await api<{ paginated_result: DeliveryLoadResponse[] }>(
      'GET',
      `/api/order/v1/delivery-order/${orderId}/load?limit=1000`,
    );
    const load = before.paginated_result[0] as DeliveryLoadResponse;
    const reduced = Math.max(0, (load.quantity_picked ?? load.quantity) - 1);
    const adjust = await openAdjustLoad(page, adjusted);
    await saveLoadChange(page, adjust, adjusted, {
      product: load.product.name,
      quantity: reduced,
      reason: 'Satu kemasan rusak saat dimuat',
    });
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

    await changeStatus(page, 'Selesai');
    const ended = await api<FleetTask>('GET', `${FLEET}/fleet-task/${task.id}`);
    expect(ended.status.name).toBe('ENDED');
    await page.close();
  });

  it('shows the proof with its photo, and the load change in its history', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await logIn(page, 'admin@demo.id');
    await page.goto(`${baseUrl}/fleet-task/${task.id}`);
    // Both orders may share a stop, whose rows need not keep their order: found by the order.
    const pickup = (await activitiesOf(task.id, 'PICKUP')).find(
      (activity) => activity.delivery_order.id === adjustedOrderId,
    );
    if (!pickup) throw new Error('The task lost the adjusted pickup');

    await chooseFromRowMenu(page, pickup, 'Lihat Bukti');
    const proof = page.getByRole('dialog', {
      name: new RegExp(`Bukti Pengambilan ${pickup.delivery_order.number}`),
    });
    await proof.getByText('Rudi Hartono').waitFor();
    const image = proof.getByRole('img', { name: 'Foto 1' });
    await image.waitFor();
    // The signed link serves the stored photo to a plain <img>, without the login header.
    await poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(80);
    await image.click();
    const download = page.getByRole('link', { name: 'Unduh foto' });
    expect(await download.getAttribute('download')).toBe('foto1.jpg');
    await page.locator('.ant-image-preview-img').waitFor();
    // A toolbar tooltip the preview opened under the resting mouse would take the Escape: the mouse
    // leaves the toolbar first.
    await page.mouse.move(0, 0);
    await pressEscapeOn(page, page.locator('.ant-image-preview'));
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
