import {
  companyProfileSchema,
  DomainError,
  MAX_LOGO_BYTES,
  updateCompanyRequestSchema,
} from '@armada/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { readSingleFileUpload } from '../../../http/multipart-upload';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import {
  getCompanyProfile,
  MAX_LOGO_KB,
  readCompanyLogo,
  replaceCompanyLogo,
  updateCompanyProfile,
} from './service';

const tags = ['platform'];
const security = [{ bearer: [] }];

/** The caller's company profile: name, time zone, address, phone and logo (issue 14 item 5). */
export const companyRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage } = context;
    await app.register(multipart, {
      preservePath: true,
      limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 2, parts: 3 },
    });

    app.get(
      '/company',
      {
        config: { scopes: ['setting:read'] },
        schema: {
          tags,
          security,
          summary: "The caller's company profile",
          response: { 200: dataOf(companyProfileSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getCompanyProfile(db, authOf(request)) }),
    );

    app.patch(
      '/company',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags,
          security,
          summary: "Changes the company's name, time zone (IANA, e.g. Asia/Jakarta), address or phone",
          body: updateCompanyRequestSchema,
          response: { 200: dataOf(companyProfileSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await updateCompanyProfile(db, authOf(request), request.body) }),
    );

    app.post(
      '/company/logo',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags,
          security,
          summary: 'Replaces the company logo (multipart: one `file`)',
          description:
            `PNG, JPEG or WebP, checked by the bytes (else 415 \`company/invalid-logo\`); at most ` +
            `${MAX_LOGO_KB} KB (else 413 \`company/logo-too-large\`).`,
          consumes: ['multipart/form-data'],
          response: { 200: dataOf(companyProfileSchema), ...errorResponses },
        },
      },
      async (request) => {
        const upload = await readSingleFileUpload(request, 'file').catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'attachment/photo-too-large') {
            throw new DomainError('company/logo-too-large', { params: { max_kb: MAX_LOGO_KB } });
          }
          throw error;
        });
        return { data: await replaceCompanyLogo(db, storage, authOf(request), upload) };
      },
    );

    app.get(
      '/company/logo',
      {
        config: { scopes: ['setting:read'] },
        schema: {
          tags,
          security,
          summary: "The company's logo; 404 when none was uploaded",
          produces: ['image/png', 'image/jpeg', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const logo = await readCompanyLogo(db, storage, authOf(request));
        return reply
          .type(logo.contentType)
          .header('cache-control', 'private, no-cache')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(logo.bytes);
      },
    );

    app.get(
      '/branding/logo',
      {
        schema: {
          tags,
          security,
          summary: "The company's logo for any of its users (white-label branding); 404 when none",
          produces: ['image/png', 'image/jpeg', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const logo = await readCompanyLogo(db, storage, authOf(request));
        return reply
          .type(logo.contentType)
          .header('cache-control', 'private, no-cache')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(logo.bytes);
      },
    );
  };
