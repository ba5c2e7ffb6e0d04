import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { LocalFolderStorage } from '../storage/file-storage';
import { type DemoSeedResult, PLATFORM_OPERATOR_LOGIN, seedDemo } from '.';
import { demoPassword } from './builders/builders';

let t: TestApp;
let storageDir: string;
let seed: DemoSeedResult;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'armada-demo-platform-'));
  const storage = new LocalFolderStorage(storageDir);
  t = await createTestApp({ storage });
  seed = await seedDemo(t.database.db, { storage });
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const get = async (headers: { authorization: string }, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers })).json().data;

describe('demo seed: the platform shell', () => {
  it('seeds operator@demo.id as platform-admin with the demo password', async () => {
    const headers = await loginAs(t.app, PLATFORM_OPERATOR_LOGIN.email, demoPassword());
    expect((await get(headers, '/api/auth/me')).role).toBe('platform-admin');
    const companies = await get(headers, '/api/platform/v1/operator/company');
    expect(companies.ids.sort()).toEqual([seed.transportCompanyId, seed.vendorCompanyId].sort());
  });

  it('gives the transport company bilingual and announcements on, white label off; the vendor white label with a logo', async () => {
    const admin = await get(await loginAs(t.app, 'admin@demo.id', demoPassword()), '/api/auth/me');
    expect(admin.company.features).toMatchObject({
      vsms2_bilingual: true,
      vsms2_system_notification: true,
      white_label: false,
    });
    const vendorHeaders = await loginAs(t.app, 'vendor@demo.id', demoPassword());
    const vendor = await get(vendorHeaders, '/api/auth/me');
    expect(vendor.company.features.white_label).toBe(true);
    expect(vendor.company.branding).toEqual({
      name: 'PT Mitra Angkut Sejahtera',
      logo_url: '/api/platform/v1/branding/logo',
    });
    const logo = await t.app.inject({
      method: 'GET',
      url: vendor.company.branding.logo_url,
      headers: vendorHeaders,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('seeds announcements with an image, a carousel and a video link, and an active banner for all', async () => {
    const headers = await loginAs(t.app, 'dispatcher@demo.id', demoPassword());
    const list = await t.app.inject({ method: 'GET', url: '/api/platform/v1/system-notification', headers });
    const items = list.json().data.paginated_result as { action: { type: string } | null; data: unknown }[];
    expect(items.map((item) => item.action?.type ?? null).sort()).toEqual(
      ['CAROUSEL', 'IMAGE', 'VIDEO', null].sort(),
    );
    const banner = await get(headers, '/api/platform/v1/banner-active');
    expect(banner).toMatchObject({ day_show: 3, due: true });
    const image = await t.app.inject({ method: 'GET', url: banner.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    for (const item of items) {
      const data = item.data as { image_url?: string; image_urls?: string[] } | null;
      for (const url of [data?.image_url, ...(data?.image_urls ?? [])].filter(Boolean) as string[]) {
        expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/jpeg');
      }
    }
  });
});
