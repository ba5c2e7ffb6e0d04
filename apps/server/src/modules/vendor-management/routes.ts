import {
  createVendorRequestSchema,
  deleteVendorsRequestSchema,
  integerIdSchema,
  listQuerySchema,
  listResponseSchema,
  updateVendorRequestSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../http/schemas';
import type { ApiContext } from '../context';
import { pairingCodeRoutes } from './pairing-routes';
import {
  deletedIdsSchema,
  rateListQuerySchema,
  vendorDetailSchema,
  vendorRateSchema,
  vendorSchema,
} from './responses';
import {
  createVendor,
  deleteVendors,
  getVendor,
  listContractRates,
  listVendorRates,
  listVendors,
  updateVendor,
} from './service';

const tags = ['vendor-management'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: integerIdSchema });
const withConflict = { ...errorResponses, 409: errorBodySchema };

/** Vendor management: vendors, their rates, and the contract rates the fleet-task vendor picker lists. */
export const vendorManagementRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    await app.register(pairingCodeRoutes(context));

    app.get(
      '/vendor',
      {
        config: { scopes: ['vms:read'] },
        schema: {
          tags,
          security,
          summary: "The company's vendors; filters status.name, paired_company_id, id; search name, contract",
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(vendorSchema), ...errorResponses },
        },
      },
      (request) => listVendors(db, authOf(request), request.query),
    );

    app.get(
      '/vendor/rates',
      {
        config: { scopes: ['vms:read'] },
        schema: {
          tags,
          security,
          summary: 'One row per vendor rate, optionally on one route (origin and destination address ids)',
          querystring: rateListQuerySchema,
          response: { 200: listResponseSchema(vendorRateSchema), ...errorResponses },
        },
      },
      (request) => listVendorRates(db, authOf(request), request.query),
    );

    app.get(
      '/vendor/contract-rates',
      {
        config: { scopes: ['vms:read'] },
        schema: {
          tags,
          security,
          summary:
            'Rates of vendors that can receive a request: status.name eq ACTIVE and paired_company_id gt 0 ' +
            'unless the request filters those fields itself',
          querystring: rateListQuerySchema,
          response: { 200: listResponseSchema(vendorRateSchema), ...errorResponses },
        },
      },
      (request) => listContractRates(db, authOf(request), request.query),
    );

    app.get(
      '/vendor/:id',
      {
        config: { scopes: ['vms:read'] },
        schema: {
          tags,
          security,
          summary: 'A vendor of the company with its rates',
          params: idParams,
          response: { 200: dataOf(vendorDetailSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getVendor(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/vendor',
      {
        config: { scopes: ['vms:create'] },
        schema: {
          tags,
          security,
          summary: 'Creates a vendor with its rates; names are unique per company (case-insensitive)',
          body: createVendorRequestSchema,
          response: { 201: dataOf(vendorDetailSchema), ...withConflict },
        },
      },
      async (request, reply) => {
        const vendor = await createVendor(db, authOf(request), request.body);
        return reply.status(201).send({ data: vendor });
      },
    );

    app.patch(
      '/vendor/:id',
      {
        config: { scopes: ['vms:update'] },
        schema: {
          tags,
          security,
          summary:
            'Changes what the body sends; rates, when sent, replace all rates; a stale updated_on is 409',
          params: idParams,
          body: updateVendorRequestSchema,
          response: { 200: dataOf(vendorDetailSchema), ...withConflict },
        },
      },
      async (request) => ({
        data: await updateVendor(db, authOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/vendor/bulk',
      {
        config: { scopes: ['vms:delete'] },
        schema: {
          tags,
          security,
          summary: 'Deletes all the vendors or none; refused while one is on a task not ENDED or CANCELED',
          body: deleteVendorsRequestSchema,
          response: { 200: dataOf(deletedIdsSchema), ...withConflict },
        },
      },
      async (request) => ({ data: await deleteVendors(db, authOf(request), request.body.ids) }),
    );
  };
