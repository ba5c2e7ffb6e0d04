import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gatewayDeviceSchema, gatewayHealthSchema } from '@armada/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_CLIP_DIR } from './test-sim';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway-sim/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, GATEWAY_SIM_CLIP_DIR: TEST_CLIP_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      if (lines.length === 1) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`main.ts exited with ${code}: ${stderr}`)));
  });
  return { child, lines, firstLine, stderr: () => stderr };
}

describe('npm run gateway:sim (main.ts)', () => {
  it('prints one listening line with its URL and stream port, serves the contract, and stops on SIGTERM', async () => {
    const main = startMain({
      GATEWAY_PORT: '0',
      GATEWAY_STREAM_PORT: '0',
      MEDIA_GATEWAY_SECRET: 'secret-of-the-process-test',
    });
    const listening = JSON.parse(await main.firstLine) as { event: string; url: string; streamPort: number };
    expect(listening).toEqual({
      event: 'listening',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      streamPort: expect.any(Number),
    });
    const headers = { Authorization: 'Bearer secret-of-the-process-test' };
    const health = await fetch(`${listening.url}/v1/health`, { headers });
    expect(gatewayHealthSchema.parse(await health.json()).version).toBe('v1');
    const device = await fetch(`${listening.url}/v1/devices/865205041230417`, { headers });
    expect(gatewayDeviceSchema.parse(await device.json()).deviceType).toBe('bsj');
    expect((await fetch(`${listening.url}/v1/health`)).status).toBe(401);

    const exited = new Promise<number | null>((resolve) => main.child.once('exit', resolve));
    main.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(main.lines).toHaveLength(1);
  });

  it('refuses a port that is not a number, naming the variable', async () => {
    const main = startMain({ GATEWAY_PORT: 'seventy', GATEWAY_STREAM_PORT: '0' });
    const code = await new Promise<number | null>((resolve) => main.child.once('exit', resolve));
    main.firstLine.catch(() => {});
    expect(code).toBe(2);
    expect(main.stderr()).toContain('GATEWAY_PORT');
  });
});
