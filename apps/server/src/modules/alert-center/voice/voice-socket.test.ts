import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../../test/database';
import { buildVoiceCompany, type VoiceCompany } from '../../../../test/factories/voice.factory';
import { type RunningGatewaySim, startGatewaySim } from '../../../../test/fakes/gateway-sim';
import { LiveTestClient } from '../../../../test/live-client';
import { listenForVoice, VoiceTestClient, voiceRefusal, voiceUrl } from '../../../../test/voice-client';
import { buildApp } from '../../../app';
import { buildRawAlert } from '../../../seed/builders/alert-builders';
import { buildVehicle } from '../../../seed/builders/builders';

/**
 * The voice relay `/ws/voice` on a listening app, with the simulated gateway as a child process and
 * real `ws` clients as the operator's browser.
 */

let sim: RunningGatewaySim;
let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let ours: VoiceCompany;
let theirs: VoiceCompany;

beforeAll(async () => {
  [sim, database] = await Promise.all([startGatewaySim(), createTestDatabase()]);
  app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    media: { gateway: { url: sim.url }, secret: sim.secret },
  });
  base = await listenForVoice(app);
  ours = await buildVoiceCompany(database.db, 'PT Suara Uji');
  theirs = await buildVoiceCompany(database.db, 'PT Suara Lain', { dashcams: false });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await sim?.stop();
});

const call = (rawAlertId: string, token = ours.token, lang?: string) =>
  VoiceTestClient.connect(voiceUrl(base, { token, rawAlertId, lang }));

const simSession = async (sessionId: string) => {
  const response = await fetch(`${sim.url}/v1/voice-sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${sim.secret}` },
  });
  return (await response.json()) as { state: string; framesIn: number; framesOut: number };
};

const callRow = (callId: string) =>
  database.db.selectFrom('voice_calls').selectAll().where('id', '=', callId).executeTakeFirstOrThrow();

const callLogs = (rawAlertId: string) =>
  database.db
    .selectFrom('raw_alert_user_logs')
    .select(['type_field', 'data', 'user_id'])
    .where('raw_alert_id', '=', rawAlertId)
    .where('type_field', '=', 'Call')
    .execute();

/** Waits until the row has reached a final state (the end is stored after the last message). */
async function finalRow(callId: string) {
  for (let tries = 0; tries < 100; tries++) {
    const row = await callRow(callId);
    if (row.state === 'ended' || row.state === 'failed') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`call ${callId} never ended`);
}

describe('a call', () => {
  it('connects, relays 640-byte frames both ways, and a hangup ends it with its row and one log entry', async () => {
    const client = await call(ours.alerts.bsj);
    const calling = await client.state('calling');
    const connected = await client.state('connected');
    expect(connected.callId).toBe(calling.callId);
    for (let i = 0; i < 10; i++) client.sendFrame();
    // The device speaks a tone every 20 ms and echoes each frame it hears.
    await client.until(() => client.frames.length >= 20);
    expect(new Set(client.frames)).toEqual(new Set([640]));
    const sessionId = (await callRow(calling.callId)).gateway_session_id as string;
    await expect.poll(async () => (await simSession(sessionId)).framesIn, { timeout: 5_000 }).toBe(10);

    client.hangUp();
    expect(await client.outcome()).toEqual({ type: 'state', state: 'ended', callId: calling.callId });
    expect((await client.closed).code).toBe(1000);
    // Stored before the page hears the end: reading the alert then shows the call.
    const row = await callRow(calling.callId);
    expect(row).toMatchObject({
      state: 'ended',
      end_reason: 'hangup',
      error_code: null,
      frames_to_device: 10,
      frames_refused: 0,
      company_id: ours.companyId,
      user_id: ours.userId,
      imei: '865205041230417',
    });
    expect(row.frames_from_device).toBeGreaterThanOrEqual(20);
    expect(row.connected_on).not.toBeNull();
    const device = await simSession(sessionId);
    expect(device.state).toBe('ended');
    expect(device.framesOut).toBeGreaterThanOrEqual(row.frames_from_device);
    const logs = await callLogs(ours.alerts.bsj);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ user_id: ours.userId });
    expect(logs[0]?.data).toMatch(/^Panggilan berakhir \(ditutup operator\), durasi \d+ detik$/);
  }, 30_000);
});

describe("the alert's open popups", () => {
  it('receive alert-center-update with the call in the log once the call ends', async () => {
    const live = await LiveTestClient.connect(base.replace('/ws/voice', '/ws'), { token: ours.token });
    try {
      const client = await call(ours.alerts.howen);
      await client.state('connected');
      client.hangUp();
      await client.outcome();
      const update = await live.next(
        (message) =>
          message.event === 'alert-center-update' &&
          (message.data as { id: string }).id === ours.alerts.howen,
        10_000,
      );
      const days = (update.data as { userLogs: { logs: { typeField: string; data: string }[] }[] }).userLogs;
      const calls = days.flatMap((day) => day.logs).filter((log) => log.typeField === 'Call');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.data).toMatch(/^Panggilan berakhir \(ditutup operator\)/);
    } finally {
      await live.close();
    }
  }, 30_000);
});

describe('an alert the caller cannot call from', () => {
  it("answers another company's alert exactly like a missing one: failed with not-found, nothing stored", async () => {
    for (const rawAlertId of [theirs.alerts.bsj, '00000000-0000-4000-8000-000000000000']) {
      const client = await call(rawAlertId);
      const outcome = await client.outcome();
      expect(outcome).toMatchObject({ state: 'failed', code: 'not-found' });
      expect(outcome.message).toBeTruthy();
      expect((await client.closed).code).toBe(1000);
      const rows = await database.db
        .selectFrom('voice_calls')
        .select('id')
        .where('id', '=', outcome.callId)
        .execute();
      expect(rows).toEqual([]);
    }
    expect(await callLogs(theirs.alerts.bsj)).toEqual([]);
  });
});

describe('the handshake', () => {
  it('refuses before the upgrade without a token (401), without either voice scope (403) and with a bad rawAlertId (400)', async () => {
    const rawAlertId = ours.alerts.bsj;
    const cases = [
      { query: { rawAlertId }, status: 401, code: 'auth/unauthenticated' },
      { query: { rawAlertId, token: ours.noTwoWayToken }, status: 403, code: 'auth/forbidden' },
      { query: { rawAlertId, token: ours.noAllModuleToken }, status: 403, code: 'auth/forbidden' },
      { query: { rawAlertId: '42', token: ours.token }, status: 400, code: 'invalid/invalid-fields' },
      { query: { token: ours.token }, status: 400, code: 'invalid/invalid-fields' },
      { query: { rawAlertId, token: ours.token, lang: 'fr' }, status: 400, code: 'invalid/invalid-fields' },
      {
        query: { rawAlertId: `${rawAlertId}'; drop table voice_calls; --`, token: ours.token },
        status: 400,
        code: 'invalid/invalid-fields',
      },
    ];
    for (const { query, status, code } of cases) {
      const answer = await voiceRefusal(voiceUrl(base, query));
      expect(answer.status, JSON.stringify(query)).toBe(status);
      expect(JSON.parse(answer.body), JSON.stringify(query)).toMatchObject({
        code,
        message: expect.any(String),
      });
    }
    // A page of another site cannot open a call with a stolen token.
    const foreign = await voiceRefusal(
      voiceUrl(base, { rawAlertId, token: ours.token }),
      'https://jahat.example',
    );
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ code: 'live/origin-not-allowed' });
  });
});

describe('devices that cannot take the call', () => {
  it('fails a vehicle with a plain GPS tracker with media/voice-unsupported, in English with ?lang=en', async () => {
    const client = await call(ours.trackerAlert);
    expect(await client.outcome()).toMatchObject({
      state: 'failed',
      code: 'media/voice-unsupported',
      message: 'Perangkat kendaraan ini tidak mendukung panggilan suara.',
    });
    const english = await call(ours.trackerAlert, ours.token, 'en');
    expect(await english.outcome()).toMatchObject({
      code: 'media/voice-unsupported',
      message: "This vehicle's device does not support voice calls.",
    });
  });

  it('fails an unreachable device with media/device-unreachable and logs the failure on the alert', async () => {
    const client = await call(ours.alerts.offline);
    const outcome = await client.outcome();
    expect(outcome).toMatchObject({ state: 'failed', code: 'media/device-unreachable' });
    expect(await finalRow(outcome.callId)).toMatchObject({
      state: 'failed',
      end_reason: 'failed',
      error_code: 'media/device-unreachable',
      gateway_session_id: null,
    });
    const logs = await callLogs(ours.alerts.offline);
    expect(logs.map((log) => log.data)).toEqual([
      'Panggilan gagal, durasi 0 detik: Perangkat tidak dapat dihubungi. Data terakhir diterima lebih dari 10 menit yang lalu.',
    ]);
  });

  it('fails a dashcam the gateway does not know with media/device-unreachable', async () => {
    const vehicle = await buildVehicle(database.db, {
      company_id: ours.companyId,
      imei: '869999000000001',
      device_type: 'bsj',
    });
    const alert = await buildRawAlert(database.db, { company_id: ours.companyId, vehicle_id: vehicle.id });
    const client = await call(alert.id);
    expect(await client.outcome()).toMatchObject({ state: 'failed', code: 'media/device-unreachable' });
  });

  it('fails a second call to a device already in a call with media/voice-busy', async () => {
    const first = await call(ours.alerts.howen);
    await first.state('connected');
    const second = await call(ours.alerts.howen);
    expect(await second.outcome()).toMatchObject({ state: 'failed', code: 'media/voice-busy' });
    first.hangUp();
    await first.outcome();
  });
});

describe('frames', () => {
  it('drops and counts frames of another size than 640 bytes, and relays the rest', async () => {
    const client = await call(ours.alerts.clipMissing);
    const { callId } = await client.state('connected');
    client.sendFrame(100);
    client.sendFrame(641);
    client.socket.send('not json');
    client.sendFrame();
    await client.until(() => client.frames.length >= 5);
    client.hangUp();
    await client.outcome();
    expect(await finalRow(callId)).toMatchObject({
      frames_refused: 3,
      frames_to_device: 1,
      end_reason: 'hangup',
    });
  });

  it('closes a flood of messages with 1008 and fails the call with live/too-many-messages', async () => {
    const client = await call(ours.alerts.clipMissing);
    const { callId } = await client.state('connected');
    for (let i = 0; i < 450; i++) client.sendFrame(10);
    expect(await client.outcome()).toMatchObject({ state: 'failed', code: 'live/too-many-messages' });
    expect((await client.closed).code).toBe(1008);
    expect(await finalRow(callId)).toMatchObject({ state: 'failed', error_code: 'live/too-many-messages' });
  });
});
