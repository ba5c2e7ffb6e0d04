import { PLATFORM_ADMIN_ROLE } from '@armada/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: { public?: boolean; scopes?: readonly string[]; operator?: 'only' | 'also' } };
};

/**
 * The document states what the guard enforces, from the same route config: a public operation has no
 * security requirement, a private one lists the scopes it needs (OpenAPI 3.1 allows role names for
 * any scheme: the platform operator's console names the role `platform-admin`). Outside clients read
 * them, and the authorisation sweep checks the guard against them.
 */
function withDeclaredAccess({ schema, route }: TransformInput): TransformInput['schema'] {
  const config = route?.config ?? {};
  const required = config.operator === 'only' ? [PLATFORM_ADMIN_ROLE] : [...(config.scopes ?? [])];
  const security = config.public ? [] : [{ bearer: required }];
  return { ...schema, security };
}

/** OpenAPI built from the same zod schemas that validate requests; UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Armada API',
        description:
          'Fleet operations platform. Errors answer {code, message, errors?, errors_v2?}; messages are Indonesian ' +
          'unless Accept-Language: en. Lists take limit, page, search, sorts and filters. ' +
          "Live events: a WebSocket at /ws?token=<the same JWT> (Origin must be the app's own), JSON " +
          '{event, data} both ways: send PING (answer PONG) and update_tags {urgent?, important?, ' +
          'vgroupIds?}; receive alert-center-new, alert-center-update, alert-center-resolve, ' +
          'system-notif-{userId}, the dashboard events fleet-task.changed, vendor-request.answered, ' +
          'delivery-order.changed and vehicle.position (ids and a status), and ' +
          'error {code, message} for a bad message (apps/server/src/modules/live/README.md). ' +
          'Voice calls with a dashcam: a WebSocket at /ws/voice?token=&rawAlertId= relaying 640-byte 16 kHz ' +
          'PCM frames both ways, with state messages {type: state, state, callId, code?, message?} ' +
          '(apps/server/src/modules/alert-center/voice/README.md).',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => jsonSchemaTransform({ ...input, schema: withDeclaredAccess(input) }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
