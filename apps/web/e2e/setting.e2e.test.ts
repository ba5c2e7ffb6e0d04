import type { PairingCode } from '@armada/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from './browser';
import { pick } from './steps/form';
import { apiAs, baseUrl, FLEET, logIn, poll, TASK_PATH, toast } from './steps/session';

const VENDOR_ADMIN = 'vendor@demo.id';
const ADMIN = 'admin@demo.id';
const PAIRING_CODES = '/api/vendor-management/v1/pairing-code?limit=100&page=1';

interface Settings {
  start_address_default: number | null;
  start_address_toggle: boolean;
  start_address: { id: number; name: string } | null;
  updated_on: string | null;
}

let browser: Browser;

describe.skipIf(!hasChromium)('settings page in Chromium', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("lets the vendor company's admin issue a pairing code, copy it and revoke it", async () => {
    const api = await apiAs(VENDOR_ADMIN);
    const openCodes = async () =>
      (await api<{ paginated_result: PairingCode[] }>('GET', PAIRING_CODES)).paginated_result.map(
        (row) => row.code,
      );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    await logIn(page, VENDOR_ADMIN);
    await page.goto(`${baseUrl}/setting/`);

    await page.getByRole('button', { name: 'Buat Kode Pairing' }).click();
    const issued = page.getByTestId('new-pairing-code');
    const shown = await issued.getByRole('textbox', { name: 'Kode pairing baru' }).inputValue();
    expect(shown).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const code = shown.replaceAll('-', '');
    expect(await openCodes()).toContain(code);
    expect(await issued.textContent()).toMatch(/Berlaku sampai \d{2} \w{3} \d{4} \d{2}:\d{2}/);

    await issued.getByRole('button', { name: 'Salin' }).click();
    await issued.getByRole('button', { name: 'Disalin' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    const list = page.getByRole('list', { name: 'Daftar kode pairing aktif' });
    await list.getByText(shown).waitFor();
    await list.getByRole('button', { name: `Cabut kode ${shown}` }).click();
    // By its text: the e2e build runs with NODE_ENV=test, where antd gives every element id 'test-id',
    // so a dialog's aria-labelledby finds the wrong element there (not in a production build).
    const dialog = page.getByRole('dialog').filter({ hasText: 'Cabut Kode Pairing' });
    expect(await dialog.textContent()).toContain(`Cabut kode ${shown}?`);
    await dialog.getByRole('button', { name: 'Cabut' }).click();
    await toast(page).getByText('Kode pairing berhasil dicabut').waitFor();
    await poll(() => list.getByText(shown).count()).toBe(0);
    await poll(() => issued.count()).toBe(0);
    expect(await openCodes()).not.toContain(code);
    await context.close();
  });

  it("keeps the admin's new default start garage over a reload, and a new task starts there", async () => {
    const api = await apiAs(ADMIN);
    const before = await api<Settings>('GET', `${FLEET}/setting`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await logIn(page, ADMIN);
      await page.goto(`${baseUrl}/setting/`);
      await pick(page, 'Garasi Awal Default', 'Pool Bandung');
      const toggle = page.getByRole('checkbox', { name: 'Isi garasi awal penugasan baru dengan garasi ini' });
      if (!(await toggle.isChecked())) await toggle.check();
      await page.getByRole('button', { name: 'Simpan' }).click();
      await toast(page).getByText('Pengaturan berhasil disimpan').waitFor();

      await page.reload();
      await poll(() => page.getByTestId('start-garage').textContent()).toContain('Pool Bandung');
      expect(await toggle.isChecked()).toBe(true);
      const saved = await api<Settings>('GET', `${FLEET}/setting`);
      expect(saved).toMatchObject({ start_address: { name: 'Pool Bandung' }, start_address_toggle: true });

      // A task created now starts at the new default, before anyone picks a garage.
      await page.goto(`${baseUrl}/fleet-task/`);
      await page.getByRole('button', { name: 'Buat Penugasan' }).click();
      await page.waitForURL(TASK_PATH);
      await poll(() => page.getByTestId('start-garage-picker').textContent()).toContain('Pool Bandung');
      const created = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1);
      const task = await api<{ start_address: { name: string } | null }>(
        'GET',
        `${FLEET}/fleet-task/${created}`,
      );
      expect(task.start_address?.name).toBe('Pool Bandung');
    } finally {
      // The other browser tests create tasks, which start at the default garage: put it back.
      const now = await api<Settings>('GET', `${FLEET}/setting`);
      await api('PATCH', `${FLEET}/setting`, {
        start_address_default: before.start_address_default,
        start_address_toggle: before.start_address_toggle,
        ...(now.updated_on ? { updated_on: now.updated_on } : {}),
      });
      await page.close();
    }
  });
});
