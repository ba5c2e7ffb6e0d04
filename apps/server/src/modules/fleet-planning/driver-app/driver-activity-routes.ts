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
import { authOf } from '../../../auth/guard';
import { readSingleFileUpload } from '../../../http/multipart-upload';
import { dataOf, errorResponses } from '../../../http/schemas';
import type { ApiContext } from '../../context';
import {
  addDriverPhoto,
  adjustDriverLoads,
  clearDriverPhotos,
  completeDriverActivity,
  deleteDriverPhoto,
  listDriverPhotos,
} from './driver-activity-service';

const tags = ['driver-app'];
const security = [{ bearer: [] }];
const READ = { scopes: ['tms_driver:read' as const] };
const UPDATE = { scopes: ['tms_driver:update' as const] };
const ACTIVITY = '/fleet-task/:id/point/:pointId/activity/:activityId';
const activityParams = z.object({ id: uuidSchema, pointId: uuidSchema, activityId: uuidSchema });
const pathOf = (params: z.infer<typeof activityParams>) => ({
  taskId: params.id,
  pointId: params.pointId,
  activityId: params.activityId,
});
const OWN =
  "On the caller's own task in Dijadwalkan or Perjalanan only (any other: 404 `not-found`); the same " +
  'rules and refusals as the path of the same shape under /fleet-planning/v1/.';

/** The work at a stop from the phone (issue 18 item 1): photos, completion, load adjustment. */
export const driverActivityRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    // As the dispatcher's upload: one file a call, cut off and refused above the limit.
    await app.register(multipart, {
      preservePath: true,
      limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      `${ACTIVITY}/attachment`,
      {
        config: UPDATE,
        schema: {
          tags,
          security,
          summary: 'Uploads one proof photo (multipart: type=photo, file)',
          description: `${OWN} JPEG, PNG or WebP, at most ${MAX_PHOTO_BYTES} bytes and ${MAX_PHOTOS_PER_ACTIVITY} photos per activity, only while the task is Perjalanan.`,
          consumes: ['multipart/form-data'],
          params: activityParams,
          response: { 201: dataOf(activityAttachmentSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const upload = await readSingleFileUpload(request, 'file');
        const photo = await addDriverPhoto(context, authOf(request), pathOf(request.params), upload);
        return reply.code(201).send({ data: photo });
      },
    );

    app.get(
      `${ACTIVITY}/attachment`,
      {
        config: READ,
        schema: {
          tags,
          security,
          summary: "The activity's photos, oldest first, with signed links",
          description: OWN,
          params: activityParams,
          response: { 200: dataOf(z.array(activityAttachmentSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await listDriverPhotos(context, authOf(request), pathOf(request.params)),
      }),
    );

    app.delete(
      `${ACTIVITY}/attachment`,
      {
        config: UPDATE,
        schema: {
          tags,
          security,
          summary: 'Clears the photos not yet saved into a proof (the form was cancelled)',
          description: OWN,
          params: activityParams,
          response: { 200: dataOf(z.object({ deleted: z.number() })), ...errorResponses },
        },
      },
      async (request) => ({
        data: await clearDriverPhotos(context, authOf(request), pathOf(request.params)),
      }),
    );

    app.delete(
      `${ACTIVITY}/attachment/:attachmentId`,
      {
        config: UPDATE,
        schema: {
          tags,
          security,
          summary: 'Removes one photo of an open form; a photo in a saved proof stays',
          description: OWN,
          params: activityParams.extend({ attachmentId: uuidSchema }),
          response: { 200: dataOf(z.object({ deleted: z.number() })), ...errorResponses },
        },
      },
      async (request) => ({
        data: await deleteDriverPhoto(
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
        config: UPDATE,
        schema: {
          tags,
          security,
          summary: "Completes a pickup or drop with its proof, as the driver (type: 'driver')",
          description:
            `${OWN} \`type\` must be 'driver' (else invalid/invalid-fields on type). A drop only after its ` +
            'pickup (invalid/pickup-must-be-completed). adjusted_delivery_loads needs the company setting ' +
            'is_driver_load_adjustment_on (else delivery/driver-load-adjustment-off, nothing stored).',
          params: activityParams,
          body: completeActivityRequestSchema,
          response: { 200: dataOf(activityProofSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await completeDriverActivity(context, authOf(request), pathOf(request.params), request.body),
      }),
    );

    app.patch(
      `${ACTIVITY}/adjust-load`,
      {
        config: UPDATE,
        schema: {
          tags,
          security,
          summary: 'Adjusts the actual quantities of a completed pickup or drop',
          description:
            `${OWN} Only when the company setting is_driver_load_adjustment_on is on (else 403 ` +
            'delivery/driver-load-adjustment-off). Body: a JSON array of {delivery_load_uuid, quantity, reason}.',
          params: activityParams,
          body: adjustLoadRequestSchema,
          response: { 200: dataOf(adjustedLoadsSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await adjustDriverLoads(context, authOf(request), pathOf(request.params), request.body),
      }),
    );
  };
