import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'armada-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Armada</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html at /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a deep link with index.html so the page survives a reload', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fleet-task/123?navsource=Fleet%20Task' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep hashed assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves a file added after start, as after a rebuild', async () => {
    writeFileSync(path.join(webDist, 'assets', 'app-new456.js'), 'console.log("rebuilt")');
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-new456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('rebuilt');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route-not-found');
  });

  it('sends a content security policy that runs no inline or foreign script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it("frames only the video players an announcement's video action embeds", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(/frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });

  it('tells browsers to keep to HTTPS, not to sniff types and not to be framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a JSON body over 1 MB with 413 and the catalogue body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.id', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toMatch(/^[a-z-]+(\/[a-z-]+)?$/);
  });
});
