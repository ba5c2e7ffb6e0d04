import type { Locator, Page } from 'playwright-core';
import { poll } from './session';

/**
 * One cell of a picker column, clicked again while it is not selected: the column scrolls to its
 * selected value as it opens, and on a busy machine a click can land while that scroll still runs.
 */
async function pickCell(column: Locator, value: string) {
  const cell = column
    .locator('.ant-picker-time-panel-cell')
    .filter({
      has: column.page().locator('.ant-picker-time-panel-cell-inner', { hasText: new RegExp(`^${value}$`) }),
    })
    .first();
  await poll(async () => {
    const selected = (await cell.getAttribute('class'))?.includes('ant-picker-time-panel-cell-selected');
    if (!selected) await cell.locator('.ant-picker-time-panel-cell-inner').click();
    return selected;
  }).toBe(true);
}

/** A time of the alert rule form's schedule picked in the picker's hour and minute columns, as with a mouse. */
export async function pickTime(page: Page, label: string, hour: string, minute: string) {
  await page.getByLabel(label, { exact: true }).click();
  const columns = page.locator('.ant-picker-dropdown:visible .ant-picker-time-panel-column');
  await pickCell(columns.nth(0), hour);
  await pickCell(columns.nth(1), minute);
  // A click beside the picker closes its list, as a user's does. The value is read only then: while the
  // list is open the input previews the cell under the mouse, and a column scrolling to its selected
  // cell moves another one under a still mouse.
  await page.getByText('Jadwal', { exact: true }).click();
  await poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
  await poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe(`${hour}:${minute}`);
}
