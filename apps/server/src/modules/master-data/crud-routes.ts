import {
  type AnyImportDefinition,
  bulkDeleteRequestSchema,
  integerIdSchema,
  listQuerySchema,
  listResponseSchema,
} from '@armada/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { changesOf } from './changes';
import { createRow, deleteRows, getRow, listRows, updateRow } from './crud';
import { registerImportRoutes } from './import-routes';
import type { AnyMasterDataResource } from './resource';

export interface MasterDataRouteSpec {
  resource: AnyMasterDataResource;
  tag: string;
  /** What the rows are, for /api/docs ('addresses of the company'). */
  summary: string;
  /** The list's filters, search and sorts, for /api/docs. */
  listSummary: string;
  view: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  /** Resources a spreadsheet fills (issue 14 item 3) also get `POST /x/bulk` and the name lookup. */
  importDefinition?: AnyImportDefinition;
}

const security = [{ bearer: [] }];
const idParams = z.object({ id: integerIdSchema });
const withConflict = { ...errorResponses, 409: errorBodySchema };
const deletedSchema = z.object({ ids: z.array(z.number()) });
const changeSchema = z.object({
  event: z.enum(['CREATED', 'UPDATED', 'DELETED']),
  changes: z.record(z.string(), z.unknown()).describe('What the request sent'),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_on: z.string(),
});

/**
 * The six routes of a master-data resource (issue 14, item 6): GET list, GET one, POST, PATCH,
 * DELETE and `POST .../delete` for bulk ids, all under the master-data scopes.
 */
export function registerMasterDataRoutes(
  app: FastifyInstance,
  context: ApiContext,
  spec: MasterDataRouteSpec,
) {
  const { db } = context;
  const { resource } = spec;
  const tags = [spec.tag];
  const path = `/${resource.name}`;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    path,
    {
      config: { scopes: ['master-data:read'] },
      schema: {
        tags,
        security,
        summary: `${spec.summary}. ${spec.listSummary}`,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(spec.view), ...errorResponses },
      },
    },
    (request) => listRows(db, authOf(request), resource, request.query),
  );

  typed.get(
    `${path}/:id`,
    {
      config: { scopes: ['master-data:read'] },
      schema: {
        tags,
        security,
        summary: `One of the ${spec.summary}`,
        params: idParams,
        response: { 200: dataOf(spec.view), ...errorResponses },
      },
    },
    async (request) => ({ data: await getRow(db, authOf(request), resource, request.params.id) }),
  );

  typed.get(
    `${path}/:id/history`,
    {
      config: { scopes: ['master-data:read'] },
      schema: {
        tags,
        security,
        summary: 'Its history of changes, newest first (the latest 200)',
        params: idParams,
        response: { 200: dataOf(z.array(changeSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await getRow(db, auth, resource, request.params.id);
      return { data: await changesOf(db, auth, resource.name, request.params.id) };
    },
  );

  typed.post(
    path,
    {
      config: { scopes: ['master-data:create'] },
      schema: {
        tags,
        security,
        summary: `Adds one of the ${spec.summary}; a unique value already taken is 409 on its field`,
        body: spec.create,
        response: { 201: dataOf(spec.view), ...withConflict },
      },
    },
    async (request, reply) => {
      const row = await createRow(db, authOf(request), resource, request.body as object);
      return reply.status(201).send({ data: row });
    },
  );

  typed.patch(
    `${path}/:id`,
    {
      config: { scopes: ['master-data:update'] },
      schema: {
        tags,
        security,
        summary: 'Changes what the body sends; a stale updated_on or a unique value already taken is 409',
        params: idParams,
        body: spec.update,
        response: { 200: dataOf(spec.view), ...withConflict },
      },
    },
    async (request) => ({
      data: await updateRow(db, authOf(request), resource, request.params.id, request.body as object),
    }),
  );

  const deleteSummary = resource.deactivateInstead
    ? 'refused (409) while anything refers to it: deactivate it instead (PATCH is_active false)'
    : 'refused (409) while anything refers to it';

  typed.delete(
    `${path}/:id`,
    {
      config: { scopes: ['master-data:delete'] },
      schema: {
        tags,
        security,
        summary: `Deletes one; ${deleteSummary}`,
        params: idParams,
        response: { 200: dataOf(deletedSchema), ...withConflict },
      },
    },
    async (request) => ({ data: await deleteRows(db, authOf(request), resource, [request.params.id]) }),
  );

  typed.post(
    `${path}/delete`,
    {
      config: { scopes: ['master-data:delete'] },
      schema: {
        tags,
        security,
        summary: `Deletes all the ids or none; ${deleteSummary}`,
        body: bulkDeleteRequestSchema,
        response: { 200: dataOf(deletedSchema), ...withConflict },
      },
    },
    async (request) => ({ data: await deleteRows(db, authOf(request), resource, request.body.ids) }),
  );

  if (spec.importDefinition) registerImportRoutes(app, context, spec, spec.importDefinition);
}
