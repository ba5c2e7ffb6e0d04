import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadConfig,
  loadOrCreateSecret,
  parseDemo,
  parseIntakeQueueMaxPositions,
  parseMaxClipBytes,
  parseMediaGatewayUrl,
  parsePositionRetentionDays,
  parseTrustProxy,
} from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'armada-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dir = tempDir();
    const first = loadOrCreateSecret(dir, undefined);
    const second = loadOrCreateSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(Buffer.from(first).toString());
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadOrCreateSecret(tempDir(), 'short')).toThrow(/at least 32/);
  });

  it('defaults to port 3000 and the embedded database in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'pgdata') });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u@localhost/armada' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@localhost/armada' });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'tiga ribu' })).toThrow(/PORT/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
  });

  it('reads a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses true, which would let any client choose its own address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});

describe('DEMO', () => {
  it('seeds the demo unless DEMO=off, and refuses anything else', () => {
    expect(parseDemo(undefined)).toBe(true);
    expect(parseDemo('on')).toBe(true);
    expect(parseDemo('off')).toBe(false);
    expect(parseDemo(' OFF ')).toBe(false);
    expect(() => parseDemo('maybe')).toThrow(/DEMO/);
  });
});

describe('the device gateway (MEDIA_GATEWAY_URL, MEDIA_GATEWAY_SECRET, MEDIA_MAX_CLIP_BYTES)', () => {
  it('has no gateway when MEDIA_GATEWAY_URL is unset, the simulator secret and 20 MB clips by default', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.mediaGateway).toBeNull();
    expect(config.mediaGatewaySecret).toBe('armada-demo-gateway');
    expect(config.mediaMaxClipBytes).toBe(20 * 1024 * 1024);
  });

  it('reads the gateway URL without its trailing slash, and the secret and clip limit given', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MEDIA_GATEWAY_URL: 'http://localhost:7070/',
      MEDIA_GATEWAY_SECRET: 'rahasia-gateway',
      MEDIA_MAX_CLIP_BYTES: '1048576',
    });
    expect(config.mediaGateway).toEqual({ url: 'http://localhost:7070' });
    expect(config.mediaGatewaySecret).toBe('rahasia-gateway');
    expect(config.mediaMaxClipBytes).toBe(1_048_576);
  });

  it('refuses a gateway URL that is not http(s) and a clip limit that is not a positive whole number', () => {
    expect(parseMediaGatewayUrl('  ')).toBeNull();
    expect(() => parseMediaGatewayUrl('localhost:7070')).toThrow(/MEDIA_GATEWAY_URL/);
    expect(() => parseMediaGatewayUrl('ftp://gateway')).toThrow(/MEDIA_GATEWAY_URL/);
    expect(() => parseMaxClipBytes('0')).toThrow(/MEDIA_MAX_CLIP_BYTES/);
    expect(() => parseMaxClipBytes('20MB')).toThrow(/MEDIA_MAX_CLIP_BYTES/);
  });
});

describe('position retention (POSITION_RETENTION_DAYS)', () => {
  it('keeps positions 400 days by default and reads the days given', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).positionRetentionDays).toBe(400);
    expect(loadConfig({ DATA_DIR: tempDir(), POSITION_RETENTION_DAYS: ' 90 ' }).positionRetentionDays).toBe(
      90,
    );
  });

  it('refuses at start a retention that is not a positive whole number of days', () => {
    for (const bad of ['0', '-30', '1.5', '400d', 'abc', '1e3']) {
      expect(() => parsePositionRetentionDays(bad)).toThrow(
        /POSITION_RETENTION_DAYS must be a positive whole number/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: tempDir(), POSITION_RETENTION_DAYS: '0' })).toThrow(
      /POSITION_RETENTION_DAYS/,
    );
  });
});

describe('the intake queue bound (INTAKE_QUEUE_MAX_POSITIONS)', () => {
  it('holds 20,000 positions by default and reads the bound given', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).intakeQueueMaxPositions).toBe(20_000);
    expect(
      loadConfig({ DATA_DIR: tempDir(), INTAKE_QUEUE_MAX_POSITIONS: '5000' }).intakeQueueMaxPositions,
    ).toBe(5_000);
  });

  it('refuses at start a bound that is not a whole number of at least 100', () => {
    for (const bad of ['0', '99', '-5', '1.5', 'many'])
      expect(() => parseIntakeQueueMaxPositions(bad)).toThrow(
        /INTAKE_QUEUE_MAX_POSITIONS must be a whole number of at least 100/,
      );
  });
});
