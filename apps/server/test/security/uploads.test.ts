import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_ACTIVITY } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildDeliveryOrder,
  buildFleetTask,
  buildUser,
} from '../../src/seed/builders/builders';
import { LocalFolderStorage } from '../../src/storage/file-storage';
import { createTestApp, loginAs, type TestApp } from '../app';
import { jpegOfSize, type MultipartFile, multipartBody } from '../multipart';

/*
 * Issue 21, item 4: hostile uploads against the real storage on disk. The storage root sits inside a
 * folder of its own, so a file written anywhere else under that folder, or outside the root, shows.
 */

const FLEET_API = '/api/fleet-planning/v1';
const PASSWORD = 'kata-sandi-unggah';

let t: TestApp;
let outer: string;
let root: string;
let authorization: string;
let companyId: number;

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** Every file under a folder, relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(folder, name)).isFile())
    .sort();
}

/** A started task with one order, and the URL of its pickup activity. */
async function pickupOfNewTask(): Promise<string> {
  const order = await buildDeliveryOrder(t.database.db, { company_id: companyId });
  const task = await buildFleetTask(t.database.db, {
    company_id: companyId,
    status: 'STARTED',
    visited_statuses: ['DRAFT', 'SCHEDULED', 'STARTED'],
    actual_departure_on: new Date(),
    orders: [order],
  });
  const pickup = task.activities.find((row) => row.type === 'PICKUP');
  if (!pickup) throw new Error('the task has no pickup');
  return `${FLEET_API}/fleet-task/${task.id}/point/${pickup.point_id}/activity/${pickup.id}`;
}

function upload(activityUrl: string, file: MultipartFile) {
  const body = multipartBody({ type: 'photo' }, [file]);
  return t.app.inject({
    method: 'POST',
    url: `${activityUrl}/attachment`,
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

const storedRows = (activityUrl: string) =>
  t.database.db
    .selectFrom('activity_attachments')
    .select(['id', 'storage_key'])
    .where('activity_id', '=', activityUrl.split('/').at(-1) ?? '')
    .execute();

beforeAll(async () => {
  outer = mkdtempSync(path.join(tmpdir(), 'armada-uploads-'));
  root = path.join(outer, 'root');
  mkdirSync(root);
  t = await createTestApp({ storage: new LocalFolderStorage(root) });
  const company = await buildCompany(t.database.db, { name: 'PT Unggah Aman' });
  companyId = company.id;
  const admin = await buildUser(t.database.db, {
    company_id: companyId,
    email: 'admin@unggah.uji.id',
    password: PASSWORD,
  });
  ({ authorization } = await loginAs(t.app, admin.email, PASSWORD));
});
afterAll(async () => {
  await t.close();
  rmSync(outer, { recursive: true, force: true });
});

describe('hostile uploads', () => {
  it.each<[string, MultipartFile, number, string]>([
    [
      'text behind an image name',
      { fileName: 'foto.jpg', contentType: 'image/jpeg', bytes: text('bukan foto') },
      415,
      'attachment/not-an-image',
    ],
    [
      'an SVG with a script',
      {
        fileName: 'foto.svg',
        contentType: 'image/svg+xml',
        bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      415,
      'attachment/not-an-image',
    ],
    [
      'an SVG named .jpg',
      {
        fileName: 'foto.jpg',
        contentType: 'image/jpeg',
        bytes: text('<?xml version="1.0"?><svg onload="alert(1)"/>'),
      },
      415,
      'attachment/not-an-image',
    ],
    [
      'a JPEG/HTML polyglot',
      {
        fileName: 'foto.jpg',
        contentType: 'image/jpeg',
        bytes: concat(JPEG_START, text('<html><script>alert(1)</script></html>')),
      },
      415,
      'attachment/not-an-image',
    ],
    [
      'a JPEG with a ZIP appended',
      {
        fileName: 'foto.jpg',
        contentType: 'image/jpeg',
        bytes: concat(
          jpegOfSize(500),
          new Uint8Array([0xff, 0xd9, 0x50, 0x4b, 0x03, 0x04]),
          text('shell.php'),
        ),
      },
      415,
      'attachment/not-an-image',
    ],
    [
      'a GIF/JS polyglot',
      { fileName: 'foto.gif', contentType: 'image/gif', bytes: text('GIF89a/*\x01\x00*/=alert(1)//') },
      415,
      'attachment/not-an-image',
    ],
    [
      'a name with ../',
      { fileName: '../../luar.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(300) },
      400,
      'attachment/invalid-file-name',
    ],
    [
      'a name with a folder',
      { fileName: 'C:\\Windows\\foto.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(300) },
      400,
      'attachment/invalid-file-name',
    ],
    [
      'a 0-byte file',
      { fileName: 'kosong.jpg', contentType: 'image/jpeg', bytes: new Uint8Array() },
      400,
      'attachment/file-required',
    ],
    [
      'a file over the limit',
      { fileName: 'besar.jpg', contentType: 'image/jpeg', bytes: jpegOfSize(MAX_PHOTO_BYTES + 1) },
      413,
      'attachment/photo-too-large',
    ],
  ])('refuses %s, and writes nothing', async (_name, file, status, code) => {
    const activity = await pickupOfNewTask();
    const before = filesUnder(outer);
    const response = await upload(activity, file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await storedRows(activity)).toEqual([]);
    expect(filesUnder(outer)).toEqual(before);
  });

  it('writes an accepted photo under the storage root only, served so that nothing in it can run', async () => {
    const activity = await pickupOfNewTask();
    const before = filesUnder(outer);
    const response = await upload(activity, {
      fileName: 'bukti.jpg',
      contentType: 'image/jpeg',
      bytes: jpegOfSize(800),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await storedRows(activity);
    const added = filesUnder(outer).filter((name) => !before.includes(name));
    expect(added).toEqual([path.join('root', ...(row?.storage_key ?? '').split('/'))]);
    const photo = await t.app.inject({ method: 'GET', url: response.json().data.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
  });

  it('holds the limit of five photos when twelve uploads race for one activity', async () => {
    const activity = await pickupOfNewTask();
    const before = filesUnder(root).length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        upload(activity, {
          fileName: `balapan-${i}.jpg`,
          contentType: 'image/jpeg',
          bytes: jpegOfSize(400 + i),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PHOTOS_PER_ACTIVITY);
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().code)).toEqual(
      Array(12 - MAX_PHOTOS_PER_ACTIVITY).fill('attachment/photo-limit-reached'),
    );
    expect(await storedRows(activity)).toHaveLength(MAX_PHOTOS_PER_ACTIVITY);
    // A refused upload removes the file it had written: no file without its row.
    expect(filesUnder(root).length - before).toBe(MAX_PHOTOS_PER_ACTIVITY);
  });
});
