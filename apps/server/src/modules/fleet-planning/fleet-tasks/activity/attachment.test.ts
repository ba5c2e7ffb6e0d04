import { MAX_PHOTO_BYTES } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityWorld,
  activityUrl,
  completion,
  createActivityWorld,
  startedTask,
} from '../../../../../test/factories/activity.factory';
import { jpegOfSize } from '../../../../../test/multipart';
import { buildDeliveryOrder } from '../../../../seed/builders/builders';
import type { BuiltFleetTask } from '../../../../seed/builders/fleet-task-builder';

let w: ActivityWorld;
let task: BuiltFleetTask;
let pickupUrl: string;
let orderId: string;

const photo = (bytes: Uint8Array, fileName = 'foto.jpg', contentType = 'image/jpeg') => ({
  fileName,
  contentType,
  bytes,
});
const stored = (activityId: string) =>
  w.db.selectFrom('activity_attachments').selectAll().where('activity_id', '=', activityId).execute();
const activityIdOf = (url: string) => url.split('/').at(-1) ?? '';

beforeAll(async () => {
  w = await createActivityWorld();
  const order = await buildDeliveryOrder(w.db, { company_id: w.companyId });
  orderId = order.id;
  task = await startedTask(w, [order]);
  pickupUrl = activityUrl(task, order.id, 'PICKUP');
});
afterAll(() => w.t.close());

describe('proof photos of an activity', () => {
  it('takes a JPEG and lists it with a link that opens without a login', async () => {
    const response = await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(1000))]);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json().data;
    expect(uploaded).toMatchObject({
      type: 'photo',
      content_type: 'image/jpeg',
      size_bytes: 1000,
      in_proof: false,
    });

    const listed = await w.api('GET', `${pickupUrl}/attachment`);
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([uploaded.id]);
    const image = await w.t.app.inject({ method: 'GET', url: uploaded.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.length).toBe(1000);
    await w.api('DELETE', `${pickupUrl}/attachment`);
  });

  it('takes a photo of exactly 2 MB (2097152 bytes)', async () => {
    const response = await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(MAX_PHOTO_BYTES))]);
    expect(response.statusCode, response.body).toBe(201);
    await w.api('DELETE', `${pickupUrl}/attachment`);
  });

  it('refuses a photo of 2097153 bytes with the spec message and stores nothing', async () => {
    const response = await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(MAX_PHOTO_BYTES + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'attachment/photo-too-large',
      message: 'Gagal unggah foto. Ukuran foto melebihi batas ketentuan (2 MB)',
    });
    expect(await stored(activityIdOf(pickupUrl))).toEqual([]);
  });

  it('refuses a text file renamed .jpg, whatever type the browser claims', async () => {
    const text = new TextEncoder().encode('ini bukan foto, hanya teks biasa');
    const response = await w.upload(pickupUrl, { type: 'photo' }, [photo(text, 'foto.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('attachment/not-an-image');
    expect(await stored(activityIdOf(pickupUrl))).toEqual([]);
  });

  it('refuses a sixth photo of one activity', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(200 + i))]);
      expect(response.statusCode, response.body).toBe(201);
    }
    const sixth = await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(300))]);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({
      code: 'attachment/photo-limit-reached',
      message: 'Gagal unggah foto. Maksimal 5 foto untuk setiap aktivitas.',
    });
    expect(await stored(activityIdOf(pickupUrl))).toHaveLength(5);
    const cleared = await w.api('DELETE', `${pickupUrl}/attachment`);
    expect(cleared.json().data).toEqual({ deleted: 5 });
  });

  it.each([
    ['without the type field', {}, 'required'],
    ['with a type other than photo', { type: 'video' }, 'invalid-value'],
  ])('refuses an upload %s', async (_name, fields, code) => {
    const response = await w.upload(pickupUrl, fields, [photo(jpegOfSize(100))]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'type', code })]);
  });

  it('refuses an upload without a file, and two files in one call', async () => {
    const none = await w.upload(pickupUrl, { type: 'photo' }, []);
    expect(none.json().code).toBe('attachment/file-required');
    const two = await w.upload(pickupUrl, { type: 'photo' }, [
      photo(jpegOfSize(100)),
      photo(jpegOfSize(100)),
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('attachment/one-photo-per-call');
    expect(await stored(activityIdOf(pickupUrl))).toEqual([]);
  });

  it('refuses a JSON body where a multipart upload is expected', async () => {
    const response = await w.api('POST', `${pickupUrl}/attachment`, { type: 'photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('attachment/file-required');
  });

  it('refuses photos before the task is on its way', async () => {
    const order = await buildDeliveryOrder(w.db, { company_id: w.companyId });
    const scheduled = await startedTask(w, [order], { status: 'SCHEDULED', actual_departure_on: null });
    const response = await w.upload(activityUrl(scheduled, order.id, 'PICKUP'), { type: 'photo' }, [
      photo(jpegOfSize(100)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('fleet-task/activity-requires-started');
  });

  it('answers 404 for an activity under another point of the task', async () => {
    const otherPoint = task.points.find((point) => !pickupUrl.includes(point.id));
    const wrong = pickupUrl.replace(/point\/[^/]+/, `point/${otherPoint?.id}`);
    const response = await w.upload(wrong, { type: 'photo' }, [photo(jpegOfSize(100))]);
    expect(response.statusCode).toBe(404);
  });

  it('opens no photo through a tampered or expired link', async () => {
    const uploaded = (await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(100))])).json().data;
    // Change the signature's first character to another one (a fixed 'A' matched one link in 64).
    const tampered = uploaded.url.replace(/signature=(.)/, (_: string, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await w.t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const expired = uploaded.url.replace(/expires=\d+/, 'expires=1700000000');
    expect((await w.t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    await w.api('DELETE', `${pickupUrl}/attachment`);
  });

  it('keeps the photos of a saved proof when the form photos are cleared', async () => {
    const kept = (await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(100))])).json().data;
    const done = await w.api('POST', `${pickupUrl}/complete`, completion('2026-11-22T09:00:00+07:00'));
    expect(done.statusCode, done.body).toBe(200);
    const extra = (await w.upload(pickupUrl, { type: 'photo' }, [photo(jpegOfSize(120))])).json().data;

    const one = await w.api('DELETE', `${pickupUrl}/attachment/${kept.id}`);
    expect(one.statusCode).toBe(400);
    expect(one.json().code).toBe('attachment/in-completed-proof');
    const cleared = await w.api('DELETE', `${pickupUrl}/attachment`);
    expect(cleared.json().data).toEqual({ deleted: 1 });
    const left = await stored(activityIdOf(pickupUrl));
    expect(left.map((row) => row.id)).toEqual([kept.id]);
    expect((await w.t.app.inject({ method: 'GET', url: extra.url })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    expect(orderId).toBeTruthy();
  });
});
