import type { FastifyPluginAsync } from 'fastify';
import mercurius from 'mercurius';
import type { ApiContext } from '../../context';
import { type GraphqlContext, graphqlContext } from './context';
import { formatGraphqlErrors } from './errors';
import { checkQueryCost, MAX_QUERY_DEPTH, validationRules } from './limits';
import { useGraphqlRequestShape } from './request-shape';
import { buildAlertCenterSchema } from './schema';

export interface GraphqlOptions {
  /** NODE_ENV=production: introspection off. */
  production: boolean;
}

/**
 * The Alert Center's GraphQL endpoint, POST (and GET for queries) `/graphql` under the caller's
 * prefix. Registered in a scope of its own, so mercurius' error handler and content parser stay
 * here. The route is 'public' for the REST guard: the GraphQL context authenticates with the same
 * function, and each operation answers 401 or 403 in its envelope. It is left out of the OpenAPI
 * document; the GraphQL schema is its contract.
 */
export const alertCenterGraphql =
  (api: ApiContext, options: GraphqlOptions): FastifyPluginAsync =>
  async (app) => {
    const schema = buildAlertCenterSchema();
    useGraphqlRequestShape(app);
    await app.register(mercurius, {
      schema,
      path: '/graphql',
      graphiql: false,
      queryDepth: MAX_QUERY_DEPTH,
      validationRules: validationRules(options.production),
      context: (request) => graphqlContext(api, request),
      errorFormatter: (execution, context) =>
        formatGraphqlErrors(execution, context as Partial<GraphqlContext>),
      additionalRouteOptions: {
        config: { public: true, swaggerTransform: ({ url }) => ({ schema: { hide: true }, url }) },
      },
    });
    app.graphql.addHook('preExecution', async (executed, document, _context, variables) => {
      checkQueryCost(executed, document, variables as Record<string, unknown> | undefined);
    });
  };
