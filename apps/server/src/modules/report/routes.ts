import {
  OPERATIONS_DASHBOARD_SCOPES,
  operationsDashboardSchema,
  operationsReportSchema,
  reportRangeQuerySchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../auth/guard';
import { dataOf, errorResponses } from '../../http/schemas';
import { type ApiContext, readDbOf } from '../context';
import { operationsDashboard, operationsReport } from './service';

/** GET /api/report/v1/operations: the report page's figures (scope report:read). */
export const reportRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/operations',
      {
        config: { scopes: ['report:read'] },
        schema: {
          tags: ['report'],
          summary:
            'On-time rates per day, distance, tasks and load per vehicle and driver, delivered load per customer and alerts per driver, for calendar days in the company time zone',
          security: [{ bearer: [] }],
          querystring: reportRangeQuerySchema,
          response: { 200: dataOf(operationsReportSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await operationsReport(
          await readDbOf(context, request),
          authOf(request).companyId,
          request.query,
        ),
      }),
    );
  };

/** GET /api/platform/v1/dashboard/operations: the dispatcher's counts, each the total of a list. */
export const dashboardOperationsRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/operations',
      {
        config: { scopes: [...OPERATIONS_DASHBOARD_SCOPES] },
        schema: {
          tags: ['platform'],
          summary:
            "Today's tasks by status, late departures, vendor answers awaited or refused, vehicles without a recent position and orders not on a task",
          security: [{ bearer: [] }],
          response: { 200: dataOf(operationsDashboardSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await operationsDashboard(await readDbOf(context, request), authOf(request)),
      }),
    );
  };
