import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/database';
import type { S3StorageConfig } from './storage/s3-storage';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** DATABASE_READ_URL: a streaming replica of DATABASE_URL for list and report reads; null reads the primary. */
  databaseReadUrl: string | null;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  webDist: string;
  /** Folder of uploaded files (proof photos): STORAGE_DIR, by default DATA_DIR/uploads. */
  storageDir: string;
  /** The S3-compatible bucket of STORAGE_S3_*, used instead of STORAGE_DIR when STORAGE_S3_BUCKET is set. */
  s3Storage: S3StorageConfig | null;
  /** OsmAnd protocol port for GPS devices (OSMAND_PORT, default 5055); null turns it off. */
  osmandPort: number | null;
  logLevel: string;
  demoPassword: string;
  /** DEMO=off: the embedded database starts empty, for a company of one's own (set up in the browser). */
  demo: boolean;
  /** Where users reach the app: tracking links and messages point here. */
  publicUrl: string;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY); false trusts no one. */
  trustProxy: TrustProxy;
  /** How often the alert sweeper runs (ALERT_SWEEP_INTERVAL_MS, default 30 s, at least 5 s). */
  alertSweepIntervalMs: number;
  /**
   * The position intake's bound (INTAKE_QUEUE_MAX_POSITIONS, default 20,000): positions admitted and not
   * yet answered, beyond which devices are answered 503 with Retry-After (modules/telemetry/intake-queue.ts).
   */
  intakeQueueMaxPositions: number;
  /** How often an instance looks for due background jobs (JOB_TICK_MS, default 5 s, at least 100 ms). */
  jobTickMs: number;
  /** The dashcam device gateway (issue 19, docs/device-gateway.md); null when MEDIA_GATEWAY_URL is unset. */
  mediaGateway: MediaGatewayConfig | null;
  /** MEDIA_GATEWAY_SECRET: the gateway's bearer secret, default the simulated gateway's. */
  mediaGatewaySecret: string;
  /** The largest clip the upload route takes (MEDIA_MAX_CLIP_BYTES, default 20 MB). */
  mediaMaxClipBytes: number;
  /** LEGACY_APP_URL: the old version users may go back to (issue 17 item 6); null hides the menu item. */
  legacyAppUrl: string | null;
  /** POSITION_RETENTION_DAYS (default 400): positions older than this go, a whole month at a time. */
  positionRetentionDays: number;
}

export interface MediaGatewayConfig {
  /** The gateway's base URL without a trailing slash (`http://localhost:7070`). */
  url: string;
}

/** The simulated gateway's default secret, so `npm run gateway:sim` and `npm start` agree unconfigured. */
export const DEFAULT_MEDIA_GATEWAY_SECRET = 'armada-demo-gateway';
export const DEFAULT_MEDIA_MAX_CLIP_BYTES = 20 * 1024 * 1024;

/** MEDIA_GATEWAY_URL: unset or empty is no gateway; otherwise an http(s) URL, refused at start when not. */
export function parseMediaGatewayUrl(raw: string | undefined): MediaGatewayConfig | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MEDIA_GATEWAY_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`MEDIA_GATEWAY_URL must be an http(s) URL, got "${raw}"`);
  }
  return { url: url.href.replace(/\/+$/, '') };
}

/** LEGACY_APP_URL: unset or empty is none; otherwise an http(s) URL, refused at start when not. */
export function parseLegacyAppUrl(raw: string | undefined): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`LEGACY_APP_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.href;
}

/** MEDIA_MAX_CLIP_BYTES: a positive whole number of bytes; unset is 20 MB. */
/** A whole-number setting: the fallback when unset or empty, else refused at start below `min`. */
function parseWholeNumber(name: string, unit: string, raw: string | undefined, fallback: number, min = 1) {
  const value = raw?.trim() ?? '';
  if (value === '') return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min) {
    const at = min === 1 ? 'a positive whole number' : `a whole number of at least ${min}`;
    throw new Error(`${name} must be ${at} of ${unit}, got "${raw}"`);
  }
  return parsed;
}

export function parseMaxClipBytes(raw: string | undefined): number {
  return parseWholeNumber('MEDIA_MAX_CLIP_BYTES', 'bytes', raw, DEFAULT_MEDIA_MAX_CLIP_BYTES);
}

export const DEFAULT_POSITION_RETENTION_DAYS = 400;

/**
 * POSITION_RETENTION_DAYS: a positive whole number of days; unset is 400. A month of positions is
 * dropped once its last day is older than this (modules/telemetry/partitions.ts).
 */
export function parsePositionRetentionDays(raw: string | undefined): number {
  return parseWholeNumber('POSITION_RETENTION_DAYS', 'days', raw, DEFAULT_POSITION_RETENTION_DAYS);
}

/** INTAKE_QUEUE_MAX_POSITIONS: below 100 a single gateway batch could never be admitted whole. */
export function parseIntakeQueueMaxPositions(raw: string | undefined): number {
  return parseWholeNumber('INTAKE_QUEUE_MAX_POSITIONS', 'positions', raw, 20_000, 100);
}

/** What Fastify's trustProxy takes from us: no one, a hop count, or addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset or empty trusts no proxy (the socket's address is the client's); a whole number
 * trusts that many hops; otherwise a comma-separated list of addresses or CIDRs (10.0.0.0/8,
 * 127.0.0.1). 'true' is refused: trusting every sender of the header lets any client pick its address.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would believe any client; name the proxy addresses or a hop count');
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/**
 * The JWT secret comes from JWT_SECRET, or is generated once and kept in DATA_DIR so that tokens
 * survive a restart without anyone having to configure a secret for a first run.
 */
export function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('hex'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** DEMO: unset or 'on' seeds the demo into an empty embedded database; 'off' leaves it empty. */
export function parseDemo(raw: string | undefined): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'on' || value === 'true') return true;
  if (value === 'off' || value === 'false') return false;
  throw new Error(`DEMO must be 'on' or 'off', got "${raw}"`);
}

/** The folder of uploaded files, which `npm run seed` also needs for the demo's proof photos. */
export function storageDirOf(env: NodeJS.ProcessEnv = process.env): string {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return path.resolve(env.STORAGE_DIR || path.join(dataDir, 'uploads'));
}

/**
 * STORAGE_S3_BUCKET (with STORAGE_S3_ENDPOINT, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY,
 * _FORCE_PATH_STYLE, _PREFIX) sends uploaded files to an S3-compatible bucket, so several instances
 * share them without a shared disk; unset keeps STORAGE_DIR. Half a configuration is refused at start.
 */
export function s3StorageOf(env: NodeJS.ProcessEnv = process.env): S3StorageConfig | null {
  const bucket = env.STORAGE_S3_BUCKET?.trim() ?? '';
  const named = Object.keys(env).filter((name) => name.startsWith('STORAGE_S3_') && env[name]?.trim());
  if (bucket === '') {
    if (named.length > 0) throw new Error(`${named.join(', ')} set without STORAGE_S3_BUCKET`);
    return null;
  }
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim() || null;
  if (endpoint !== null && !/^https?:\/\//.test(endpoint)) {
    throw new Error(`STORAGE_S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  }
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    throw new Error(
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  const pathStyle = env.STORAGE_S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? '';
  if (!['', 'true', 'false'].includes(pathStyle)) {
    throw new Error(`STORAGE_S3_FORCE_PATH_STYLE must be 'true' or 'false', got "${pathStyle}"`);
  }
  const prefix = env.STORAGE_S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '') ?? '';
  return {
    bucket,
    endpoint,
    region: env.STORAGE_S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    // A self-hosted store (an endpoint of its own) is nearly always path-style.
    forcePathStyle: pathStyle === '' ? endpoint !== null : pathStyle === 'true',
    prefix: prefix === '' ? '' : `${prefix}/`,
  };
}

/**
 * DATABASE_URL's PostgreSQL, or the embedded PGlite in DATA_DIR/pgdata; alone, for the command-line
 * tools (`npm run create-company`) that need the database but no JWT secret written into DATA_DIR.
 */
export function databaseTargetOf(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  if (env.DATABASE_URL) {
    return { kind: 'postgres', url: env.DATABASE_URL, poolSize: Number(env.DATABASE_POOL_SIZE || 10) };
  }
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') };
}

/** DATABASE_READ_URL: only beside DATABASE_URL (the embedded database has no replica), a postgres URL. */
export function parseDatabaseReadUrl(env: NodeJS.ProcessEnv): string | null {
  const value = env.DATABASE_READ_URL?.trim() ?? '';
  if (value === '') return null;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL is set without DATABASE_URL');
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new Error('DATABASE_READ_URL must be a postgres:// connection string');
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir,
    database: databaseTargetOf(env),
    databaseReadUrl: parseDatabaseReadUrl(env),
    jwtSecret: loadOrCreateSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 12 * 60 * 60),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    storageDir: storageDirOf(env),
    s3Storage: s3StorageOf(env),
    osmandPort: env.OSMAND_PORT === '' || env.OSMAND_PORT === '0' ? null : parsePort(env.OSMAND_PORT, 5055),
    logLevel: env.LOG_LEVEL || 'info',
    demoPassword: env.DEMO_PASSWORD || 'demo12345',
    demo: parseDemo(env.DEMO),
    publicUrl: env.PUBLIC_URL || `http://localhost:${parsePort(env.PORT, 3000)}`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    alertSweepIntervalMs: Math.max(5_000, Number(env.ALERT_SWEEP_INTERVAL_MS || 30_000) || 30_000),
    intakeQueueMaxPositions: parseIntakeQueueMaxPositions(env.INTAKE_QUEUE_MAX_POSITIONS),
    jobTickMs: Math.max(100, Number(env.JOB_TICK_MS || 5_000) || 5_000),
    mediaGateway: parseMediaGatewayUrl(env.MEDIA_GATEWAY_URL),
    mediaGatewaySecret: env.MEDIA_GATEWAY_SECRET || DEFAULT_MEDIA_GATEWAY_SECRET,
    mediaMaxClipBytes: parseMaxClipBytes(env.MEDIA_MAX_CLIP_BYTES),
    legacyAppUrl: parseLegacyAppUrl(env.LEGACY_APP_URL),
    positionRetentionDays: parsePositionRetentionDays(env.POSITION_RETENTION_DAYS),
  };
}
