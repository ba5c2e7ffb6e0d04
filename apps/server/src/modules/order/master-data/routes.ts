import { customerSchema, listQuerySchema, listResponseSchema, productSchema } from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../auth/guard';
import { errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import { getCustomers, getProducts } from './service';

const tags = ['order'];
const security = [{ bearer: [] }];

/**
 * Customers and products, read by the delivery-order form's pickers (the spec shows neither call;
 * a form that names them needs them). Company-scoped like every master data list.
 */
export const orderMasterDataRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary: "The company's customers. Filter: id eq|in; search: name, phone, email; sort: name",
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(customerSchema), ...errorResponses },
        },
      },
      async (request) => getCustomers(context.db, authOf(request), request.query),
    );

    app.get(
      '/product',
      {
        config: { scopes: ['delivery-order:read'] },
        schema: {
          tags,
          security,
          summary:
            "The company's products with unit and per-unit weight (kg) and volume (cbm). " +
            'Filters: id eq|in, product_type.id; search: name, product type; sort: name',
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(productSchema), ...errorResponses },
        },
      },
      async (request) => getProducts(context.db, authOf(request), request.query),
    );
  };
