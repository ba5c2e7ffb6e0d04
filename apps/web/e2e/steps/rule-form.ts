import type { Page } from 'playwright-core';
import { poll } from './session';

/** A time of the alert rule form's schedule picked in the picker's hour and minute columns, as with a mouse. */
export async function pickTime(page: Page, label: string, hour: string, minute: string) {
  await page.getByLabel(label, { exact: true }).click();
  const columns = page.locator('.ant-picker-dropdown:visible .ant-picker-time-panel-column');
  await columns.nth(0).locator('.ant-picker-time-panel-cell-inner', { hasText: hour }).first().click();
  await columns.nth(1).locator('.ant-picker-time-panel-cell-inner', { hasText: minute }).first().click();
  await poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe(`${hour}:${minute}`);
  // A click beside the picker closes its list, as a user's does.
  await page.getByText('Jadwal', { exact: true }).click();
  await poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
}
