import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, the headers weigh about as much as what compression saves (issue 23 item 2's 1 KB). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The API's JSON answers of 1 KB or more leave brotli- or gzip-compressed, by the client's
 * Accept-Encoding (issue 23 item 2): a list page shrinks to a fraction over a phone's data.
 *
 * Registered inside the /api scope (app.ts), not on the root, because everything outside it is
 * compressed already or must not be touched: the web app's files come precompressed from the build
 * (web-app.ts), and the plugin would otherwise compress on the fly every small script or stylesheet
 * that has no sibling (its content types add to, never narrow, mime-db's compressible list); the live
 * sockets (/ws) never go through a reply. Inside the API, only application/json is asked for and
 * mime-db marks photos, logos, clips and PDFs incompressible, so binary answers go out as stored;
 * a clip's Range answers keep their byte offsets (the plugin skips 206 and Content-Range). No route
 * streams text (no text/event-stream). The OpenAPI document (/api/docs/json) is served by swagger-ui
 * from the root and stays uncompressed: read by developers, not by the app.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    customTypes: /^application\/json(?:;|$)/,
    threshold: COMPRESS_MIN_BYTES,
    // zstd and deflate add nothing for the browsers we serve, and the fewer variants the fewer surprises.
    encodings: ['br', 'gzip'],
    // Per request, brotli's default quality 11 costs tens of milliseconds on a list page; 4 is about
    // as fast as gzip and still smaller. gzip keeps zlib's default level 6.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Only answers: no client of ours sends a compressed body, and inflating one would be work any
    // caller could ask of the server.
    globalDecompression: false,
  });
}
