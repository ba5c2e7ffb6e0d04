import * as domain from '@armada/domain';
import type { Page } from 'playwright-core';
import { chooseMenuItem } from './layers';

/**
 * The enum ids of `packages/domain` (issue 26 item 7: none may be shown as text), collected from what
 * the domain exports rather than listed by hand: every array of strings (the `as const` lists such
 * as FLEET_TASK_STATUSES or SHIPMENT_TYPES) and every value of a zod enum or literal reachable from an
 * exported schema (z.enum(['SELF', 'VENDOR']) inside a response schema counts too).
 */
function domainStrings(): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value))
      return;
    seen.add(value);
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def) {
      if (def.type === 'enum')
        for (const entry of Object.values(def.entries as object)) found.add(String(entry));
      if (def.type === 'literal') for (const entry of def.values as unknown[]) found.add(String(entry));
      for (const part of Object.values(def)) walk(part);
      return;
    }
    if (Array.isArray(value)) {
      if (value.every((entry) => typeof entry === 'string')) for (const entry of value) found.add(entry);
      else for (const entry of value) walk(entry);
      return;
    }
    if (Object.getPrototypeOf(value) === Object.prototype)
      for (const part of Object.values(value)) walk(part);
  };
  for (const exported of Object.values(domain)) walk(exported);
  return found;
}

/**
 * Which of them are ids a reader would recognise as leaked, rather than words the interface may
 * rightly show:
 * - SCREAMING_SNAKE_CASE ids of three letters or more (DIRECT, WAITING_FOR_VENDOR, NOT_SENT).
 *   Shorter ones (UP) are too short to tell from text.
 * - snake_case field names (expected_departure_on) and scopes or kebab-case actions
 *   (fleet-task:read, view-proof): never words of Indonesian or English.
 * - CamelCase ids with two capitals or more (FalseAlert, SystemNotif).
 * Left out, on purpose: single lowercase or capitalised words (admin, driver, photo, create, Read,
 * All), which are ordinary English and parts of e-mail addresses; values with spaces, which are filter
 * expressions or the labels themselves ('GPS Kendaraan' is how the autocomplete source is named).
 */
const LEAKED_ID_SHAPES = [
  /^[A-Z][A-Z0-9]{2,}(_[A-Z0-9]+)*$/,
  /^[a-z0-9]+(_[a-z0-9]+)+$/,
  /^[a-z0-9][a-z0-9_-]*[:-][a-z0-9_:-]+$/,
  /^[A-Z][a-z0-9]+([A-Z][a-z0-9]*)+$/,
];

/**
 * Acronyms that are their own Indonesian name: the Alert Center's categories GPS, DMS and ADAS are
 * called so in the catalogue's categoryIdn, and 'GPS' is how the pages name the device.
 */
const OWN_NAMES = new Set(['GPS', 'DMS', 'ADAS']);

/**
 * 'Temporary' is no id of the domain (the status is TEMPORARY), but the spec's status table says the
 * name of a task being created is never shown, so it is checked beside the ids.
 */
const NEVER_SHOWN = ['Temporary'];

export const DOMAIN_ENUM_IDS: ReadonlySet<string> = new Set([
  ...[...domainStrings()].filter(
    (value) => !OWN_NAMES.has(value) && LEAKED_ID_SHAPES.some((shape) => shape.test(value)),
  ),
  ...NEVER_SHOWN,
]);

/**
 * The enum ids in the text the page shows (innerText: what is rendered and visible, open dialogs
 * included), as whole words: a DO number such as DO-ANL-0007 is one word and no id.
 */
export async function enumIdsShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const words = new Set(text.split(/[^A-Za-z0-9_:-]+/));
  return [...DOMAIN_ENUM_IDS].filter((id) => words.has(id)).sort();
}

/** Loaded: no request in flight and no skeleton or spinner left (maps and lists fill in late). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.ant-skeleton, .ant-spin-spinning, .ant-table-placeholder .ant-spin')
        .length === 0,
    undefined,
    { timeout: 15_000 },
  );
}

/** What one page shows of the ids, and of its task history when the page offers one. */
export async function enumIdsOnPage(page: Page, url: string, withTaskHistory = false): Promise<string[]> {
  await page.goto(url);
  await settled(page);
  const shown = await enumIdsShown(page);
  if (!withTaskHistory) return shown;
  const more = page.getByRole('button', { name: 'Opsi lainnya' });
  if ((await more.count()) === 0) return shown;
  await more.click();
  const item = page.getByRole('menuitem', { name: 'Riwayat Penugasan' });
  if ((await item.count()) === 0) return shown;
  await chooseMenuItem(page, 'Riwayat Penugasan');
  await page.getByRole('dialog', { name: 'Riwayat Penugasan' }).waitFor();
  await settled(page);
  return [...new Set([...shown, ...(await enumIdsShown(page))])].sort();
}
