import type { Page } from 'playwright-core';
import { chooseMenuItem } from './layers';
import { baseUrl } from './session';

/**
 * The header's status control to any target it confirms (not Draf, not Dibatalkan): 'Ubah Status',
 * the target, 'Ubah Status' in the confirmation. The app then leaves for the list. Answers the two
 * statuses the confirmation showed, the current one and the new one. `base`: the server, the shared
 * demo one unless a test runs its own.
 */
export async function changeStatus(page: Page, target: string, base: string = baseUrl): Promise<string[]> {
  await page.getByRole('button', { name: 'Ubah Status' }).click();
  await chooseMenuItem(page, target);
  const dialog = page.getByRole('dialog');
  const change = dialog.getByTestId('status-change').locator('.ant-tag');
  await change
    .last()
    .waitFor()
    .catch(async (error: Error) => {
      // Once in a loaded CI run the confirmation never came; say what the page showed instead.
      const toasts = await page.locator('.ant-message-notice').allTextContents();
      const menuOpen = await page.getByRole('menuitem', { name: target }).isVisible();
      throw new Error(
        `No confirmation for '${target}' (toasts: ${JSON.stringify(toasts)}, menu open: ${menuOpen}): ${error.message}`,
      );
    });
  const shown = await change.allTextContents();
  await dialog.getByRole('button', { name: 'Ubah Status' }).click();
  await page.waitForURL(`${base}/fleet-task/`);
  return shown;
}
