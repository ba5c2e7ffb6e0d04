import {
  CUSTOMER_IMPORT,
  createCustomerRequestSchema,
  createProductRequestSchema,
  createProductTypeRequestSchema,
  PRODUCT_IMPORT,
  updateCustomerRequestSchema,
  updateProductRequestSchema,
  updateProductTypeRequestSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { registerMasterDataRoutes } from '../master-data/crud-routes';
import { customerResource, customerViewSchema } from './customer/customer';
import { productResource, productViewSchema } from './product/product';
import { productTypeResource, productTypeViewSchema } from './product-type/product-type';

const tag = 'order';

/** The order service's master data (issue 14): customers, products and product types. */
export const orderMasterDataRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerMasterDataRoutes(app, context, {
      resource: customerResource,
      importDefinition: CUSTOMER_IMPORT,
      tag,
      summary: "customers of the caller's company",
      listSummary: 'Filter: id eq|in; search: name, phone, e-mail; sorts: name, created_on, updated_on',
      view: customerViewSchema,
      create: createCustomerRequestSchema,
      update: updateCustomerRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: productTypeResource,
      tag,
      summary: "product types of the caller's company",
      listSummary: 'Filter: id eq|in; search and sort: name',
      view: productTypeViewSchema,
      create: createProductTypeRequestSchema,
      update: updateProductTypeRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: productResource,
      importDefinition: PRODUCT_IMPORT,
      tag,
      summary: "products of the caller's company with their unit and weight and volume per unit",
      listSummary:
        'Filters: id eq|in, product_type_id, uom; search: name, product type, uom; ' +
        'sorts: name, product_type.name, uom, updated_on',
      view: productViewSchema,
      create: createProductRequestSchema,
      update: updateProductRequestSchema,
    });
  };
