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

  it('treats a wrong secret as the gateway being unavailable, not as a missing device', async () => {
    const wrong = createGatewayClient({ gateway: { url: sim.url }, secret: 'salah' });
    expect(await codeOf(wrong.device(BSJ))).toBe('media/gateway-unavailable');
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
