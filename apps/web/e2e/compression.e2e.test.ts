import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES } from '../build/precompress';

/* Issue 23 item 2, on the browser tests' own production build served by the real server. */

const baseUrl = inject('baseUrl');
const webDist = inject('webDist');
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo12345';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire: fetch would decode them and hide the encoding. */
  body: Buffer;
}

function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function builtFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file))
    .filter((file) => statSync(file).isFile());
}

describe.skipIf(!webDist)('compressed transfer of the built app (issue 23 item 2)', () => {
  let served: { url: string; bytes: Buffer }[];

  beforeAll(() => {
    const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    // The entry itself may be a one-line import (strictExecutionOrder wraps it): the largest of the
    // scripts the page loads first, the entry or one it preloads, is what compression is for.
    const entry = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="(\/assets\/[^"]+\.js)"/g,
      ),
    ]
      .map((match) => match[1] as string)
      .sort((a, b) => statSync(path.join(webDist, b)).size - statSync(path.join(webDist, a)).size)[0];
    // The entry's own stylesheet is a few bytes (antd writes its styles at run time): the largest one.
    const stylesheet = builtFiles(path.join(webDist, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .sort((a, b) => statSync(b).size - statSync(a).size)
      .map((file) => `/${path.relative(webDist, file).split(path.sep).join('/')}`)[0];
    expect(entry, 'index.html names its entry script').toBeDefined();
    expect(statSync(path.join(webDist, entry as string)).size).toBeGreaterThanOrEqual(PRECOMPRESS_MIN_BYTES);
    expect(stylesheet, 'the build has a stylesheet').toBeDefined();
    served = ['/index.html', '/', entry as string, stylesheet as string].map((url) => ({
      url,
      bytes: readFileSync(path.join(webDist, url === '/' ? 'index.html' : url)),
    }));
  });

  it('ships a brotli and a gzip copy beside every script, stylesheet and page of 1 KB or more', () => {
    const text = builtFiles(webDist).filter((file) => /\.(js|css|html)$/.test(file));
    const large = text.filter((file) => statSync(file).size >= PRECOMPRESS_MIN_BYTES);
    expect(large.length).toBeGreaterThan(10);
    const missing = large.filter((file) => !statSync(`${file}.br`, { throwIfNoEntry: false }));
    expect(missing.map((file) => path.relative(webDist, file))).toEqual([]);
    const missingGzip = large.filter((file) => !statSync(`${file}.gz`, { throwIfNoEntry: false }));
    expect(missingGzip.map((file) => path.relative(webDist, file))).toEqual([]);
    // Including what vite-plugin-pwa writes last: the service worker and its Workbox runtime.
    expect(statSync(path.join(webDist, 'sw.js.br'), { throwIfNoEntry: false })).toBeDefined();
  });

  it('never lists a compressed copy in the service worker’s precache', () => {
    const worker = readFileSync(path.join(webDist, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => /\.(br|gz)$/.test(url ?? ''))).toEqual([]);
  });

  it('answers the page, its largest first-load script and its stylesheet with brotli when the browser accepts it', async () => {
    for (const { url, bytes } of served) {
      const answer = await getRaw(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers.vary, url).toMatch(/accept-encoding/i);
      expect(answer.body.length, url).toBeLessThan(bytes.length);
      expect(brotliDecompressSync(answer.body).equals(bytes), url).toBe(true);
    }
  });

  it('answers them with gzip to a client that accepts only gzip', async () => {
    for (const { url, bytes } of served) {
      const answer = await getRaw(url, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(answer.body).equals(bytes), url).toBe(true);
    }
  });

  it('answers them as they are to a client that accepts no encoding', async () => {
    for (const { url, bytes } of served) {
      const answer = await getRaw(url, {});
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(answer.body.equals(bytes), url).toBe(true);
    }
  });

  it('answers an API list of 1 KB or more compressed, decoding to the same JSON', async () => {
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.id', password: DEMO_PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const url = '/api/order/v1/customer?limit=50';
    const authorization = `Bearer ${token}`;
    const plain = await getRaw(url, { authorization });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(PRECOMPRESS_MIN_BYTES);
    const br = await getRaw(url, { authorization, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await getRaw(url, { authorization, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
