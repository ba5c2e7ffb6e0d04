import type { Page } from 'playwright-core';

/** The number the announcements button says is unread ('Pengumuman, 3 belum dibaca'; none: 'Pengumuman'). */
export async function unreadShown(page: Page): Promise<number> {
  const name = (await page.getByTestId('announcements-button').getAttribute('aria-label')) ?? '';
  const match = /(\d+) belum dibaca/.exec(name);
  return match ? Number(match[1]) : 0;
}
