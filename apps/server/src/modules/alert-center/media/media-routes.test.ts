import { createServer } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { type RunningGatewaySim, startGatewaySim } from '../../../../test/fakes/gateway-sim';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import { DEFAULT_MEDIA_MAX_CLIP_BYTES } from '../../../config';
import type { Database } from '../../../db/schema';
import { buildRawAlert } from '../../../seed/builders/alert-builders';
import { newUploadToken } from './media-links';

const BSJ = '865205041230417';
const MINUTE = 60_000;
/** The smallest bytes that pass as an MP4: an ftyp box (size 16, brand isom) and a little more. */
const TINY_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 16]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('rest of the movie'),
]);

const STATE = `mutation ($input: AlertMediaEventInput!) { updateAlertMediaState(input: $input) { ${ENVELOPE}
  updateAlertMediaState { pollingStatus retryCount canRequest accepted } } }`;
const FILE_LIST = `mutation ($input: RequestFileListInput!) { requestFileList(input: $input) { ${ENVELOPE}
  requestFileList { fileListId readyAfterMs start end } } }`;
const VIDEOS = `query ($input: VehicleVideosInput!) { vehicleVideos(input: $input) { ${ENVELOPE}
  vehicleVideos { status files { fileId } } } }`;
const UPLOAD = `mutation ($input: SetUploadMediaInput!) { setUploadMedia(input: $input) { ${ENVELOPE}
  setUploadMedia { id status } } }`;
const ALERT = `query ($param: String!) { rawAlert(param: $param) { ${ENVELOPE}
  rawAlert { pollingStatus videoData { id status url sizeBytes } } } }`;

/** A port free right now, so the app's publicUrl (where the sim uploads) is known before it listens. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The catalogue code of an error answer. */
const codeOf = async (answer: Response) => ((await answer.json()) as { code: string }).code;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

async function dashcamAlert(db: Kysely<Database>, company: AlertCompany) {
  const vehicleId = company.vehicleIds[0];
  await db
    .updateTable('vehicles')
    .set({ imei: BSJ, device_type: 'bsj' })
    .where('id', '=', vehicleId)
    .execute();
  const alert = await buildRawAlert(db, {
    company_id: company.companyId,
    vehicle_id: vehicleId,
    alert_code: 49,
    created_on: new Date(Date.now() - 45 * MINUTE),
  });
  return { id: alert.id as string, vehicleId };
}

/** A requested history row and its upload link, as setUploadMedia stores them, without a gateway. */
async function uploadLink(
  db: Kysely<Database>,
  company: AlertCompany,
  alert: { id: string; vehicleId: number },
) {
  const link = newUploadToken();
  const row = await db
    .insertInto('video_download_histories')
    .values({
      company_id: company.companyId,
      raw_alert_id: alert.id,
      vehicle_id: alert.vehicleId,
      channel: 'CH03',
      file_id: 'file-1',
      start_time: new Date(Date.now() - 46 * MINUTE),
      end_time: new Date(Date.now() - 44 * MINUTE),
      status: 'requested',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('media_upload_links')
    .values({
      token_hash: link.tokenHash,
      company_id: company.companyId,
      history_id: row.id,
      expires_on: link.expiresOn,
    })
    .execute();
  return { token: link.token, historyId: row.id };
}

describe('the clip upload and streaming routes', () => {
  let sim: RunningGatewaySim;
  let t: TestApp;
  let base: string;
  let mine: AlertCompany;
  beforeAll(async () => {
    sim = await startGatewaySim({ fileListDelayMs: 200 });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ media: { gateway: { url: sim.url }, secret: sim.secret }, publicUrl: base });
    await t.app.listen({ host: '127.0.0.1', port });
    mine = await alertCompany(t, 'Klip');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await sim?.stop();
  });

  const as = () => ({ authorization: mine.admin.authorization });
  const event = (rawAlertId: string, type: string, fromStatus: string, fromRetryCount: number) =>
    graphql(t.app, STATE, { input: { rawAlertId, type, fromStatus, fromRetryCount } }, as());

  /** load-none, two misses and request-started: the alert waits in requesting, as the popup leaves it. */
  async function requesting(alertId: string) {
    await event(alertId, 'load-none', 'loading', 0);
    await event(alertId, 'poll-miss', 'loading', 0);
    await event(alertId, 'poll-miss', 'loading', 1);
    const started = await event(alertId, 'request-started', 'timeout', 2);
    expect(started.data?.updateAlertMediaState.updateAlertMediaState.pollingStatus).toBe('requesting');
  }

  it('stores the clip the gateway uploads, completes the alert and streams the clip whole and by range', async () => {
    const alert = await dashcamAlert(t.database.db, mine);
    await requesting(alert.id);
    const asked = await graphql(
      t.app,
      FILE_LIST,
      { input: { imei: BSJ, channel: 'CH03', vehicleId: alert.vehicleId, rawAlertId: alert.id } },
      as(),
    );
    const window = asked.data?.requestFileList.requestFileList;
    const input = {
      channel: 'CH03',
      fileListOnly: true,
      vehicleId: alert.vehicleId,
      start: window.start,
      end: window.end,
      fileListId: window.fileListId,
    };
    const listed = await until(
      () => graphql(t.app, VIDEOS, { input }, as()),
      (answer) => answer.data?.vehicleVideos.vehicleVideos?.status === 'ready',
    );
    const fileId = listed.data?.vehicleVideos.vehicleVideos.files[0].fileId;
    await event(alert.id, 'file-list-ready', 'requesting', 0);
    const uploaded = await graphql(
      t.app,
      UPLOAD,
      { input: { imei: BSJ, rawAlertInput: { rawAlertId: alert.id, fileId, channel: 'CH03' } } },
      as(),
    );
    expect(uploaded.data?.setUploadMedia.errorCode).toBeNull();

    const read = await until(
      () => graphql(t.app, ALERT, { param: alert.id }, as()),
      (answer) => answer.data?.rawAlert.rawAlert.pollingStatus === 'complete',
    );
    const alertNow = read.data?.rawAlert.rawAlert;
    expect(alertNow.pollingStatus).toBe('complete');
    expect(alertNow.videoData[0]).toMatchObject({
      status: 'Sent',
      url: expect.stringContaining('/api/media/v1/clip/'),
    });
    const url = `${base}${alertNow.videoData[0].url}`;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toContain('private');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(alertNow.videoData[0].sizeBytes);
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const outside = await fetch(url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    await outside.arrayBuffer();
  }, 90_000);

  it('refuses a non-MP4 upload with the link still usable, then takes one upload only', async () => {
    const alert = await dashcamAlert(t.database.db, mine);
    const { token, historyId } = await uploadLink(t.database.db, mine, alert);
    const put = (body: Buffer, type = 'video/mp4') =>
      fetch(`${base}/api/media/v1/upload/${token}`, {
        method: 'PUT',
        headers: { 'content-type': type },
        body,
      });
    const text = await put(Buffer.from('<html>not a movie</html>'));
    expect(text.status).toBe(415);
    expect(await codeOf(text)).toBe('media/invalid-clip');
    const accepted = await put(TINY_MP4, 'application/octet-stream');
    expect(accepted.status).toBe(204);
    const again = await put(TINY_MP4);
    expect(again.status).toBe(410);
    expect(await codeOf(again)).toBe('media/upload-link-used');
    const row = await t.database.db
      .selectFrom('video_download_histories')
      .select(['status', 'size_bytes'])
      .where('id', '=', historyId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Sent', size_bytes: TINY_MP4.length });
  });

  it('answers an unknown token not found and a clip too large 413', async () => {
    const unknown = await fetch(`${base}/api/media/v1/upload/no-such-token`, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: TINY_MP4,
    });
    expect(unknown.status).toBe(404);
    expect(await codeOf(unknown)).toBe('not-found');
    const alert = await dashcamAlert(t.database.db, mine);
    const { token } = await uploadLink(t.database.db, mine, alert);
    const huge = Buffer.concat([TINY_MP4, Buffer.alloc(DEFAULT_MEDIA_MAX_CLIP_BYTES)]);
    const tooLarge = await fetch(`${base}/api/media/v1/upload/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect(await codeOf(tooLarge)).toBe('payload-too-large');
  });

  it("marks the row Not Sent and the waiting alert failed on the gateway's report", async () => {
    const alert = await dashcamAlert(t.database.db, mine);
    await requesting(alert.id);
    const { token, historyId } = await uploadLink(t.database.db, mine, alert);
    const report = await fetch(`${base}/api/media/v1/upload/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'Not Sent(No video downloaded)', reason: 'No file on the card.' }),
    });
    expect(report.status).toBe(204);
    const read = await graphql(t.app, ALERT, { param: alert.id }, as());
    expect(read.data?.rawAlert.rawAlert.pollingStatus).toBe('failed');
    expect(read.data?.rawAlert.rawAlert.videoData).toEqual([
      { id: historyId, status: 'Not Sent(No video downloaded)', url: null, sizeBytes: null },
    ]);
    const bad = await fetch(`${base}/api/media/v1/upload/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'Sent' }),
    });
    expect(bad.status).toBe(400);
  });

  it('answers a forged, altered or unsigned clip link not found', async () => {
    const alert = await dashcamAlert(t.database.db, mine);
    const { token } = await uploadLink(t.database.db, mine, alert);
    await fetch(`${base}/api/media/v1/upload/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: TINY_MP4,
    });
    const read = await graphql(t.app, ALERT, { param: alert.id }, as());
    const url: string = read.data?.rawAlert.rawAlert.videoData[0].url;
    expect((await fetch(`${base}${url}`)).status).toBe(200);
    const forged = url.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const otherCompany = url.replace(/company=\d+/, `company=${mine.companyId + 1}`);
    const unsigned = url.split('?')[0] ?? '';
    for (const candidate of [forged, otherCompany, unsigned]) {
      const answer = await fetch(`${base}${candidate}`);
      expect(answer.status).toBe(404);
      expect(await codeOf(answer)).toBe('not-found');
    }
  });
});
