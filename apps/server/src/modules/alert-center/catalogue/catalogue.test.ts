import {
  ALERT_CATEGORIES,
  ALERT_CODES,
  ALERT_RULE_TEMPLATES,
  alertCategoryIconPath,
  alertIconPath,
} from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { syncAlertCatalogue } from '../../../db/alert-catalogue';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the alert catalogue tables', () => {
  it('hold every code, category and template of the domain after the migrations', async () => {
    const codes = await db()
      .selectFrom('alert_codes')
      .select(['code', 'description_idn', 'default_urgency'])
      .orderBy('code')
      .execute();
    expect(codes.map((row) => row.code)).toEqual(ALERT_CODES.map((code) => code.alertCode));
    const overspeed = codes.find((row) => row.code === 8);
    expect(overspeed).toEqual({ code: 8, description_idn: 'Kecepatan berlebih', default_urgency: 'URGENT' });
    expect(await db().selectFrom('alert_categories').select('id').execute()).toHaveLength(
      ALERT_CATEGORIES.length,
    );
    const templates = await db().selectFrom('alert_rule_templates').selectAll().orderBy('position').execute();
    expect(templates.map((row) => row.name_idn)).toEqual(
      ALERT_RULE_TEMPLATES.map((template) => template.nameIdn),
    );
    expect(templates[0]?.default_alert_codes).toEqual([8, 9, 117]);
  });

  it('follow the domain at the next start: a changed text is rewritten, a dropped code leaves the catalogue', async () => {
    await db()
      .updateTable('alert_codes')
      .set({ description_idn: 'teks lama' })
      .where('code', '=', 9)
      .execute();
    await db()
      .insertInto('alert_codes')
      .values({
        code: 999,
        category_id: 1,
        description_idn: 'Kode lama',
        description_eng: 'Old code',
        full_description_idn: 'Kode lama',
        full_description_eng: 'Old code',
        producer: 'DEVICE',
        default_urgency: 'IMPORTANT',
      })
      .execute();
    await syncAlertCatalogue(db());
    await syncAlertCatalogue(db());
    const rows = await db()
      .selectFrom('alert_codes')
      .select(['code', 'description_idn', 'in_catalogue', 'enabled_in_rule'])
      .where('code', 'in', [9, 999])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 9, description_idn: 'Pengereman mendadak', in_catalogue: true, enabled_in_rule: true },
      { code: 999, description_idn: 'Kode lama', in_catalogue: false, enabled_in_rule: false },
    ]);
  });
});

describe('catalogue icons', () => {
  it('serves every code and category icon as an SVG of the app, cacheable, without a token', async () => {
    const paths = [
      ...ALERT_CODES.map((code) => alertIconPath(code.alertCode)),
      ...ALERT_CATEGORIES.map((category) => alertCategoryIconPath(category.alertCategoryId)),
    ];
    for (const url of paths) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(response.body).not.toMatch(/<script|on\w+=|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
    }
  });

  it('draws the code number in the urgency colour: red for urgent 8, orange for important 9', async () => {
    const overspeed = (await t.app.inject({ method: 'GET', url: alertIconPath(8) })).body;
    const braking = (await t.app.inject({ method: 'GET', url: alertIconPath(9) })).body;
    expect(overspeed).toContain('#D9363E');
    expect(overspeed).toMatch(/>8<\/text>/);
    expect(braking).toContain('#E8890C');
    expect(braking).toMatch(/>9<\/text>/);
  });

  it('answers 304 to a client that holds the same icon, and 404 to an unknown code or category', async () => {
    const first = await t.app.inject({ method: 'GET', url: alertIconPath(49) });
    const again = await t.app.inject({
      method: 'GET',
      url: alertIconPath(49),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      alertIconPath(57),
      alertCategoryIconPath(99),
      '/api/alert-center/v1/alert-code/abc/icon.svg',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
