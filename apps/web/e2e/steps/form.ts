import type { Locator, Page } from 'playwright-core';
import { poll } from './session';

/** Opens an antd Select by its label, searches for `text` (a server search) and picks that option. */
export async function pick(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-item-option:visible', { hasText: text }).first().click();
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
