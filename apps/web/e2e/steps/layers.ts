import type { Locator, Page } from 'playwright-core';
import { poll } from './session';

/** Until antd's `layer` has finished its opening motion: no '-appear' or '-enter' class left. */
const untilOpened = (layer: Locator) =>
  poll(async () => (await layer.getAttribute('class')) ?? '').not.toMatch(/-(appear|enter)\b/);

/**
 * Escape closes antd's topmost layer only (@rc-component/portal keeps a stack of them), and a layer
 * that is still opening, or one that is closing, can take the key: a built app is fast enough that a
 * test pressing Escape right after a menu click hits the menu still closing. So: wait until `layer`
 * has finished its opening motion (no '-appear' or '-enter' class left), until no menu, dropdown or
 * tooltip is showing, and two animation frames (the closing layer leaves the stack one React commit
 * after it is hidden); then press Escape.
 */
export async function pressEscapeOn(page: Page, layer: Locator) {
  await untilOpened(layer);
  await poll(() => page.locator('.ant-dropdown:visible, .ant-tooltip:visible').count()).toBe(0);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.keyboard.press('Escape');
}

/**
 * Clicks `name` in the dropdown menu just opened, once the menu has finished its opening motion. While
 * that motion prepares, the menu is on the page at full size but transparent, where antd has not
 * placed it yet: on a loaded machine Playwright found the item steady there and clicked, the menu
 * moved 36 px up between the press and the release, and the click went to the page, not the item
 * (CI, fleet-task-status). A user clicks what they see.
 */
export async function chooseMenuItem(page: Page, name: string | RegExp) {
  const menu = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)', { has: page.getByRole('menuitem', { name }) })
    .first();
  await menu.waitFor();
  await untilOpened(menu);
  await menu.getByRole('menuitem', { name }).click();
}
