import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { multipartBody } from '../../test/multipart';
import { buildCompany, buildCustomer, buildUser } from '../seed/builders/builders';
import { COMPRESS_MIN_BYTES } from './compression';

/* Issue 23 item 2: the API's JSON answers of 1 KB or more travel compressed, nothing else is touched. */

const PASSWORD = 'rahasia-sekali-123';
const CUSTOMERS = '/api/order/v1/customer';
// A PNG's signature and header, then zeros: what the logo check reads, and very compressible.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(4096),
]);
let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db, { name: 'PT Kompresi Uji' });
  await buildUser(t.database.db, { company_id: company.id, email: 'admin@kompresi.id', password: PASSWORD });
  for (let i = 0; i < 30; i++) await buildCustomer(t.database.db, { company_id: company.id });
  admin = await loginAs(t.app, 'admin@kompresi.id', PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...admin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed API answers', () => {
  it('answers a JSON list of 1 KB or more with brotli when the client accepts it', async () => {
    const plain = await get(`${CUSTOMERS}?limit=30`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get(`${CUSTOMERS}?limit=30`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const plain = await get(`${CUSTOMERS}?limit=30`);
    const gz = await get(`${CUSTOMERS}?limit=30`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is: the headers would cost about what compression saves', async () => {
    const small = await get(`${CUSTOMERS}?limit=1`, 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.json().data.paginated_result).toHaveLength(1);
  });

  it('sends a stored image as it is, never compressed again, whatever the client accepts', async () => {
    const body = multipartBody({}, [{ fileName: 'logo.png', bytes: PNG, contentType: 'image/png' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/platform/v1/company/logo',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const logo = await get('/api/platform/v1/company/logo', 'br, gzip');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  });
});
