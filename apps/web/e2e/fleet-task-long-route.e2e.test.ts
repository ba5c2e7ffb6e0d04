import type { FleetTask, FleetTaskSequence } from '@armada/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { createDirectOrders, demoGarage } from './steps/fixtures';
import { type Api, apiAs, baseUrl, FLEET, logIn, poll } from './steps/session';

/*
 * Issue 23 item 3: a long route mounts the tables of the points near the screen, not one antd Table
 * per point at once; the others come as the dispatcher scrolls to them, or at once when the route's
 * hash names one of their activities.
 */

let browser: Browser;
let page: Page;
let api: Api;
let taskId: string;
let sequence: FleetTaskSequence;

const ORDERS_ON_THE_ROUTE = 14;

const row = (activityId: string) => page.locator(`tr[id="${activityId}"]`);
/** The first activity of the route's first point that has one, or of its last. */
const activityAt = (end: 'first' | 'last') => {
  const points = sequence.points.filter((point) => point.activities.length > 0);
  const activity = (end === 'first' ? points[0] : points.at(-1))?.activities[0];
  if (!activity) throw new Error('The route has no activity');
  return activity.id;
};
const firstActivityId = () => activityAt('first');
const lastActivityId = () => activityAt('last');

describe.skipIf(!hasChromium)('a long route in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
    api = await apiAs('dispatcher@demo.id');
    const garage = await demoGarage(api);
    const orders = await createDirectOrders(api, ORDERS_ON_THE_ROUTE, { placeEach: true });
    const task = await api<FleetTask>('POST', `${FLEET}/fleet-task`);
    taskId = task.id;
    await api('PATCH', `${FLEET}/fleet-task/${taskId}`, { start_address_id: garage, end_address_id: garage });
    await api('PUT', `${FLEET}/fleet-task/${taskId}/delivery-order`, {
      delivery_order_ids: orders.map((order) => order.id),
    });
    sequence = await api<FleetTaskSequence>('GET', `${FLEET}/fleet-task/${taskId}/sequence`);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, 'dispatcher@demo.id');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every point of the route but mounts the tables of the far ones only when scrolled to', async () => {
    expect(sequence.points.length).toBe(ORDERS_ON_THE_ROUTE + 3);
    await page.goto(`${baseUrl}/fleet-task/${taskId}`);
    await row(firstActivityId()).waitFor();
    const points = page.getByTestId('sequence-point');
    await poll(() => points.count()).toBe(sequence.points.length);
    const lastStop = sequence.points.at(-2);
    await expect(points.nth(sequence.points.length - 2).textContent()).resolves.toContain(
      lastStop?.address?.name,
    );
    await expect(row(lastActivityId()).count()).resolves.toBe(0);

    await points.last().scrollIntoViewIfNeeded();
    await row(lastActivityId()).waitFor();
    await expect(row(lastActivityId()).isVisible()).resolves.toBe(true);
    // A point once mounted stays: back at the top, the last stop's table is still there.
    await page.keyboard.press('Home');
    await expect(row(lastActivityId()).count()).resolves.toBe(1);
  });

  it('mounts and scrolls to the far activity a route hash names', async () => {
    await page.goto(`${baseUrl}/fleet-task/`);
    await page.goto(`${baseUrl}/fleet-task/${taskId}#${lastActivityId()}`);
    const target = row(lastActivityId());
    await target.waitFor();
    await poll(() =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
  });
});
