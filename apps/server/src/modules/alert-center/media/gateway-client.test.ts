import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDomainError } from '@armada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGatewaySim, startGatewaySim } from '../../../../test/fakes/gateway-sim';
import { createGatewayClient } from './gateway-client';

const BSJ = '865205041230417';
const OFFLINE = '865205041232306';

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isDomainError(error)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error.code;
}

describe('the gateway client against the simulated gateway', () => {
  let sim: RunningGatewaySim;
  beforeAll(async () => {
    sim = await startGatewaySim();
  }, 60_000);
  afterAll(async () => {
    await sim?.stop();
  });

  const client = () => createGatewayClient({ gateway: { url: sim.url }, secret: sim.secret });

  it('reads the device and, after the delay, its file list parsed with the contract', async () => {
    const gateway = client();
    expect((await gateway.health()).version).toBe('v1');
    const device = await gateway.device(BSJ);
    expect(device).toMatchObject({ deviceType: 'bsj', channels: ['CH01', 'CH03'] });
    const now = Date.now();
    const accepted = await gateway.requestFileList(BSJ, {
      channel: 'CH01',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now).toISOString(),
    });
    let list = await gateway.fileList(accepted.fileListId);
    for (let tries = 0; list.status === 'pending' && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      list = await gateway.fileList(accepted.fileListId);
    }
    expect(list.status).toBe('ready');
    if (list.status === 'ready') expect(list.files.length).toBeGreaterThan(0);
  }, 30_000);

  it('maps the offline device to media/device-unreachable and an unknown list to media/not-found', async () => {
    const now = Date.now();
    const window = {
      channel: 'CH01',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now).toISOString(),
    };
    expect(await codeOf(client().requestFileList(OFFLINE, window))).toBe('media/device-unreachable');
    expect(await codeOf(client().fileList('tidak-ada'))).toBe('media/not-found');
  });

  it('opens a voice session, ends it once, and answers media/not-found for ending it again', async () => {
    const gateway = client();
    const session = await gateway.openVoiceSession(BSJ);
    expect(session).toMatchObject({ sampleRate: 16_000, frameBytes: 640, encoding: 'pcm_s16le' });
    expect(await codeOf(gateway.openVoiceSession(BSJ))).toBe('media/voice-busy');
    await gateway.endVoiceSession(session.sessionId);
    expect(await codeOf(gateway.endVoiceSession(session.sessionId))).toBe('media/not-found');
    expect(await codeOf(gateway.openVoiceSession(OFFLINE))).toBe('media/device-unreachable');
  });

  it('treats a wrong secret as the gateway being unavailable, not as a missing device', async () => {
    const wrong = createGatewayClient({ gateway: { url: sim.url }, secret: 'salah' });
    expect(await codeOf(wrong.device(BSJ))).toBe('media/gateway-unavailable');
  });
});

describe('the gateway client against a gateway of our own making', () => {
  it('maps voice-unsupported, and a voice session outside the contract is the gateway being unavailable', async () => {
    const server = createServer((request, response) => {
      request.resume();
      const unsupported = request.url?.includes('/111/');
      response.writeHead(unsupported ? 409 : 201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          unsupported
            ? { code: 'voice-unsupported', message: 'no voice' }
            : {
                sessionId: 's',
                streamUrl: 'ws://127.0.0.1:1/v',
                sampleRate: 8000,
                frameBytes: 320,
                encoding: 'pcm_s16le',
              },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const gateway = createGatewayClient({ gateway: { url: `http://127.0.0.1:${port}` }, secret: 'x' });
      expect(await codeOf(gateway.openVoiceSession('111'))).toBe('media/voice-unsupported');
      expect(await codeOf(gateway.openVoiceSession('222'))).toBe('media/gateway-unavailable');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the gateway client without a gateway', () => {
  it('answers media/gateway-not-configured when MEDIA_GATEWAY_URL is unset', async () => {
    const gateway = createGatewayClient({ gateway: null, secret: 'x' });
    expect(await codeOf(gateway.device(BSJ))).toBe('media/gateway-not-configured');
  });

  it('answers media/gateway-unavailable for a gateway that is down or answers outside the contract', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ version: 'v9' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const odd = createGatewayClient({ gateway: { url: `http://127.0.0.1:${port}` }, secret: 'x' });
      expect(await codeOf(odd.health())).toBe('media/gateway-unavailable');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const down = createGatewayClient({
      gateway: { url: `http://127.0.0.1:${port}` },
      secret: 'x',
      timeoutMs: 2_000,
    });
    expect(await codeOf(down.health())).toBe('media/gateway-unavailable');
  });
});
