import { DomainError, MAX_PLATFORM_IMAGE_BYTES, platformAssetSchema } from '@armada/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { readSingleFileUpload } from '../../../http/multipart-upload';
import { dataOf, errorBodySchema, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { readAsset, storeAsset } from './service';

const MAX_KB = MAX_PLATFORM_IMAGE_BYTES / 1024;

/** The operator's image uploads and where every client reads them (docs/platform-shell.md section 4). */
export const assetRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = context;
    await app.register(multipart, {
      limits: { fileSize: MAX_PLATFORM_IMAGE_BYTES, files: 1, fields: 2, parts: 3 },
    });

    app.post(
      '/operator/upload',
      {
        config: { operator: 'only' },
        schema: {
          tags: ['platform-operator'],
          security: [{ bearer: [] }],
          summary: 'Uploads an image for an announcement or a banner (multipart: one `file`)',
          description:
            `PNG, JPEG or WebP, checked by the bytes (else 415 \`platform/invalid-image\`); at most ` +
            `${MAX_KB} KB (else 413 \`platform/image-too-large\`). Bodies then name it by \`asset_id\`.`,
          consumes: ['multipart/form-data'],
          response: {
            201: dataOf(platformAssetSchema),
            ...errorResponses,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const upload = await readSingleFileUpload(request, 'file').catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'attachment/photo-too-large') {
            throw new DomainError('platform/image-too-large', { params: { max_kb: MAX_KB } });
          }
          throw error;
        });
        const asset = await storeAsset(db, storage, authOf(request).user.id, upload);
        return reply.code(201).send({ data: asset });
      },
    );

    app.get(
      '/asset/:id',
      {
        // An <img src> sends no token: the random uuid is the capability, and these images are the
        // operator's announcements and banners, not company data.
        config: { public: true },
        schema: {
          tags: ['platform'],
          summary: 'An uploaded announcement or banner image',
          params: z.object({ id: z.uuid() }),
          produces: ['image/png', 'image/jpeg', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const asset = await readAsset(db, storage, request.params.id);
        return reply
          .type(asset.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(asset.bytes);
      },
    );
  };
