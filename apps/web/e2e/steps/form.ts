import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { poll } from './session';

const openDropdowns = (page: Page) => page.locator('.ant-select-dropdown:visible');

/**
 * Opens an antd Select by its label, searches for `text` (a server search) and picks that option.
 * Waits for every dropdown to close before: one still closing from the previous pick can hold an
 * option with the same text (each vehicle option names its driver), and a click there picks nothing.
 * The option is clicked again while the list stays open, as in pickFirst: the list is re-rendered when
 * the search's answer arrives, and a click on the option it replaces picks nothing (CI, master-data).
 */
export async function pick(page: Page, label: string, text: string) {
  await poll(() => openDropdowns(page).count()).toBe(0);
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text);
  const option = openDropdowns(page).locator('.ant-select-item-option', { hasText: text }).first();
  await option.waitFor();
  await poll(async () => {
    const open = await openDropdowns(page).count();
    if (open > 0) await option.click({ timeout: 2_000 }).catch(() => {});
    return open;
  }).toBe(0);
}

/**
 * Opens an antd Select by its label (in `within`) and picks its first option; answers the option's
 * title. The option is clicked again while the list stays open: a click that lands while the list is
 * still opening, or while its options arrive from the server, picks nothing and leaves it open over
 * the buttons under it.
 */
export async function pickFirst(page: Page, label: string, within: Page | Locator = page) {
  await poll(() => openDropdowns(page).count()).toBe(0);
  await within.getByLabel(label, { exact: true }).click();
  const option = openDropdowns(page).locator('.ant-select-item-option').first();
  await option.waitFor();
  const title = (await option.getAttribute('title')) ?? '';
  await poll(async () => {
    const open = await openDropdowns(page).count();
    if (open > 0) await option.click({ timeout: 2_000 }).catch(() => {});
    return open;
  }).toBe(0);
  return title;
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

/** A multiple choice searched on the server: type, pick, close the list (it stays open between picks). */
export async function pickMany(page: Page, label: string, text: string) {
  const field = page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) });
  // Focused, not clicked: antd moves a multiple select's input as the pointer comes, so a click on
  // it never finds it standing still; typing in the focused input opens the list as a user's does.
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
  // Until the server answers the search the list holds every group: wait for the narrowed one.
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await poll(() => options.allTextContents()).toEqual([expect.stringContaining(text)]);
  await options.first().click();
  await poll(() => field.getByText(text).count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
}
