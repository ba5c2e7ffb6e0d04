import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  fileListAcceptedSchema,
  fileListSchema,
  gatewayDeviceSchema,
  gatewayErrorSchema,
  gatewayHealthSchema,
  UPLOAD_NOT_SENT,
  UPLOAD_SENT,
  uploadAcceptedSchema,
  uploadOutcomeReportSchema,
  uploadStatusSchema,
} from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewaySim } from '../src/gateway';
import { call, DEMO, sleep, startTestSim, startUploadTarget } from './test-sim';

const run = promisify(execFile);
let sim: GatewaySim;
let target: Awaited<ReturnType<typeof startUploadTarget>>;

beforeAll(async () => {
  sim = await startTestSim();
  target = await startUploadTarget();
});
afterAll(async () => {
  await sim?.close();
  await target?.close();
});

const WINDOW = { startTime: '2026-11-26T08:15:00+07:00', endTime: '2026-11-26T08:16:10+07:00' };

async function readyList(imei: string, channel: string, window = WINDOW) {
  const asked = await call(sim, 'POST', `/v1/devices/${imei}/file-lists`, { channel, ...window });
  expect(asked.status).toBe(202);
  const { fileListId } = fileListAcceptedSchema.parse(asked.body);
  for (;;) {
    const list = fileListSchema.parse((await call(sim, 'GET', `/v1/file-lists/${fileListId}`)).body);
    if (list.status === 'ready') return list;
    await sleep(50);
  }
}

describe('the simulated gateway speaks docs/device-gateway.md', () => {
  it('refuses every request without the shared secret, or with a wrong one, with 401 unauthorized', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer wrong' },
      { Authorization: 'test-gateway-secret' },
    ] as Record<string, string>[]) {
      const response = await fetch(`${sim.url}/v1/devices/${DEMO.bsj}`, { headers });
      expect(response.status).toBe(401);
      expect(gatewayErrorSchema.parse(await response.json()).code).toBe('unauthorized');
    }
  });

  it('answers its health with the contract version', async () => {
    const health = await call(sim, 'GET', '/v1/health');
    expect(gatewayHealthSchema.parse(health.body).version).toBe('v1');
  });

  it('describes each demo dashcam with its type, channels and a recent last receive time', async () => {
    const expected = [
      [DEMO.bsj, 'bsj', ['CH01', 'CH03']],
      [DEMO.howen, 'vss-howen', ['1', '3']],
      [DEMO.offline, 'bsj', ['CH01', 'CH03']],
      [DEMO.clipMissing, 'vss-howen', ['1', '3']],
    ] as const;
    for (const [imei, deviceType, channels] of expected) {
      const device = gatewayDeviceSchema.parse((await call(sim, 'GET', `/v1/devices/${imei}`)).body);
      expect(device).toMatchObject({ imei, deviceType, channels: [...channels], voice: true });
      const silentMs = Date.now() - Date.parse(device.lastReceivedOn!);
      if (imei === DEMO.offline) expect(silentMs).toBeGreaterThan(10 * 60_000);
      else expect(silentMs).toBeLessThan(60_000);
    }
  });

  it('answers 404 device-not-found for an IMEI it does not know', async () => {
    const answer = await call(sim, 'GET', '/v1/devices/123456789012345');
    expect(answer.status).toBe(404);
    expect(gatewayErrorSchema.parse(answer.body).code).toBe('device-not-found');
  });

  it('keeps a file list pending until the device answers, then lists a file per minute of the window', async () => {
    const asked = await call(sim, 'POST', `/v1/devices/${DEMO.bsj}/file-lists`, {
      channel: 'CH03',
      ...WINDOW,
    });
    const { fileListId, readyAfterMs } = fileListAcceptedSchema.parse(asked.body);
    expect(readyAfterMs).toBe(300);
    const first = fileListSchema.parse((await call(sim, 'GET', `/v1/file-lists/${fileListId}`)).body);
    expect(first.status).toBe('pending');
    await sleep(350);
    const list = fileListSchema.parse((await call(sim, 'GET', `/v1/file-lists/${fileListId}`)).body);
    expect(list.status).toBe('ready');
    if (list.status !== 'ready') return;
    // 08:15:00 to 08:16:10 is covered by the segments of 08:15 and 08:16, with stable ids.
    expect(list.files.map((file) => file.fileId)).toEqual([
      `${DEMO.bsj}-CH03-${Date.parse('2026-11-26T08:15:00+07:00') / 1000}`,
      `${DEMO.bsj}-CH03-${Date.parse('2026-11-26T08:16:00+07:00') / 1000}`,
    ]);
    expect(list.files.every((file) => file.channel === 'CH03' && file.sizeBytes > 50_000)).toBe(true);
    const again = await readyList(DEMO.bsj, 'CH03');
    expect(again.files.map((file) => file.fileId)).toEqual(list.files.map((file) => file.fileId));
  });

  it("lists files of the 'clip missing' device that never cover the asked window", async () => {
    const list = await readyList(DEMO.clipMissing, '1');
    expect(list.files.length).toBeGreaterThan(0);
    const start = Date.parse(WINDOW.startTime);
    const end = Date.parse(WINDOW.endTime);
    for (const file of list.files) {
      const covers = Date.parse(file.startTime) < end && Date.parse(file.endTime) > start;
      expect(covers).toBe(false);
    }
  });

  it('refuses a channel the device does not record, and a body that does not parse, with 400', async () => {
    const wrongChannel = await call(sim, 'POST', `/v1/devices/${DEMO.bsj}/file-lists`, {
      channel: '1',
      ...WINDOW,
    });
    expect(wrongChannel.status).toBe(400);
    expect(gatewayErrorSchema.parse(wrongChannel.body).code).toBe('invalid-request');
    const backwards = await call(sim, 'POST', `/v1/devices/${DEMO.bsj}/file-lists`, {
      channel: 'CH01',
      startTime: WINDOW.endTime,
      endTime: WINDOW.startTime,
    });
    expect(backwards.status).toBe(400);
    const response = await fetch(`${sim.url}/v1/devices/${DEMO.bsj}/uploads`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-gateway-secret' },
      body: '{"fileId":',
    });
    expect(response.status).toBe(400);
    expect(gatewayErrorSchema.parse(await response.json()).code).toBe('invalid-request');
  });

  it('refuses file lists, uploads and calls of the offline device with device-unreachable and when it was last heard', async () => {
    const attempts = [
      call(sim, 'POST', `/v1/devices/${DEMO.offline}/file-lists`, { channel: 'CH01', ...WINDOW }),
      call(sim, 'POST', `/v1/devices/${DEMO.offline}/uploads`, {
        fileId: `${DEMO.offline}-CH01-1795726800`,
        uploadUrl: target.url('/never'),
      }),
      call(sim, 'POST', `/v1/devices/${DEMO.offline}/voice-sessions`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(409);
      const refusal = gatewayErrorSchema.parse(answer.body);
      expect(refusal.code).toBe('device-unreachable');
      const hoursAgo = (Date.now() - Date.parse(refusal.lastReceivedOn!)) / 3_600_000;
      expect(hoursAgo).toBeCloseTo(2, 1);
    }
  });

  it('PUTs a listed clip to the upload URL as H.264 MP4 bytes and reports it Sent', async () => {
    const list = await readyList(DEMO.howen, '3');
    const fileId = list.status === 'ready' ? list.files[0]!.fileId : '';
    const asked = await call(sim, 'POST', `/v1/devices/${DEMO.howen}/uploads`, {
      fileId,
      uploadUrl: target.url('/upload/one?signature=abc'),
    });
    expect(asked.status).toBe(202);
    const { uploadId } = uploadAcceptedSchema.parse(asked.body);
    const delivery = await target.next();
    expect(delivery).toMatchObject({
      method: 'PUT',
      url: '/upload/one?signature=abc',
      contentType: 'video/mp4',
    });
    expect(delivery.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(delivery.bytes.length).toBeGreaterThan(50_000);
    expect(delivery.bytes.length).toBeLessThan(2_000_000);

    const dir = await mkdtemp(path.join(tmpdir(), 'gateway-sim-upload-'));
    try {
      await writeFile(path.join(dir, 'clip.mp4'), delivery.bytes);
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,profile,pix_fmt', '-of', 'json'],
        path.join(dir, 'clip.mp4'),
      ]);
      const streams = (JSON.parse(stdout) as { streams: Array<Record<string, string>> }).streams;
      expect(streams).toContainEqual(
        expect.objectContaining({ codec_type: 'video', codec_name: 'h264', pix_fmt: 'yuv420p' }),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    let status = uploadStatusSchema.parse((await call(sim, 'GET', `/v1/uploads/${uploadId}`)).body);
    for (let tries = 0; status.outcome === 'pending' && tries < 50; tries += 1) {
      await sleep(20);
      status = uploadStatusSchema.parse((await call(sim, 'GET', `/v1/uploads/${uploadId}`)).body);
    }
    expect(status.outcome).toBe(UPLOAD_SENT);
  });

  it("POSTs 'Not Sent(No video downloaded)' to the upload URL for a file no list held", async () => {
    const asked = await call(sim, 'POST', `/v1/devices/${DEMO.bsj}/uploads`, {
      fileId: `${DEMO.bsj}-CH01-1`,
      uploadUrl: target.url('/upload/two'),
    });
    const { uploadId } = uploadAcceptedSchema.parse(asked.body);
    const report = await target.next();
    expect(report).toMatchObject({ method: 'POST', url: '/upload/two', contentType: 'application/json' });
    const body = uploadOutcomeReportSchema.parse(JSON.parse(report.bytes.toString('utf8')));
    expect(body.outcome).toBe(UPLOAD_NOT_SENT);
    const status = uploadStatusSchema.parse((await call(sim, 'GET', `/v1/uploads/${uploadId}`)).body);
    expect(status.outcome).toBe(UPLOAD_NOT_SENT);
  });

  it('answers a broken path escape with 400 invalid-request and an unknown operation with 404, never 500', async () => {
    const broken = await call(sim, 'GET', '/v1/devices/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(gatewayErrorSchema.parse(broken.body).code).toBe('invalid-request');
    for (const [method, route] of [
      ['PUT', '/v1/health'],
      ['GET', '/v2/health'],
      ['GET', `/v1/devices/${DEMO.bsj}/file-lists`],
      ['POST', `/v1/devices/${DEMO.bsj}/reboot`],
    ] as const) {
      const answer = await call(sim, method, route, method === 'GET' ? undefined : {});
      expect(answer.status).toBe(404);
      expect(gatewayErrorSchema.parse(answer.body).code).toBe('not-found');
    }
  });

  it('answers 404 not-found for unknown file lists, uploads and voice sessions', async () => {
    const routes = [
      ['GET', '/v1/file-lists/nope'],
      ['GET', '/v1/uploads/nope'],
      ['DELETE', '/v1/voice-sessions/nope'],
    ] as const;
    for (const [method, route] of routes) {
      const answer = await call(sim, method, route);
      expect(answer.status).toBe(404);
      expect(gatewayErrorSchema.parse(answer.body).code).toBe('not-found');
    }
  });
});
