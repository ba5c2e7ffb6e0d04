import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The real server (apps/server/src/main.ts through tsx, as `npm run serve` starts it) as a child
 * process on a PostgreSQL database, for tests that kill it: started, killed with SIGKILL and started
 * again on the same port, folders and secret, so clients and their tokens carry on across restarts.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const LOG_LINES_KEPT = 200;

export interface ServerProcessOptions {
  databaseUrl: string;
  port: number;
  dataDir: string;
  storageDir: string;
  webDist: string;
  jwtSecret: string;
  /** Further settings (OSMAND_PORT, SMTP_URL, JOB_TICK_MS...), over the defaults above. */
  env?: Record<string, string>;
}

/** A port nobody listens on right now (the kernel's choice), for the server to take. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port from the kernel');
  return address.port;
}

export class ServerProcess {
  readonly baseUrl: string;
  private child: ChildProcess | null = null;
  private exited: Promise<unknown> = Promise.resolve();
  private readonly log: string[] = [];
  /** Milliseconds from spawn to the first healthy answer, one entry per start. */
  readonly startTimes: number[] = [];

  constructor(private readonly options: ServerProcessOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** The last lines the server wrote (warnings and errors at LOG_LEVEL=warn), for a failure message. */
  recentLog(): string {
    return this.log.join('\n');
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('the server is already running');
    const began = Date.now();
    const { options } = this;
    // Only what main.ts reads, so nothing of the test runner's environment leaks into the server.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        OSMAND_PORT: '0',
        JWT_SECRET: options.jwtSecret,
        DATA_DIR: options.dataDir,
        STORAGE_DIR: options.storageDir,
        WEB_DIST: options.webDist,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
    });
    this.child = child;
    this.exited = once(child, 'exit');
    const keep = (chunk: Buffer) => {
      this.log.push(...chunk.toString('utf8').trimEnd().split('\n'));
      this.log.splice(0, Math.max(0, this.log.length - LOG_LINES_KEPT));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await this.waitHealthy(child);
    this.startTimes.push(Date.now() - began);
  }

  /** SIGKILL: no shutdown hook runs, requests and transactions in flight are cut where they are. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }

  private async waitHealthy(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        this.child = null;
        throw new Error(`the server exited while starting:\n${this.recentLog()}`);
      }
      const healthy = await fetch(`${this.baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the server was not healthy within 60 s:\n${this.recentLog()}`);
  }
}
