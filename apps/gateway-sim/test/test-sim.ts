import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type GatewaySim, type GatewaySimOptions, startGatewaySim } from '../src/gateway';

export const SECRET = 'test-gateway-secret';
export const AUTH = { Authorization: `Bearer ${SECRET}` };
/** Shared by the test files, so ffmpeg runs once per machine rather than once per file. */
export const TEST_CLIP_DIR = path.join(tmpdir(), 'armada-gateway-sim-test-clips');

export const DEMO = {
  bsj: '865205041230417',
  howen: '865205041231928',
  offline: '865205041232306',
  clipMissing: '865205041233551',
} as const;

export function startTestSim(options: Partial<GatewaySimOptions> = {}): Promise<GatewaySim> {
  return startGatewaySim({
    port: 0,
    streamPort: 0,
    secret: SECRET,
    clipDir: TEST_CLIP_DIR,
    fileListDelayMs: 300,
    uploadDelayMs: 100,
    ...options,
  });
}

export async function call(sim: GatewaySim, method: string, route: string, body?: unknown) {
  const response = await fetch(`${sim.url}${route}`, {
    method,
    headers: { ...AUTH, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

export interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  bytes: Buffer;
}

/** The test's own upload target: records what the gateway sends to a signed URL and answers 204. */
export async function startUploadTarget() {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'],
        bytes: Buffer.concat(chunks),
      });
      response.writeHead(204).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    received,
    async next(): Promise<Received> {
      const before = received.length;
      while (received.length === before) await new Promise<void>((resolve) => waiters.push(resolve));
      return received[received.length - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
