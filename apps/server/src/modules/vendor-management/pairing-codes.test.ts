import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@armada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../test/app';
import { issuePairingCode } from '../../../test/factories/pairing.factory';
import { seedDemo } from '../../seed';
import { buildCompany, buildUser, demoPassword } from '../../seed/builders/builders';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedDemo>>;
let transporter: { authorization: string };
let vendorCompany: { authorization: string };

const BASE = '/api/vendor-management/v1';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: { ...headers, 'accept-language': 'id' }, payload });
const vendorCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('vendors')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db);
  transporter = await loginAs(t.app, 'admin@demo.id', demoPassword());
  vendorCompany = await loginAs(t.app, 'vendor@demo.id', demoPassword());
});
afterAll(() => t.close());

describe('pairing codes of a company', () => {
  it('issues a single-use code of 12 symbols from the 32-symbol alphabet, valid for 7 days', async () => {
    const response = await call('POST', '/pairing-code', vendorCompany);
    expect(response.statusCode).toBe(201);
    const { code, created_on, expires_on } = response.json().data;
    expect(code).toHaveLength(PAIRING_CODE_LENGTH);
    expect([...code].every((symbol: string) => PAIRING_CODE_ALPHABET.includes(symbol))).toBe(true);
    const days = (Date.parse(expires_on) - Date.parse(created_on)) / (24 * 3600 * 1000);
    expect(days).toBeCloseTo(7, 3);
  });

  it('lists the open codes and stops listing a revoked one', async () => {
    const { code } = (await call('POST', '/pairing-code', vendorCompany)).json().data;
    const listed = (await call('GET', '/pairing-code?limit=100', vendorCompany)).json();
    expect(listed.data.ids).toContain(code);
    expect(listed.metadata.total_count).toBe(listed.data.ids.length);
    const revoked = await call('DELETE', `/pairing-code/${code}`, vendorCompany);
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', '/pairing-code?limit=100', vendorCompany)).json().data.ids).not.toContain(code);
  });

  it("answers 404 to revoking another company's code, like a missing one", async () => {
    const code = await issuePairingCode(t.database.db, seed.vendorCompanyId);
    expect((await call('DELETE', `/pairing-code/${code}`, transporter)).statusCode).toBe(404);
    expect((await call('DELETE', '/pairing-code/TIDAKADA0000', vendorCompany)).statusCode).toBe(404);
  });

  it('needs the settings scopes', async () => {
    const driver = await buildUser(t.database.db, {
      company_id: seed.vendorCompanyId,
      role: 'driver',
      password: 'rahasia-123',
    });
    const asDriver = await loginAs(t.app, driver.email, 'rahasia-123');
    expect((await call('POST', '/pairing-code', asDriver)).statusCode).toBe(403);
    expect((await call('GET', '/pairing-code', asDriver)).statusCode).toBe(403);
  });
});

describe("pairing a vendor needs the other company's code", () => {
  it('pairs a new vendor with the company that issued the code, and makes it ACTIVE', async () => {
    const company = await buildCompany(t.database.db, { name: 'PT Mitra Baru' });
    const code = await issuePairingCode(t.database.db, company.id);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const response = await call('POST', '/vendor', transporter, {
      name: 'PT Mitra Baru',
      pairing_code: typed,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: { name: 'ACTIVE' },
      paired_company_id: company.id,
      paired_company: { id: company.id, name: 'PT Mitra Baru' },
    });
  });

  it('refuses a code used once already, revoked, expired or unknown, and stores nothing', async () => {
    const used = await issuePairingCode(t.database.db, (await buildCompany(t.database.db)).id);
    expect(
      (await call('POST', '/vendor', transporter, { name: 'PT Sekali', pairing_code: used })).statusCode,
    ).toBe(201);
    const revoked = await issuePairingCode(t.database.db, (await buildCompany(t.database.db)).id);
    await t.database.db
      .updateTable('pairing_codes')
      .set({ revoked_on: new Date() })
      .where('code', '=', revoked)
      .execute();
    const expired = await issuePairingCode(t.database.db, (await buildCompany(t.database.db)).id);
    await sql`update pairing_codes set expires_on = now() - interval '1 minute' where code = ${expired}`.execute(
      t.database.db,
    );
    const before = await vendorCount();
    for (const code of [used, revoked, expired, 'TIDAKADA0000']) {
      const response = await call('POST', '/vendor', transporter, {
        name: `PT Kode ${code}`,
        pairing_code: code,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'vendor/pairing-code-invalid',
        message: 'Kode pairing tidak valid, sudah kedaluwarsa, atau sudah digunakan.',
        errors: [{ field: 'pairing_code' }],
      });
    }
    expect(await vendorCount()).toBe(before);
  });

  it('refuses a company id without a code, on create and on edit, and changes nothing', async () => {
    const company = await buildCompany(t.database.db);
    const before = await vendorCount();
    const created = await call('POST', '/vendor', transporter, {
      name: 'PT Tanpa Izin',
      paired_company_id: company.id,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('vendor/pairing-code-required');
    expect(await vendorCount()).toBe(before);

    const vendor = (await call('POST', '/vendor', transporter, { name: 'PT Belum Terhubung' })).json().data;
    const edited = await call('PATCH', `/vendor/${vendor.id}`, transporter, {
      paired_company_id: company.id,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().code).toBe('vendor/pairing-code-required');
    const stored = (await call('GET', `/vendor/${vendor.id}`, transporter)).json().data;
    expect(stored.paired_company_id).toBeNull();
  });

  it('keeps the demo pair connected and accepts its unchanged company id on edit', async () => {
    const response = await call('PATCH', `/vendor/${seed.pairedVendorId}`, transporter, {
      paired_company_id: seed.vendorCompanyId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.paired_company_id).toBe(seed.vendorCompanyId);
  });

  it('lets a code be used again after the vendor that took it was refused', async () => {
    const code = await issuePairingCode(t.database.db, seed.vendorCompanyId);
    // The vendor company is already paired with the demo's vendor: refused, and the code stays unused.
    const refused = await call('POST', '/vendor', transporter, { name: 'PT Kembar Dua', pairing_code: code });
    expect(refused.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('pairing_codes')
      .select('used_on')
      .where('code', '=', code)
      .executeTakeFirst();
    expect(row?.used_on).toBeNull();
  });
});
