import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/ws');

/** A missing script or image must stay a 404: answering it with the page would break the browser silently. */
const looksLikeFile = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built single-page app at / and answers any other GET for a page with index.html, so a
 * reload on /fleet-task/123 works. Returns the fallback, or null when there is no built app.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | null> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only (run npm run build:web)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    // Files are looked up on each request, so a rebuilt app is served without a restart.
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The build writes <file>.br and <file>.gz beside every text file of 1 KB or more
    // (apps/web/build/precompress.ts): sending those costs no CPU per request and gets brotli's best
    // quality (issue 23 item 2). A client asking for neither, or a file without one, gets the file.
    preCompressed: true,
    // Hashed asset names never change content, so browsers may keep them; index.html is never cached.
    // The same address answers brotli, gzip or the plain file by Accept-Encoding, so a shared cache
    // must key on it: @fastify/static does not say so itself.
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isApiPath(request.url) || looksLikeFile(request.url)) return false;
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
