import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  buildPlatformWorld,
  callAs,
  type PlatformWorld,
  uploadImage,
} from '../../../../test/factories/platform.factory';

let t: TestApp;
let world: PlatformWorld;
let call: ReturnType<typeof callAs>;
let image: string;

const DAY_MS = 24 * 60 * 60 * 1000;
const PUT = '/api/platform/v1/operator/banner';

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPlatformWorld(t.app, t.database.db);
  call = callAs(t.app);
  image = (await uploadImage(t.app, world.operator.headers)).json().data.asset_id;
}, 180_000);
afterAll(() => t.close());

const activeFor = async (headers: { authorization: string }, which: '' | '/company' = '') =>
  (await call(headers, 'GET', `/api/platform/v1/banner-active${which}`)).json().data;

/** Moves the user's last sighting of a banner back in time, as if days had passed. */
async function seenDaysAgo(bannerId: number, userId: number, days: number) {
  await t.database.db
    .updateTable('banner_views')
    .set({ last_shown_on: new Date(Date.now() - days * DAY_MS) })
    .where('banner_id', '=', bannerId)
    .where('user_id', '=', userId)
    .execute();
}

describe('the banner', () => {
  it('for all companies is due until seen, then again only after day_show days', async () => {
    const put = await call(world.operator.headers, 'PUT', PUT, {
      company_id: null,
      image,
      link_url: 'https://armada.example/promo',
      day_show: 3,
    });
    expect(put.statusCode).toBe(200);
    const banner = await activeFor(world.north.admin.headers);
    expect(banner).toMatchObject({
      id: put.json().data.id,
      image_url: `/api/platform/v1/asset/${image}`,
      link_url: 'https://armada.example/promo',
      day_show: 3,
      last_shown_on: null,
      due: true,
    });

    const shown = await call(
      world.north.admin.headers,
      'POST',
      `/api/platform/v1/banner-active/${banner.id}/shown`,
    );
    expect(shown.statusCode).toBe(200);
    expect((await activeFor(world.north.admin.headers)).due).toBe(false);
    // Seen by one user only: the viewer of the same company is still due.
    expect((await activeFor(world.north.viewer.headers)).due).toBe(true);

    await seenDaysAgo(banner.id, world.north.admin.id, 2);
    expect((await activeFor(world.north.admin.headers)).due).toBe(false);
    await seenDaysAgo(banner.id, world.north.admin.id, 3);
    expect((await activeFor(world.north.admin.headers)).due).toBe(true);
  });

  it('of one company reaches that company only and replaces its previous one', async () => {
    const first = await call(world.operator.headers, 'PUT', PUT, {
      company_id: world.south.id,
      image,
      day_show: 1,
    });
    const second = await call(world.operator.headers, 'PUT', PUT, {
      company_id: world.south.id,
      image,
      day_show: 7,
    });
    expect(second.json().data).toMatchObject({ company_id: world.south.id, day_show: 7, link_url: null });
    expect(await activeFor(world.south.viewer.headers, '/company')).toMatchObject({
      id: second.json().data.id,
      day_show: 7,
    });
    expect(await activeFor(world.north.viewer.headers, '/company')).toBeNull();
    const listed = (await call(world.operator.headers, 'GET', PUT)).json().data.paginated_result;
    expect(listed.map((row: { id: number }) => row.id)).not.toContain(first.json().data.id);
    expect(
      listed.find((row: { company_id: number | null }) => row.company_id === world.south.id),
    ).toMatchObject({
      company_name: `PT Selatan Platform 1`,
    });
    // Another company's banner cannot be marked seen: 404, like a missing one.
    const foreign = await call(
      world.north.viewer.headers,
      'POST',
      `/api/platform/v1/banner-active/${second.json().data.id}/shown`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('ends when the operator deletes it', async () => {
    const put = await call(world.operator.headers, 'PUT', PUT, {
      company_id: world.north.id,
      image,
      day_show: 2,
    });
    const id = put.json().data.id;
    expect((await call(world.operator.headers, 'DELETE', `${PUT}/${id}`)).statusCode).toBe(204);
    expect(await activeFor(world.north.viewer.headers, '/company')).toBeNull();
    expect((await call(world.operator.headers, 'DELETE', `${PUT}/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['day_show 0', { day_show: 0 }, 'day_show'],
    ['day_show 366', { day_show: 366 }, 'day_show'],
    ['a link that is not http(s)', { link_url: 'javascript:alert(1)' }, 'link_url'],
  ])('refuses %s and keeps the active banner', async (_name, body, field) => {
    const before = await activeFor(world.north.admin.headers);
    const response = await call(world.operator.headers, 'PUT', PUT, {
      company_id: null,
      image,
      day_show: 3,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    expect(await activeFor(world.north.admin.headers)).toEqual(before);
  });

  it('refuses an image never uploaded and an unknown company', async () => {
    const before = await activeFor(world.north.admin.headers);
    const unknownImage = await call(world.operator.headers, 'PUT', PUT, {
      company_id: null,
      image: '0b8e2a52-6c43-4c1e-9d5b-7a1f0f3b2c11',
      day_show: 3,
    });
    expect(unknownImage.statusCode).toBe(400);
    expect(unknownImage.json()).toMatchObject({
      code: 'platform/unknown-image',
      errors: [{ field: 'image' }],
    });
    const unknownCompany = await call(world.operator.headers, 'PUT', PUT, {
      company_id: 999_999,
      image,
      day_show: 3,
    });
    expect(unknownCompany.statusCode).toBe(404);
    expect(await activeFor(world.north.admin.headers)).toEqual(before);
  });
});
