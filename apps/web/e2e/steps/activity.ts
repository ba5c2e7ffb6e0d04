import type { ActivityType } from '@armada/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Locator, Page } from 'playwright-core';
import { fillTime } from './form';
import { chooseMenuItem } from './layers';
import { COMPANY_ZONE, poll, toast } from './session';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A row of an activity table, as the steps need it; the API's SequenceActivityResponse is one. */
export interface ActivityRow {
  id: string;
  type: ActivityType;
  delivery_order: { number: string };
}

/** A small real JPEG (80 x 60), drawn and encoded by the browser itself. */
export async function realJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 60;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 80, 60);
    context.fillStyle = '#fff';
    context.fillRect(20, 15, 40, 30);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** 'DD MMM YYYY HH:mm' in the company's zone and the picker's language, some minutes from now. */
export function pickerTime(minutesFromNow: number): string {
  return dayjs().add(minutesFromNow, 'minute').tz(COMPANY_ZONE).locale('id').format('DD MMM YYYY HH:mm');
}

/** The row's own menu ('Aksi DO-…'), then one of its entries. */
export async function chooseFromRowMenu(page: Page, activity: ActivityRow, item: string) {
  const row = page.locator(`tr[id="${activity.id}"]`);
  await row.getByRole('button', { name: `Aksi ${activity.delivery_order.number}` }).click();
  await chooseMenuItem(page, item);
}

/**
 * 'Selesaikan' of a pickup or a drop: who handed over or received, when, optionally a photo (sent
 * before saving, done when the upload list marks it), saved; done with the success toast.
 */
export async function completeActivity(
  page: Page,
  activity: ActivityRow,
  input: { name: string; minutesFromNow: number; photo?: Buffer },
) {
  await chooseFromRowMenu(page, activity, 'Selesaikan');
  const pickup = activity.type === 'PICKUP';
  const dialog = page.getByRole('dialog', {
    name: pickup ? 'Selesaikan Pengambilan' : 'Selesaikan Pengiriman',
  });
  await dialog.getByLabel(pickup ? 'Nama Pengirim' : 'Nama Penerima').fill(input.name);
  await fillTime(
    page,
    pickup ? 'Waktu Pengambilan' : 'Waktu Pengiriman',
    pickerTime(input.minutesFromNow),
    dialog,
  );
  if (input.photo) {
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bukti.jpg', mimeType: 'image/jpeg', buffer: input.photo });
    await dialog.locator('.ant-upload-list-item-done').waitFor();
  }
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const done = pickup ? 'berhasil diterima!' : 'berhasil terkirim!';
  await poll(() => toast(page).textContent()).toContain(
    `Pengiriman ${activity.delivery_order.number} ${done}`,
  );
  await dialog.waitFor({ state: 'hidden' });
}

/** 'Ubah Kuantitas Muatan' of a completed row: the dialog, once its table has loaded. */
export async function openAdjustLoad(page: Page, activity: ActivityRow): Promise<Locator> {
  await chooseFromRowMenu(page, activity, 'Ubah Kuantitas Muatan');
  const dialog = page.getByRole('dialog', { name: 'Ubah Kuantitas Muatan' });
  await dialog
    .getByRole('textbox', { name: /^Kuantitas aktual / })
    .first()
    .waitFor();
  return dialog;
}

/**
 * A new actual quantity for one product of the open 'Ubah Kuantitas Muatan', with its reason: a
 * reduction asks for one at once. Saved; done with the success toast.
 */
export async function saveLoadChange(
  page: Page,
  dialog: Locator,
  activity: ActivityRow,
  change: { product: string; quantity: number; reason: string },
) {
  await dialog.getByLabel(`Kuantitas aktual ${change.product}`).fill(String(change.quantity));
  await dialog.getByText('Alasan perubahan wajib diisi').waitFor();
  await dialog.getByLabel(`Alasan perubahan ${change.product}`).fill(change.reason);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await poll(() => toast(page).textContent()).toContain(
    `Kuantitas muatan pengambilan/pengiriman! ${activity.delivery_order.number} berhasil diubah!`,
  );
}
