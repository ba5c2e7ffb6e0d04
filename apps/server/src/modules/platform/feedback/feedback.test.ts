import { inZone } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/app';
import {
  buildPlatformWorld,
  callAs,
  type Headers,
  PLATFORM_PASSWORD,
  type PlatformWorld,
} from '../../../../test/factories/platform.factory';
import { buildUser } from '../../../seed/builders/builders';

let t: TestApp;
let world: PlatformWorld;
let call: ReturnType<typeof callAs>;
/** A dispatcher of the north company: another user who may send feedback. */
let dispatcher: { id: number; headers: Headers };

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPlatformWorld(t.app, t.database.db);
  call = callAs(t.app);
  const row = await buildUser(t.database.db, {
    company_id: world.north.id,
    role: 'dispatcher',
    email: 'dispatcher.utara@platform.uji',
    password: PLATFORM_PASSWORD,
  });
  dispatcher = { id: row.id, headers: await loginAs(t.app, row.email, PLATFORM_PASSWORD) };
}, 180_000);
afterAll(() => t.close());

const status = async (headers: { authorization: string }) =>
  (await call(headers, 'GET', '/api/platform/v1/feedback-status')).json().data;

const storedFor = (userId: number) =>
  t.database.db.selectFrom('feedbacks').selectAll().where('user_id', '=', userId).execute();

describe('feedback', () => {
  it('is taken once a calendar month per user, with the point defaulting to 5', async () => {
    const { admin } = world.north;
    expect(await status(admin.headers)).toEqual({
      sent_this_month: false,
      last_sent_on: null,
      white_label: false,
    });

    const sent = await call(admin.headers, 'POST', '/api/platform/v1/feedback', { comment: 'Mudah dipakai' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ point: 5, comment: 'Mudah dipakai' });
    expect(await status(admin.headers)).toMatchObject({
      sent_this_month: true,
      last_sent_on: sent.json().data.created_on,
    });

    const again = await call(admin.headers, 'POST', '/api/platform/v1/feedback', { point: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'feedback/already-sent',
      message: 'Anda sudah mengirim masukan bulan ini. Terima kasih!',
    });
    expect(await storedFor(admin.id)).toHaveLength(1);
    // Another user of the same company has not sent theirs.
    expect((await status(dispatcher.headers)).sent_this_month).toBe(false);
  });

  it("counts last month's feedback as not this month's", async () => {
    const lastMonth = inZone(new Date(), 'Asia/Jakarta').subtract(1, 'month');
    await t.database.db
      .insertInto('feedbacks')
      .values({
        company_id: world.north.id,
        user_id: dispatcher.id,
        point: 4,
        comment: '',
        month: lastMonth.format('YYYY-MM'),
        created_on: lastMonth.toDate(),
      })
      .execute();
    expect(await status(dispatcher.headers)).toMatchObject({ sent_this_month: false });
    const sent = await call(dispatcher.headers, 'POST', '/api/platform/v1/feedback', {
      point: 3,
      comment: '',
    });
    expect(sent.statusCode).toBe(201);
  });

  it.each([
    ['point 0', { point: 0 }, 'point'],
    ['point 6', { point: 6 }, 'point'],
    ['a fractional point', { point: 4.5 }, 'point'],
    ['a comment over 1000 characters', { comment: 'a'.repeat(1001) }, 'comment'],
  ])('refuses %s and stores nothing', async (_name, body, field) => {
    const response = await call(world.south.admin.headers, 'POST', '/api/platform/v1/feedback', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await storedFor(world.south.admin.id)).toEqual([]);
  });

  it('is not offered to a white-label company (403) and status says so', async () => {
    const flags = `/api/platform/v1/operator/company/${world.south.id}/features`;
    await call(world.operator.headers, 'PATCH', flags, { features: { white_label: true } });
    try {
      const response = await call(world.south.admin.headers, 'POST', '/api/platform/v1/feedback', {
        point: 5,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('platform/not-for-white-label');
      expect((await status(world.south.admin.headers)).white_label).toBe(true);
      expect(await storedFor(world.south.admin.id)).toEqual([]);
    } finally {
      await call(world.operator.headers, 'PATCH', flags, { features: { white_label: false } });
    }
  });
});

describe('the referral link', () => {
  it('is made once per company and kept', async () => {
    const first = await call(world.north.admin.headers, 'GET', '/api/platform/v1/referral');
    expect(first.statusCode).toBe(200);
    const { referral_code, referral_link } = first.json().data;
    expect(referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(referral_link).toBe(`http://localhost:3000/?ref=${referral_code}`);
    const again = await call(world.north.viewer.headers, 'GET', '/api/platform/v1/referral');
    expect(again.json().data.referral_code).toBe(referral_code);
    const other = await call(world.south.admin.headers, 'GET', '/api/platform/v1/referral');
    expect(other.json().data.referral_code).not.toBe(referral_code);
  });

  it('is not offered to a white-label company', async () => {
    const flags = `/api/platform/v1/operator/company/${world.north.id}/features`;
    await call(world.operator.headers, 'PATCH', flags, { features: { white_label: true } });
    try {
      const response = await call(world.north.admin.headers, 'GET', '/api/platform/v1/referral');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('platform/not-for-white-label');
    } finally {
      await call(world.operator.headers, 'PATCH', flags, { features: { white_label: false } });
    }
  });
});
