import {
  type AnyImportDefinition,
  bulkCreateRequestSchema,
  MASTER_DATA_IMPORT_MAX,
  masterImportReferencesSchema,
} from '@armada/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { createRows } from './bulk';
import { masterImportReferences } from './import-references';
import type { AnyMasterDataResource } from './resource';

/** What of a resource's route spec (crud-routes.ts) its import routes use. */
interface ImportRouteSpec {
  resource: AnyMasterDataResource;
  tag: string;
  summary: string;
  create: z.ZodType;
}

const security = [{ bearer: [] }];
/** 1,000 rows of a few hundred bytes each, with room to spare. */
const BULK_BODY_LIMIT = 4 * 1024 * 1024;
const names = z.array(z.string().trim().min(1).max(255)).max(MASTER_DATA_IMPORT_MAX * 2);

/**
 * The spreadsheet import's routes of a resource (issue 14 item 3): `POST /x/bulk {items}` creates
 * all or nothing, and `POST /x/import-references` looks up the names the file uses (only when the
 * import definition refers to other records), both under the create scope.
 */
export function registerImportRoutes(
  app: FastifyInstance,
  context: ApiContext,
  spec: ImportRouteSpec,
  definition: AnyImportDefinition,
) {
  const { db } = context;
  const { resource } = spec;
  const tags = [spec.tag];
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `/${resource.name}/bulk`,
    {
      config: { scopes: ['master-data:create'] },
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          `Adds up to ${MASTER_DATA_IMPORT_MAX} of the ${spec.summary} all or nothing; problems name the ` +
          'item (items.3.license_plate): duplicate within the body, already-exists when stored',
        body: bulkCreateRequestSchema(spec.create),
        response: {
          201: dataOf(z.object({ ids: z.array(z.number()) })),
          ...errorResponses,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { items } = request.body as { items: Record<string, unknown>[] };
      return reply.status(201).send({ data: await createRows(db, authOf(request), resource, items) });
    },
  );

  const kinds = [...new Set(Object.values(definition.references) as string[])];
  if (kinds.length === 0) return;
  typed.post(
    `/${resource.name}/import-references`,
    {
      config: { scopes: ['master-data:create'] },
      schema: {
        tags,
        security,
        summary: `The company's records an import file names (${kinds.join(', ')}), trimmed, any case`,
        body: z.object(Object.fromEntries(kinds.map((kind) => [kind, names.default([])]))).strict(),
        response: { 200: dataOf(masterImportReferencesSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await masterImportReferences(
        db,
        authOf(request).companyId,
        request.body as Record<string, string[]>,
      ),
    }),
  );
}
