import { DomainError, uploadOutcomeReportSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../../context';
import { parseByteRange, startsWithFtypBox } from './clip-bytes';
import { isClipLinkValid } from './media-links';
import { receiveClip, receiveNotSent, sentClipKey } from './media-upload';

const tags = ['alert-center'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const CLIP_TYPES = ['video/mp4', 'application/octet-stream'];

/**
 * The dashcam's clip routes under /api/media/v1 (issue 19 item 3, media README). Both are public: the
 * gateway holds a one-time upload token, and a browser's <video> a signed clip URL, never a Bearer.
 */
export const mediaRoutes =
  (api: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Only here: the rest of the API takes no raw bytes.
    app.addContentTypeParser(
      CLIP_TYPES,
      { parseAs: 'buffer', bodyLimit: api.media.maxClipBytes },
      (_r, body, done) => done(null, body),
    );

    app.put(
      '/upload/:token',
      {
        config: { public: true },
        bodyLimit: api.media.maxClipBytes,
        schema: {
          tags,
          summary: "The gateway's upload of a clip (MP4 bytes) to its one-time link",
          params: tokenParams,
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await receiveClip(api, request.params.token, bytes, startsWithFtypBox(bytes));
        return reply.status(204).send();
      },
    );

    app.post(
      '/upload/:token',
      {
        config: { public: true },
        schema: {
          tags,
          summary: "The gateway's report that a clip could not be downloaded from the device",
          params: tokenParams,
          body: uploadOutcomeReportSchema,
        },
      },
      async (request, reply) => {
        await receiveNotSent(api, request.params.token);
        return reply.status(204).send();
      },
    );

    app.get(
      '/clip/:id',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'A Sent clip, by the signed URL the GraphQL answer hands out (Range supported)',
          params: z.object({ id: z.string().min(1).max(100) }),
          querystring: z.object({
            company: z.coerce.number().int().optional(),
            expires: z.coerce.number().int().optional(),
            signature: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { company, expires, signature } = request.query;
        const link = {
          clipId: id,
          companyId: company ?? Number.NaN,
          expires: expires ?? Number.NaN,
          signature: signature ?? '',
        };
        // Forged, expired, another company's or not (yet) Sent: all simply not found.
        if (!isClipLinkValid(api.token.secret, link)) throw new DomainError('not-found');
        const uuid = z.uuid().safeParse(id);
        if (!uuid.success) throw new DomainError('not-found');
        const key = await sentClipKey(api.db, link.companyId, id);
        const size = key ? await api.storage.size(key) : null;
        if (!key || size === null) throw new DomainError('not-found');
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'private, max-age=3600')
          .type('video/mp4');
        const range = parseByteRange(request.headers.range, size);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${size}`).send();
        }
        if (range === null) {
          return reply.header('content-length', size).send(api.storage.stream(key));
        }
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(api.storage.stream(key, range));
      },
    );
  };
