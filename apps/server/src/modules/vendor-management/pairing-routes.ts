import { listQuerySchema, listResponseSchema, pairingCodeSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { createPairingCode, listPairingCodes, revokePairingCode } from './pairing-codes';

const tags = ['vendor-management'];
const security = [{ bearer: [] }];

/** The company's pairing codes: what another company needs to pair a vendor with it (its settings). */
export const pairingCodeRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.post(
      '/pairing-code',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags,
          security,
          summary:
            'Issues a pairing code: single use, valid 7 days, for a transporter to pair a vendor with us',
          response: { 201: dataOf(pairingCodeSchema), ...errorResponses },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await createPairingCode(db, authOf(request)) }),
    );

    app.get(
      '/pairing-code',
      {
        config: { scopes: ['setting:read'] },
        schema: {
          tags,
          security,
          summary: "The company's pairing codes that can still be used (not used, revoked or expired)",
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(pairingCodeSchema), ...errorResponses },
        },
      },
      (request) => listPairingCodes(db, authOf(request), request.query),
    );

    app.delete(
      '/pairing-code/:code',
      {
        config: { scopes: ['setting:update'] },
        schema: {
          tags,
          security,
          summary: 'Revokes an unused pairing code of the company; any other code answers 404',
          params: z.object({ code: z.string().min(1).max(64) }),
          response: { 200: dataOf(z.object({ code: z.string() })), ...errorResponses },
        },
      },
      async (request) => ({
        data: { code: await revokePairingCode(db, authOf(request), request.params.code) },
      }),
    );
  };
