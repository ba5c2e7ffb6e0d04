import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import {
  buildPlatformWorld,
  callAs,
  type PlatformWorld,
  PNG_BYTES,
  uploadImage,
} from '../../../../test/factories/platform.factory';
import { LiveTestClient, listenForSockets } from '../../../../test/live-client';

let t: TestApp;
let world: PlatformWorld;
let call: ReturnType<typeof callAs>;

const LIST = '/api/platform/v1/system-notification';
const PUBLISH = '/api/platform/v1/operator/system-notification';

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPlatformWorld(t.app, t.database.db);
  call = callAs(t.app);
}, 180_000);
afterAll(() => t.close());

async function publish(body: object) {
  const response = await call(world.operator.headers, 'POST', PUBLISH, {
    system_notif_header: 'Pemeliharaan sistem',
    system_notif_description: 'Sistem dipelihara Minggu pukul 01.00 WIB.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { system_notification_uuid: string };
}

const unread = async (headers: { authorization: string }) =>
  (await call(headers, 'GET', `${LIST}/unread-count`)).json().data.unread_count as number;

const countStored = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('system_notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('announcements', () => {
  it('keep their read state per user', async () => {
    const { north } = world;
    const startAdmin = await unread(north.admin.headers);
    const startViewer = await unread(north.viewer.headers);
    const item = await publish({});
    expect(await unread(north.admin.headers)).toBe(startAdmin + 1);

    const read = await call(north.admin.headers, 'PATCH', `${LIST}/${item.system_notification_uuid}`, {
      is_read: true,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      system_notification_uuid: item.system_notification_uuid,
      is_read: true,
    });
    const again = await call(north.admin.headers, 'PATCH', `${LIST}/${item.system_notification_uuid}`, {
      is_read: true,
    });
    expect(again.json().data.updated_on).toBe(read.json().data.updated_on);

    expect(await unread(north.admin.headers)).toBe(startAdmin);
    expect(await unread(north.viewer.headers)).toBe(startViewer + 1);
    const adminView = await call(north.admin.headers, 'GET', `${LIST}/${item.system_notification_uuid}`);
    const viewerView = await call(north.viewer.headers, 'GET', `${LIST}/${item.system_notification_uuid}`);
    expect(adminView.json().data).toMatchObject({ is_read: true, read_on: read.json().data.updated_on });
    expect(viewerView.json().data).toMatchObject({ is_read: false, read_on: null });
  });

  it('reach only the companies they name; another company gets 404 for the id', async () => {
    const southBefore = await unread(world.south.admin.headers);
    const item = await publish({ system_notif_header: 'Khusus Utara', company_ids: [world.north.id] });
    expect(await unread(world.south.admin.headers)).toBe(southBefore);
    const other = await call(world.south.admin.headers, 'GET', `${LIST}/${item.system_notification_uuid}`);
    expect(other.statusCode).toBe(404);
    const mark = await call(world.south.admin.headers, 'PATCH', `${LIST}/${item.system_notification_uuid}`, {
      is_read: true,
    });
    expect(mark.statusCode).toBe(404);
    const own = await call(world.north.admin.headers, 'GET', `${LIST}/${item.system_notification_uuid}`);
    expect(own.json().data.system_notif_header).toBe('Khusus Utara');
  });

  it('list newest first, ten a page by default, with the paging figures', async () => {
    for (let n = 0; n < 11; n += 1) await publish({ system_notif_header: `Info ${n}` });
    const first = (await call(world.south.viewer.headers, 'GET', LIST)).json();
    expect(first.data.paginated_result).toHaveLength(10);
    expect(first.data.paginated_result[0].system_notif_header).toBe('Info 10');
    expect(first.metadata).toMatchObject({ page: 1, limit: 10 });
    const second = (await call(world.south.viewer.headers, 'GET', `${LIST}?limit=10&page=2`)).json();
    expect(second.data.paginated_result[0].system_notif_header).toBe('Info 0');
    expect(first.metadata.total_count).toBe(
      first.data.paginated_result.length + second.data.paginated_result.length,
    );
  });

  it('carry their thumbnail and action images as URLs that serve the uploaded bytes', async () => {
    const thumbnail = (await uploadImage(t.app, world.operator.headers)).json().data.asset_id;
    const second = (await uploadImage(t.app, world.operator.headers)).json().data.asset_id;
    const item = await publish({
      system_notif_thumbnail: thumbnail,
      action: { type: 'CAROUSEL', title: 'Panduan', description: 'Geser' },
      data: { images: [thumbnail, second] },
    });
    const read = (
      await call(world.north.viewer.headers, 'GET', `${LIST}/${item.system_notification_uuid}`)
    ).json().data;
    expect(read.system_notif_thumbnail).toBe(`/api/platform/v1/asset/${thumbnail}`);
    expect(read.action).toEqual({ type: 'CAROUSEL', title: 'Panduan', description: 'Geser' });
    expect(read.data).toEqual({
      image_urls: [`/api/platform/v1/asset/${thumbnail}`, `/api/platform/v1/asset/${second}`],
    });
    const image = await t.app.inject({ method: 'GET', url: read.system_notif_thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, PNG_BYTES)).toBe(0);
  });

  it('are refused when the company switched them off (403), and back when on', async () => {
    const flags = `/api/platform/v1/operator/company/${world.south.id}/features`;
    await call(world.operator.headers, 'PATCH', flags, { features: { vsms2_system_notification: false } });
    const refused = await call(world.south.viewer.headers, 'GET', LIST);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'platform/feature-disabled',
      message: 'Fitur ini tidak aktif untuk perusahaan Anda.',
    });
    await call(world.operator.headers, 'PATCH', flags, { features: { vsms2_system_notification: true } });
    expect((await call(world.south.viewer.headers, 'GET', LIST)).statusCode).toBe(200);
  });
});

describe('a new announcement on the live socket', () => {
  it('reaches each connected user of the targeted company as system-notif-{userId}', async () => {
    const base = await listenForSockets(t.app);
    const token = (headers: { authorization: string }) => headers.authorization.slice('Bearer '.length);
    const admin = await LiveTestClient.connect(base, { token: token(world.north.admin.headers) });
    const viewer = await LiveTestClient.connect(base, { token: token(world.north.viewer.headers) });
    const southAdmin = await LiveTestClient.connect(base, { token: token(world.south.admin.headers) });
    try {
      const item = await publish({ system_notif_header: 'Langsung', company_ids: [world.north.id] });
      const toAdmin = await admin.event(`system-notif-${world.north.admin.id}`);
      expect(toAdmin.data).toMatchObject({
        system_notification_uuid: item.system_notification_uuid,
        system_notif_header: 'Langsung',
        is_read: false,
        read_on: null,
      });
      await viewer.event(`system-notif-${world.north.viewer.id}`);
      await southAdmin.roundTrip();
      expect(southAdmin.received.filter((message) => message.event.startsWith('system-notif-'))).toEqual([]);
      expect(admin.events(`system-notif-${world.north.viewer.id}`)).toEqual([]);
    } finally {
      for (const client of [admin, viewer, southAdmin]) client.socket.terminate();
    }
  });
});

describe('publishing', () => {
  it('refuses a thumbnail whose bytes are not an image (415) and stores nothing', async () => {
    const response = await uploadImage(
      t.app,
      world.operator.headers,
      Buffer.from('<svg onload="x()"></svg>'),
      'foto.png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'platform/invalid-image',
      message: 'Gambar harus berupa PNG, JPEG, atau WebP.',
    });
    const assets = await t.database.db
      .selectFrom('platform_assets')
      .select('id')
      .where('size_bytes', '=', 24)
      .execute();
    expect(assets).toEqual([]);
  });

  it.each([
    ['an empty header', { system_notif_header: ' ' }, 'system_notif_header'],
    ['an action without data', { action: { type: 'IMAGE', title: 'Lihat' } }, 'data'],
    [
      'data of another action type',
      { action: { type: 'VIDEO', title: 'Tonton' }, data: { image: '0b8e2a52-6c43-4c1e-9d5b-7a1f0f3b2c11' } },
      'data',
    ],
    ['an unknown company', { company_ids: [999_999] }, 'company_ids'],
  ])('refuses %s with a field error and stores nothing', async (_name, body, field) => {
    const before = await countStored();
    const response = await call(world.operator.headers, 'POST', PUBLISH, {
      system_notif_header: 'Judul',
      system_notif_description: 'Isi',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid/invalid-fields');
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await countStored()).toBe(before);
  });

  it('refuses an image that was never uploaded (400 platform/unknown-image) and stores nothing', async () => {
    const before = await countStored();
    const response = await call(world.operator.headers, 'POST', PUBLISH, {
      system_notif_header: 'Judul',
      system_notif_description: 'Isi',
      system_notif_thumbnail: '0b8e2a52-6c43-4c1e-9d5b-7a1f0f3b2c11',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'platform/unknown-image',
      errors: [{ field: 'system_notif_thumbnail' }],
    });
    expect(await countStored()).toBe(before);
  });

  it('lists what was published with recipients and reads for the operator', async () => {
    const response = await call(world.operator.headers, 'GET', `${PUBLISH}?limit=100`);
    expect(response.statusCode).toBe(200);
    const northOnly = response
      .json()
      .data.paginated_result.find(
        (item: { system_notif_header: string }) => item.system_notif_header === 'Khusus Utara',
      );
    expect(northOnly).toMatchObject({ company_ids: [world.north.id], recipient_count: 2, read_count: 0 });
    expect(northOnly.created_by).toEqual({ id: world.operator.id, name: 'Operator Platform' });
  });
});
