import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadOrCreateSecret, parseDemo, parseTrustProxy } from './config';

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
