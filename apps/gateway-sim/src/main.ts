import { tmpdir } from 'node:os';
import path from 'node:path';
import { VOICE_STREAM } from '@armada/domain';
import { startGatewaySim } from './gateway';

/**
 * `npm run gateway:sim`: the simulated device gateway for the demo dashcams. Stdout carries exactly
 * one line, `{"event":"listening",...}`, which tests that spawn it read; everything else goes to stderr.
 */

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`${name} must be a port number (0 for any free port), not '${raw}'.`);
    process.exit(2);
  }
  return port;
}

function delayFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const delay = Number(raw);
  if (!Number.isInteger(delay) || delay < 0) {
    console.error(`${name} must be a number of milliseconds, not '${raw}'.`);
    process.exit(2);
  }
  return delay;
}

const gateway = await startGatewaySim({
  port: portFrom('GATEWAY_PORT', 7070),
  streamPort: portFrom('GATEWAY_STREAM_PORT', VOICE_STREAM.defaultStreamPort),
  secret: process.env.MEDIA_GATEWAY_SECRET || 'armada-demo-gateway',
  fileListDelayMs: delayFrom('GATEWAY_SIM_FILE_LIST_DELAY_MS', 7_000),
  clipDir: process.env.GATEWAY_SIM_CLIP_DIR || path.join(tmpdir(), 'armada-gateway-sim-clips'),
  log: (line) => console.error(JSON.stringify(line)),
}).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});

process.stdout.write(
  `${JSON.stringify({ event: 'listening', url: gateway.url, streamPort: gateway.streamPort })}\n`,
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  gateway.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
