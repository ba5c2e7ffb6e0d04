import { DomainError } from '@armada/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertCategoryIconSvg, alertCodeIconSvg, iconEtag } from './icons';

const tags = ['alert-center'];
const numberParam = z.coerce.number().int().min(1).max(9999);
/** No script, no outside request, no framing: the document can only draw itself. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
const DAY_SECONDS = 24 * 3600;

/**
 * The catalogue's icons (issue 12 item 1), public like any static asset: an <img> sends no Bearer
 * header, and an icon says nothing a client could not read in ALERT_CODES.md. Paths come from the
 * domain's alertIconPath and alertCategoryIconPath.
 */
export const alertIconRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (svg: string | null, ifNoneMatch: string | undefined, reply: FastifyReply) => {
    if (svg === null) throw new DomainError('not-found');
    const etag = iconEtag(svg);
    reply
      .header('content-security-policy', SVG_CSP)
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .header('etag', etag)
      .type('image/svg+xml; charset=utf-8');
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.send(svg);
  };

  app.get(
    '/alert-code/:code/icon.svg',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An alert code's icon (SVG drawn by the app): its category's glyph in the urgency colour",
        params: z.object({ code: numberParam }),
      },
    },
    (request, reply) => send(alertCodeIconSvg(request.params.code), request.headers['if-none-match'], reply),
  );

  app.get(
    '/alert-category/:id/icon.svg',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An alert category's icon (SVG drawn by the app)",
        params: z.object({ id: numberParam }),
      },
    },
    (request, reply) =>
      send(alertCategoryIconSvg(request.params.id), request.headers['if-none-match'], reply),
  );
};
