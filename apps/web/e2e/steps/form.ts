import type { Locator, Page } from 'playwright-core';
import { poll } from './session';

const openDropdowns = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Opens an antd Select by its label, searches for `text` (a server search) and picks that option.
 * Waits for every dropdown to close before and after: one still closing from the previous pick can
 * hold an option with the same text (each vehicle option names its driver), and a click there picks
 * nothing.
 */
export async function pick(page: Page, label: string, text: string) {
  await poll(() => openDropdowns(page).count()).toBe(0);
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
  await openDropdowns(page).locator('.ant-select-item-option', { hasText: text }).first().click();
  await poll(() => openDropdowns(page).count()).toBe(0);
}

/** The task page's autosave says it kept the last change. */
export async function waitForSaved(page: Page) {
  await poll(() => page.getByTestId('autosave-indicator').textContent()).toContain('Disimpan');
}

/** A date-time picker 'DD MMM YYYY HH:mm' (in `within`, the page by default): typed, then 'Baik'. */
export async function fillTime(page: Page, label: string, text: string, within: Page | Locator = page) {
  await within.getByLabel(label).click();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Baik' }).click();
}
