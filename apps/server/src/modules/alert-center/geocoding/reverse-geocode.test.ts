import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { type FakeNominatim, startFakeNominatim } from '../../../../test/fakes/nominatim-server';
import type { DatabaseHandle } from '../../../db/database';
import { buildAddress, buildCompany } from '../../../seed/builders/builders';
import { reverseGeocode } from './reverse-geocode';

let handle: DatabaseHandle;
let nominatim: FakeNominatim;
let companyId: number;
let otherCompanyId: number;
const db = () => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  nominatim = await startFakeNominatim();
  companyId = (await buildCompany(db())).id;
  otherCompanyId = (await buildCompany(db())).id;
  await buildAddress(db(), {
    company_id: companyId,
    name: 'Pool Pulogadung',
    full_name: 'Jl. Rawa Gelam IV No. 9',
    city: 'Jakarta Timur',
    latitude: -6.196,
    longitude: 106.91,
  });
});
afterAll(async () => {
  await nominatim.close();
  await handle.close();
});

describe('reverseGeocode without a geocoder', () => {
  it("names the company's nearest known address within 1 km, and only the company's own", async () => {
    expect(await reverseGeocode(db(), companyId, -6.1965, 106.9105, { url: undefined })).toBe(
      'Pool Pulogadung, Jl. Rawa Gelam IV No. 9, Jakarta Timur',
    );
    expect(await reverseGeocode(db(), otherCompanyId, -6.1965, 106.9105, { url: undefined })).toBeNull();
  });

  it('answers null farther than 1 km from every known address', async () => {
    // About 1.3 km north of the garage.
    expect(await reverseGeocode(db(), companyId, -6.184, 106.91, { url: undefined })).toBeNull();
  });
});

describe('reverseGeocode with a Nominatim server', () => {
  it('asks Nominatim once per rounded coordinate and keeps the answer', async () => {
    const before = nominatim.requests.length;
    const first = await reverseGeocode(db(), companyId, -6.30001, 106.80001, { url: nominatim.baseUrl });
    const again = await reverseGeocode(db(), companyId, -6.30002, 106.80002, { url: nominatim.baseUrl });
    expect(first).toBe('Jalan Uji -6.30001,106.80001, Jakarta');
    expect(again).toBe(first);
    expect(nominatim.requests.length - before).toBe(1);
    const request = nominatim.requests.at(-1);
    expect(request?.pathname).toBe('/reverse');
    expect(request?.searchParams.get('format')).toBe('jsonv2');
  });

  it('falls back to the nearest known address when Nominatim fails, and asks again next time', async () => {
    nominatim.respondWith(() => ({ status: 503 }));
    const before = nominatim.requests.length;
    expect(await reverseGeocode(db(), companyId, -6.1961, 106.9101, { url: nominatim.baseUrl })).toBe(
      'Pool Pulogadung, Jl. Rawa Gelam IV No. 9, Jakarta Timur',
    );
    nominatim.respondWith(() => ({
      status: 200,
      body: { display_name: 'Jl. Rawa Gelam, Cakung, Jakarta Timur' },
    }));
    expect(await reverseGeocode(db(), companyId, -6.1961, 106.9101, { url: nominatim.baseUrl })).toBe(
      'Jl. Rawa Gelam, Cakung, Jakarta Timur',
    );
    expect(nominatim.requests.length - before).toBe(2);
  });
});
