import {
  createReasonRequestSchema,
  integerIdSchema,
  listQuerySchema,
  listResponseSchema,
  updateReasonRequestSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { createReason, deleteReason, getReason, listReasons, updateReason } from './service';

const reasonSchema = z.object({
  id: z.number(),
  reason: z.string(),
  type: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
});

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: integerIdSchema });
const withConflict = { ...errorResponses, 409: errorBodySchema };

/** Cancel reasons of the company (type always CANCELED). */
export const reasonRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/reason',
      {
        config: { scopes: ['reason:read'] },
        schema: {
          tags,
          security,
          summary:
            "The company's cancel reasons; filter type eq CANCELED; search reason; sorts reason, created_on",
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(reasonSchema), ...errorResponses },
        },
      },
      (request) => listReasons(db, authOf(request), request.query),
    );

    app.get(
      '/reason/:id',
      {
        config: { scopes: ['reason:read'] },
        schema: {
          tags,
          security,
          summary: "A cancel reason of the caller's company",
          params: idParams,
          response: { 200: dataOf(reasonSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getReason(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/reason',
      {
        config: { scopes: ['reason:create'] },
        schema: {
          tags,
          security,
          summary:
            'Creates a cancel reason, unique per company (case-insensitive); type may only be CANCELED',
          body: createReasonRequestSchema,
          response: { 201: dataOf(reasonSchema), ...withConflict },
        },
      },
      async (request, reply) => {
        const reason = await createReason(db, authOf(request), request.body);
        return reply.status(201).send({ data: reason });
      },
    );

    app.patch(
      '/reason/:id',
      {
        config: { scopes: ['reason:update'] },
        schema: {
          tags,
          security,
          summary: 'Changes the text of a cancel reason; a stale updated_on answers 409',
          params: idParams,
          body: updateReasonRequestSchema,
          response: { 200: dataOf(reasonSchema), ...withConflict },
        },
      },
      async (request) => ({
        data: await updateReason(db, authOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/reason/:id',
      {
        config: { scopes: ['reason:delete'] },
        schema: {
          tags,
          security,
          summary: 'Deletes a cancel reason; tasks cancelled with it keep showing it in their history',
          params: idParams,
          response: { 200: dataOf(z.object({ id: z.number() })), ...errorResponses },
        },
      },
      async (request) => ({ data: await deleteReason(db, authOf(request), request.params.id) }),
    );
  };
