import {
  listQuerySchema,
  listResponseSchema,
  rejectVendorRequestSchema,
  uuidSchema,
  vendorRequestDetailSchema,
  vendorRequestRowSchema,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { dataOf, errorBodySchema, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import {
  acceptVendorRequest,
  getVendorRequest,
  listVendorRequests,
  rejectVendorRequest,
} from './vendor-service';

const tags = ['fleet-planning', 'vendor-request'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });
const answerErrors = { ...errorResponses, 409: errorBodySchema };

const PATH_NOTE =
  'Vendor path across companies: a sender company moves a Draf task with a paired vendor to ' +
  'WAITING_FOR_VENDOR (POST /fleet-task/{id}/transition), which writes a PENDING request in the ' +
  "vendor's paired company. These routes are the vendor company's side; every lookup is scoped to the " +
  "caller's company, so another company's request answers 404.";

/** Vendor requests across companies: the receiving company's list, detail and answer. */
export const fleetTaskVendorRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;

    app.get(
      '/vendor-request',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: 'Requests other companies sent to this company as their vendor',
          description:
            `${PATH_NOTE} Each row: sender company, sender's FO number, route summary (start and end ` +
            'city, first pickup and last drop city, stops), order count, total weight (kg) and volume ' +
            '(cbm), expected departure and earliest pickup, status, and the own task once accepted. ' +
            'Status is PENDING, ACCEPTED, REJECTED or CANCELED (a pending request whose sender task no ' +
            'longer waits for this vendor). Filters: status.name eq|in, created_on gte|lte, ' +
            'sender_company.id, expected_departure_on, is_pending eq true|false; search over the FO numbers ' +
            'and the sender name; default order: PENDING first (is_pending desc), then created_on desc.',
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(vendorRequestRowSchema), ...errorResponses },
        },
      },
      (request) => listVendorRequests(db, authOf(request), request.query),
    );

    app.get(
      '/vendor-request/:id',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "One incoming request with the sender's route, orders and loads (no prices)",
          description: `${PATH_NOTE} The points keep the sender's order and service times.`,
          params: idParams,
          response: { 200: dataOf(vendorRequestDetailSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getVendorRequest(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/vendor-request/:id/accept',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary:
            'Accepts a pending request: the sender becomes ACCEPTED_BY_VENDOR, this company gets a Draf task',
          description:
            `${PATH_NOTE} In one transaction: the sender's task moves to ACCEPTED_BY_VENDOR; this company ` +
            'gets its own DRAFT task (new FO number, is_from_vendor_request, source_fleet_task_id = the ' +
            "sender's task) between its default (else first) garages, with the sender's stops in order " +
            'and their service times, the addresses copied as non-garage addresses (reused by name and ' +
            'coordinates), customers and products reused by name, and the orders and loads as new ' +
            'delivery orders marked is_from_vendor_request (the sender company is their billed customer, ' +
            "the sender's DO number their external reference). When that task is scheduled, started and " +
            "ended, the sender's task follows. 409 vendor-request/already-responded or " +
            'vendor-request/canceled; 400 vendor-request/no-garage.',
          params: idParams,
          response: { 200: dataOf(vendorRequestDetailSchema), ...answerErrors },
        },
      },
      async (request) => ({ data: await acceptVendorRequest(db, authOf(request), request.params.id) }),
    );

    app.post(
      '/vendor-request/:id/reject',
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Rejects a pending request with a reason: the sender becomes REJECTED_BY_VENDOR',
          description:
            `${PATH_NOTE} The reason (required, at most 255 characters) is stored as the sender task's ` +
            'rejected_reason and in its history; the sender may send again (a new request) or cancel. ' +
            '409 vendor-request/already-responded or vendor-request/canceled.',
          params: idParams,
          body: rejectVendorRequestSchema,
          response: { 200: dataOf(vendorRequestDetailSchema), ...answerErrors },
        },
      },
      async (request) => ({
        data: await rejectVendorRequest(context.db, context.hooks, authOf(request), {
          id: request.params.id,
          reason: request.body.reason,
        }),
      }),
    );
  };
