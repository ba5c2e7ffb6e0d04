import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface RunningGatewaySim {
  url: string;
  streamPort: number;
  secret: string;
  stop(): Promise<void>;
}

/**
 * The simulated device gateway (apps/gateway-sim) as the server meets it: a child process on free
 * ports, reached over HTTP. Its clips are cached in one temp folder shared by the test runs, since
 * ffmpeg takes a few seconds to make them the first time.
 */
export async function startGatewaySim(
  options: { secret?: string; fileListDelayMs?: number } = {},
): Promise<RunningGatewaySim> {
  const secret = options.secret ?? 'armada-test-gateway';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway-sim/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      GATEWAY_PORT: '0',
      GATEWAY_STREAM_PORT: '0',
      MEDIA_GATEWAY_SECRET: secret,
      GATEWAY_SIM_FILE_LIST_DELAY_MS: String(options.fileListDelayMs ?? 200),
      GATEWAY_SIM_CLIP_DIR: path.join(tmpdir(), 'armada-server-test-gateway-clips'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`gateway-sim exited with ${code}: ${stderr}`)));
  });
  const listening = JSON.parse(line) as { url: string; streamPort: number };
  return {
    url: listening.url,
    streamPort: listening.streamPort,
    secret,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
