import {
  activityAttachmentSchema,
  activityProofSchema,
  adjustedLoadsSchema,
  adjustLoadRequestSchema,
  completeActivityRequestSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_ACTIVITY,
  uuidSchema,
} from '@armada/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../../auth/guard';
import { readSingleFileUpload } from '../../../../http/multipart-upload';
import { dataOf, errorResponses } from '../../../../http/schemas';
import type { ApiContext } from '../../../context';
import {
  addActivityPhoto,
  clearActivityPhotos,
  deleteActivityPhoto,
  listActivityPhotos,
  readSignedPhoto,
} from './attachment-service';
import { completeActivity } from './completion-service';
import { adjustActivityLoads } from './load-adjustment-service';
import { orderProofOnTask } from './proof-service';

const tags = ['fleet-planning'];
const security = [{ bearer: [] }];
const ACTIVITY = '/fleet-task/:id/point/:pointId/activity/:activityId';
const activityParams = z.object({ id: uuidSchema, pointId: uuidSchema, activityId: uuidSchema });
const pathOf = (params: z.infer<typeof activityParams>) => ({
  taskId: params.id,
  pointId: params.pointId,
  activityId: params.activityId,
});

/** The work at a stop (activities issue): photos, completion, proof, load adjustment. */
export const fleetTaskActivityRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One file a call, checked while it streams in: a larger one is cut off at the limit and refused.
    // preservePath: the name as sent, so one that names a folder is refused rather than quietly cut.
    await app.register(multipart, {
      preservePath: true,
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      `${ACTIVITY}/attachment`,
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Uploads one proof photo (multipart: type=photo, file)',
          description:
            `multipart/form-data with the field \`type\` = 'photo' and one \`file\`. JPEG, PNG or WebP, ` +
            `checked by the bytes; at most ${MAX_PHOTO_BYTES} bytes and ${MAX_PHOTOS_PER_ACTIVITY} photos per ` +
            'activity; only while the task is Perjalanan. The photo stays out of the proof until the ' +
            'activity is completed. Errors: attachment/photo-too-large (413), attachment/not-an-image ' +
            '(415), attachment/photo-limit-reached, attachment/file-required, attachment/one-photo-per-call.',
          consumes: ['multipart/form-data'],
          params: activityParams,
          response: { 201: dataOf(activityAttachmentSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const upload = await readSingleFileUpload(request, 'file');
        const photo = await addActivityPhoto(context, authOf(request), pathOf(request.params), upload);
        return reply.code(201).send({ data: photo });
      },
    );

    app.get(
      `${ACTIVITY}/attachment`,
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "The activity's photos, oldest first, with signed links",
          description:
            'Each url is a path on this server carrying an expiry and a signature (valid one to two ' +
            "hours), so an <img> shows it without a login header; only this company's users get one.",
          params: activityParams,
          response: { 200: dataOf(z.array(activityAttachmentSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await listActivityPhotos(context, authOf(request), pathOf(request.params)),
      }),
    );

    app.delete(
      `${ACTIVITY}/attachment`,
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Clears the photos not yet saved into a proof (the form was cancelled)',
          params: activityParams,
          response: { 200: dataOf(z.object({ deleted: z.number() })), ...errorResponses },
        },
      },
      async (request) => ({
        data: await clearActivityPhotos(context, authOf(request), pathOf(request.params)),
      }),
    );

    app.delete(
      `${ACTIVITY}/attachment/:attachmentId`,
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Removes one photo of an open form; a photo in a saved proof stays',
          params: activityParams.extend({ attachmentId: uuidSchema }),
          response: { 200: dataOf(z.object({ deleted: z.number() })), ...errorResponses },
        },
      },
      async (request) => ({
        data: await deleteActivityPhoto(
          context,
          authOf(request),
          pathOf(request.params),
          request.params.attachmentId,
        ),
      }),
    );

    app.post(
      `${ACTIVITY}/complete`,
      {
        config: { scopes: ['fleet-task:update'] },
        schema: {
          tags,
          security,
          summary: 'Completes a pickup or drop with its proof (only in Perjalanan)',
          description:
            'A drop only after its pickup (invalid/pickup-must-be-completed); a pickup not before the ' +
            "task's actual departure and a drop not before its pickup (invalid/invalid-fields on " +
            'completed_on); a TRANSIT leg whose earlier leg is still open elsewhere, or an order no longer ' +
            'in progress: fleet-task/delivery-order-in-transit-elsewhere with issue ' +
            'FLEET_TASK.FLEET_TASK_ACTIVITIES_PARENT_NOT_COMPLETED or FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS. ' +
            'The first completion moves the order on (PICKED_UP, IN_TRANSIT, DELIVERED); saving a completed ' +
            'activity again edits its proof. The photos uploaded so far join the proof. ' +
            'adjusted_delivery_loads (needs delivery-load-adjustment:update) is applied as adjust-load. ' +
            'Completing the last activity does not end the task.',
          params: activityParams,
          body: completeActivityRequestSchema,
          response: { 200: dataOf(activityProofSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await completeActivity(context, authOf(request), pathOf(request.params), request.body),
      }),
    );

    app.patch(
      `${ACTIVITY}/adjust-load`,
      {
        config: { scopes: ['fleet-task:update', 'delivery-load-adjustment:update'] },
        schema: {
          tags,
          security,
          summary: 'Adjusts the actual quantities of a completed pickup or drop',
          description:
            'Body: a JSON array of {delivery_load_uuid, quantity, reason}. Digits only; not above the plan ' +
            'or the last adjustment; a drop not above what was picked up; a reduction needs a reason ' +
            '(delivery/load-adjustment-reason-required, issue FLEET_TASK.DELIVERY_LOAD_ADJUSTMENT_REASON_IS_NULL ' +
            'on each row). Enabled for DIRECT orders with loads, for TRANSIT only at the origin pickup or ' +
            'destination drop, never for vendor-request orders. Writes the load history read through ' +
            'GET /api/order/v1/delivery-order/{id}/log with event FleetPlanning.DeliveryLoadUpdatedPicked ' +
            'or ...Dropped.',
          params: activityParams,
          body: adjustLoadRequestSchema,
          response: { 200: dataOf(adjustedLoadsSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await adjustActivityLoads(context.db, authOf(request), pathOf(request.params), request.body),
      }),
    );

    app.get(
      '/fleet-task/:id/delivery-order/:doId/activity',
      {
        config: { scopes: ['fleet-task:read'] },
        schema: {
          tags,
          security,
          summary: "The proof of the order's PICKUP and DROP on the task",
          params: z.object({ id: uuidSchema, doId: uuidSchema }),
          response: { 200: dataOf(z.array(activityProofSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await orderProofOnTask(context, authOf(request), request.params.id, request.params.doId),
      }),
    );

    app.get(
      '/attachment/:attachmentId/photo',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'A proof photo behind a signed link (no login: the link is the permission)',
          description: 'An unknown photo, a wrong signature or an expired link answers 404 `not-found`.',
          params: z.object({ attachmentId: uuidSchema }),
          querystring: z.object({
            expires: z.coerce.number().int(),
            signature: z.string().max(100),
          }),
          produces: ['image/jpeg', 'image/png', 'image/webp'],
          response: { 200: z.unknown().describe('The image'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const photo = await readSignedPhoto(context, {
          attachmentId: request.params.attachmentId,
          expires: request.query.expires,
          signature: request.query.signature,
        });
        // Should a stored file ever be more than an image, a browser opening its link runs nothing.
        return reply
          .type(photo.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(photo.bytes);
      },
    );
  };
