import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { type AlertCompany, alertCompany } from '../../../../test/factories/alert-center.factory';
import { type RunningGatewaySim, startGatewaySim } from '../../../../test/fakes/gateway-sim';
import { ENVELOPE, graphql } from '../../../../test/graphql/client';
import type { Database } from '../../../db/schema';
import { buildRawAlert } from '../../../seed/builders/alert-builders';

const BSJ = '865205041230417';
const OFFLINE = '865205041232306';
const MINUTE = 60_000;

const STATE = `mutation ($input: AlertMediaEventInput!) { updateAlertMediaState(input: $input) { ${ENVELOPE}
  updateAlertMediaState { rawAlertId pollingStatus retryCount canRequest canCheck accepted effect { type afterMs toast } } } }`;
const FILE_LIST = `mutation ($input: RequestFileListInput!) { requestFileList(input: $input) { ${ENVELOPE}
  requestFileList { fileListId readyAfterMs start end } } }`;
const VIDEOS = `query ($input: VehicleVideosInput!) { vehicleVideos(input: $input) { ${ENVELOPE}
  vehicleVideos { status fileListId files { fileId channel startTime endTime sizeBytes } videos { id } } } }`;
const UPLOAD = `mutation ($input: SetUploadMediaInput!) { setUploadMedia(input: $input) { ${ENVELOPE}
  setUploadMedia { id rawAlertId channel channelKind fileId status url licensePlate requestedBy { fullname } } } }`;
const HISTORIES = `query ($filter: DownloadVideoHistoryFilter!) { findDownloadVideoHistories(filter: $filter) { ${ENVELOPE}
  findDownloadVideoHistories { data { id status rawAlertId } pagination { total } } } }`;
const ALERT = `query ($param: String!) { rawAlert(param: $param) { ${ENVELOPE}
  rawAlert { pollingStatus retryCount canRequest canCheck mediaImei mediaChannel videoData { id status } } } }`;
const GATEWAY = `{ mediaGatewayStatus { ${ENVELOPE} mediaGatewayStatus { configured } } }`;

async function dashcamAlert(db: Kysely<Database>, company: AlertCompany, imei: string, minutesAgo: number) {
  const vehicleId = company.vehicleIds[0];
  await db.updateTable('vehicles').set({ imei, device_type: 'bsj' }).where('id', '=', vehicleId).execute();
  const alert = await buildRawAlert(db, {
    company_id: company.companyId,
    vehicle_id: vehicleId,
    alert_code: 49,
    created_on: new Date(Date.now() - minutesAgo * MINUTE),
  });
  return { id: alert.id as string, vehicleId };
}

describe('the media operations against the simulated gateway', () => {
  let sim: RunningGatewaySim;
  let t: TestApp;
  let bare: TestApp;
  let mine: AlertCompany;
  let theirs: AlertCompany;
  beforeAll(async () => {
    sim = await startGatewaySim({ fileListDelayMs: 200 });
    t = await createTestApp({ media: { gateway: { url: sim.url }, secret: sim.secret } });
    bare = await createTestApp();
    mine = await alertCompany(t, 'Media');
    theirs = await alertCompany(t, 'Lain');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await sim?.stop();
  });

  const as = (company: AlertCompany) => ({ authorization: company.admin.authorization });

  it('answers whether a gateway is configured', async () => {
    const on = await graphql(t.app, GATEWAY, undefined, as(mine));
    expect(on.data?.mediaGatewayStatus.mediaGatewayStatus).toEqual({ configured: true });
  });

  it('walks an old alert from loading to timeout and refuses a stale second event', async () => {
    const alert = await dashcamAlert(t.database.db, mine, BSJ, 45);
    const event = (type: string, fromStatus: string, fromRetryCount: number) =>
      graphql(t.app, STATE, { input: { rawAlertId: alert.id, type, fromStatus, fromRetryCount } }, as(mine));
    const none = await event('load-none', 'loading', 0);
    expect(none.data?.updateAlertMediaState.updateAlertMediaState).toMatchObject({
      pollingStatus: 'loading',
      accepted: true,
      effect: { type: 'poll', afterMs: 30_000 },
    });
    const first = await event('poll-miss', 'loading', 0);
    expect(first.data?.updateAlertMediaState.updateAlertMediaState).toMatchObject({ retryCount: 1 });
    // A second operator's popup saw the same state: its miss is not counted again.
    const stale = await event('poll-miss', 'loading', 0);
    expect(stale.data?.updateAlertMediaState.updateAlertMediaState).toMatchObject({
      pollingStatus: 'loading',
      retryCount: 1,
      accepted: false,
      effect: { type: 'stop' },
    });
    const second = await event('poll-miss', 'loading', 1);
    expect(second.data?.updateAlertMediaState.updateAlertMediaState).toMatchObject({
      pollingStatus: 'timeout',
      retryCount: 2,
      canRequest: true,
    });
    const read = await graphql(t.app, ALERT, { param: alert.id }, as(mine));
    expect(read.data?.rawAlert.rawAlert).toEqual({
      pollingStatus: 'timeout',
      retryCount: 2,
      canRequest: true,
      canCheck: false,
      mediaImei: BSJ,
      mediaChannel: 'CH03',
      videoData: [],
    });
  });

  it('answers null media fields for an alert without media and the initial state before any event', async () => {
    const plain = await graphql(t.app, ALERT, { param: mine.importantAlertId }, as(mine));
    expect(plain.data?.rawAlert.rawAlert).toMatchObject({
      pollingStatus: null,
      mediaImei: null,
      videoData: [],
    });
    const fresh = await dashcamAlert(t.database.db, mine, BSJ, 5);
    const read = await graphql(t.app, ALERT, { param: fresh.id }, as(mine));
    expect(read.data?.rawAlert.rawAlert).toMatchObject({
      pollingStatus: 'loading',
      retryCount: 0,
      canRequest: false,
    });
  });

  it('lists the device files of an alert window and asks the device for the clip', async () => {
    const alert = await dashcamAlert(t.database.db, mine, BSJ, 45);
    const asked = await graphql(
      t.app,
      FILE_LIST,
      { input: { imei: BSJ, channel: 'CH03', vehicleId: alert.vehicleId, rawAlertId: alert.id } },
      as(mine),
    );
    const request = asked.data?.requestFileList.requestFileList;
    expect(asked.data?.requestFileList.errorCode).toBeNull();
    const input = {
      channel: 'CH03',
      fileListOnly: true,
      vehicleId: alert.vehicleId,
      start: request.start,
      end: request.end,
      fileListId: request.fileListId,
    };
    let listed = await graphql(t.app, VIDEOS, { input }, as(mine));
    for (
      let tries = 0;
      listed.data?.vehicleVideos.vehicleVideos?.status === 'pending' && tries < 50;
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listed = await graphql(t.app, VIDEOS, { input }, as(mine));
    }
    const files = listed.data?.vehicleVideos.vehicleVideos.files;
    expect(files.length).toBeGreaterThan(0);
    const uploaded = await graphql(
      t.app,
      UPLOAD,
      {
        input: {
          imei: BSJ,
          rawAlertInput: { rawAlertId: alert.id, fileId: files[0].fileId, channel: 'CH03' },
        },
      },
      as(mine),
    );
    expect(uploaded.data?.setUploadMedia.setUploadMedia).toMatchObject({
      rawAlertId: alert.id,
      status: 'requested',
      channelKind: 'dms',
      url: null,
      requestedBy: { fullname: 'Admin Media' },
    });
    const histories = await graphql(
      t.app,
      HISTORIES,
      { filter: { startTime: request.start, vehicleId: alert.vehicleId, rawAlertId: alert.id } },
      as(mine),
    );
    expect(histories.data?.findDownloadVideoHistories.findDownloadVideoHistories.pagination.total).toBe(1);
  });

  it('answers device-unreachable for an offline dashcam', async () => {
    const alert = await dashcamAlert(t.database.db, mine, OFFLINE, 45);
    const asked = await graphql(
      t.app,
      FILE_LIST,
      { input: { imei: OFFLINE, channel: 'CH03', vehicleId: alert.vehicleId, rawAlertId: alert.id } },
      as(mine),
    );
    expect(asked.data?.requestFileList.errorCode).toBe('media/device-unreachable');
  });

  it("treats another company's alert as not found and stores nothing for it", async () => {
    const alert = await dashcamAlert(t.database.db, theirs, BSJ, 45);
    const answer = await graphql(
      t.app,
      STATE,
      { input: { rawAlertId: alert.id, type: 'load-none', fromStatus: 'loading', fromRetryCount: 0 } },
      as(mine),
    );
    expect(answer.data?.updateAlertMediaState.errorCode).toBe('not-found');
    const upload = await graphql(
      t.app,
      UPLOAD,
      { input: { imei: BSJ, rawAlertInput: { rawAlertId: alert.id, fileId: 'x', channel: 'CH03' } } },
      as(mine),
    );
    expect(upload.data?.setUploadMedia.errorCode).toBe('not-found');
  });

  it('answers bad input with field errors and a missing gateway with its code', async () => {
    const bad = await graphql(
      t.app,
      STATE,
      { input: { rawAlertId: 'nope', type: 'explode', fromStatus: 'loading', fromRetryCount: 0 } },
      as(mine),
    );
    expect(bad.data?.updateAlertMediaState.errorCode).toBe('invalid/invalid-fields');
    expect(bad.data?.updateAlertMediaState.fieldErrors.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['rawAlertId', 'type']),
    );
    const company = await alertCompany(bare, 'Tanpa');
    const off = await graphql(bare.app, GATEWAY, undefined, as(company));
    expect(off.data?.mediaGatewayStatus.mediaGatewayStatus).toEqual({ configured: false });
    const alert = await dashcamAlert(bare.database.db, company, BSJ, 45);
    const asked = await graphql(
      bare.app,
      FILE_LIST,
      { input: { imei: BSJ, channel: 'CH03', vehicleId: alert.vehicleId, rawAlertId: alert.id } },
      as(company),
    );
    expect(asked.data?.requestFileList.errorCode).toBe('media/gateway-not-configured');
  });
});
