import { MAX_LOGO_BYTES } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import { multipartBody } from '../../../../test/multipart';
import { buildCompany, buildUser } from '../../../seed/builders/builders';

const PASSWORD = 'rahasia-sekali-123';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let t: TestApp;
let admin: { authorization: string };
let other: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db, { name: 'PT Profil Uji' });
  await buildUser(t.database.db, { company_id: company.id, email: 'admin@profil.id', password: PASSWORD });
  const second = await buildCompany(t.database.db, { name: 'PT Lain' });
  await buildUser(t.database.db, { company_id: second.id, email: 'admin@lain.id', password: PASSWORD });
  admin = await loginAs(t.app, 'admin@profil.id', PASSWORD);
  other = await loginAs(t.app, 'admin@lain.id', PASSWORD);
});
afterAll(() => t.close());

const uploadLogo = (authorization: string, bytes: Buffer, fileName = 'logo.png') => {
  const body = multipartBody({}, [{ fileName, bytes, contentType: 'image/png' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/platform/v1/company/logo',
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
};

describe('company profile', () => {
  it('updates name, address, phone and time zone, refusing an unknown zone', async () => {
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/platform/v1/company', headers: admin, payload });
    const saved = await patch({
      name: 'PT Profil Baru',
      address: 'Jl. Sudirman 1, Jakarta',
      phone_no: '+62215550000',
      time_zone: 'Asia/Jayapura',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'PT Profil Baru',
      address: 'Jl. Sudirman 1, Jakarta',
      time_zone: 'Asia/Jayapura',
      has_logo: false,
    });
    const refused = await patch({ time_zone: 'Asia/Atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ field: 'time_zone', code: 'invalid-value' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin });
    expect(me.json().data.company).toMatchObject({ name: 'PT Profil Baru', time_zone: 'Asia/Jayapura' });
  });

  it('stores a PNG logo checked by its bytes and serves it to its own company only', async () => {
    const uploaded = await uploadLogo(admin.authorization, PNG);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.has_logo).toBe(true);
    const logo = await t.app.inject({ method: 'GET', url: '/api/platform/v1/company/logo', headers: admin });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/platform/v1/company/logo',
      headers: other,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, and one over the size limit', async () => {
    const svg = await uploadLogo(
      admin.authorization,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.png',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('company/invalid-logo');
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    const tooLarge = await uploadLogo(admin.authorization, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'company/logo-too-large',
      message: 'Ukuran logo maksimal 1024 KB.',
    });
  });
});
