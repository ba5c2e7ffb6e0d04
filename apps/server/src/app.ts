import { DomainError } from '@armada/domain';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { registerAuthGuard } from './auth/guard';
import {
  DEFAULT_MEDIA_GATEWAY_SECRET,
  DEFAULT_MEDIA_MAX_CLIP_BYTES,
  type MediaGatewayConfig,
  type TrustProxy,
} from './config';
import type { DatabaseHandle } from './db/database';
import { readRouting, WRITE_POSITION_HEADER } from './db/read-routing';
import type { Database } from './db/schema';
import { registerCompression } from './http/compression';
import { registerApiDocs } from './http/docs';
import { registerErrorHandling, sendDomainError } from './http/errors';
import { sharedRateLimits } from './http/rate-limit-store';
import { loggerWithoutTokens } from './http/request-log';
import { registerTextGuard } from './http/text-guard';
import { zodValidatorCompiler } from './http/validation';
import { registerWebApp } from './http/web-app';
import { createGatewayClient } from './modules/alert-center/media/gateway-client';
import { alertCenterRoutes } from './modules/alert-center/routes';
import { voiceRelay } from './modules/alert-center/voice/voice-socket';
import { APP_HOOKS } from './modules/app-hooks';
import { accountMailer } from './modules/auth/account-mail';
import { accountRoutes } from './modules/auth/account-routes';
import { authRoutes, LOGIN_RATE_LIMIT, type LoginRateLimit } from './modules/auth/routes';
import type { ApiContext, MediaContext } from './modules/context';
import { driverAppRoutes } from './modules/fleet-planning/driver-app/routes';
import { fleetTaskRoutes } from './modules/fleet-planning/fleet-tasks/routes';
import { reasonRoutes } from './modules/fleet-planning/reasons/routes';
import { fleetResourceRoutes } from './modules/fleet-planning/resources/routes';
import { settingRoutes } from './modules/fleet-planning/settings/routes';
import { healthRoutes } from './modules/health/routes';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings, livePlugin } from './modules/live/plugin';
import { type SmtpConfig, smtpConfigFromEnv } from './modules/notification/config';
import { notificationPlugin } from './modules/notification/plugin';
import { notificationRoutes } from './modules/notification/routes';
import { orderRoutes } from './modules/order/routes';
import { companyRoutes } from './modules/platform/company/routes';
import { platformRoutes } from './modules/platform/routes';
import { platformShellRoutes } from './modules/platform/shell-routes';
import { userRoutes } from './modules/platform/users/routes';
import { dashboardOperationsRoutes, reportRoutes } from './modules/report/routes';
import { DEFAULT_INTAKE_QUEUE, IntakeQueue } from './modules/telemetry/intake-queue';
import { telemetryRoutes } from './modules/telemetry/routes';
import { IntakeCounters } from './modules/telemetry/stats';
import { vehicleManagementRoutes } from './modules/vehicle-management/routes';
import { vendorManagementRoutes } from './modules/vendor-management/routes';
import { createRoutingProvider, type RoutingProvider } from './routing';
import { type FileStorage, temporaryStorage } from './storage/file-storage';

export interface AppOptions {
  database: DatabaseHandle;
  /** INTAKE_QUEUE_MAX_POSITIONS (config.ts): the position intake's bound, default 20,000. */
  intakeQueueMaxPositions?: number;
  /** DATABASE_READ_URL's replica (config.ts): lists and reports read there (db/read-routing.ts). */
  readReplica?: Kysely<Database> | null;
  jwtSecret: Uint8Array;
  tokenTtlSeconds?: number;
  /** Folder of the built web app; when absent or missing, only the API is served. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Base of links the API hands out; defaults to http://localhost:3000. */
  publicUrl?: string;
  /** LEGACY_APP_URL (config.ts); by default none, which hides 'back to the old version'. */
  legacyAppUrl?: string | null;
  /** Defaults to OSRM when OSRM_URL is set, else the straight-line estimate. */
  routing?: RoutingProvider;
  /** Uploaded files; without one (tests, the e2e server) a temporary folder removed on close. */
  storage?: FileStorage;
  /**
   * Logins per client address and window; 10 a minute unless given. The browser tests, whose
   * journeys all log in from one address, raise it.
   */
  loginRateLimit?: LoginRateLimit;
  /** TRUST_PROXY (config.ts); by default no proxy is trusted. */
  trustProxy?: TrustProxy;
  /** Timers of the live socket (heartbeat, session check); tests shorten them. */
  live?: Partial<LiveSettings>;
  /** Where invitation and password-reset e-mails go out; by default SMTP_URL / SMTP_HOST, or none. */
  smtp?: SmtpConfig | null;
  /** Production hardening that tests switch on explicitly (GraphQL introspection off); NODE_ENV by default. */
  production?: boolean;
  /**
   * The dashcam device gateway (config.ts MEDIA_GATEWAY_URL, MEDIA_GATEWAY_SECRET, MEDIA_MAX_CLIP_BYTES);
   * by default none, so media and call buttons explain that no gateway is configured.
   */
  media?: MediaOptions;
}

export interface MediaOptions {
  gateway: MediaGatewayConfig | null;
  secret?: string;
  maxClipBytes?: number;
}

function mediaContext(options: MediaOptions | undefined): MediaContext {
  const secret = options?.secret ?? DEFAULT_MEDIA_GATEWAY_SECRET;
  const gateway = options?.gateway ?? null;
  return {
    gateway: gateway ? createGatewayClient({ gateway, secret }) : null,
    secret,
    maxClipBytes: options?.maxClipBytes ?? DEFAULT_MEDIA_MAX_CLIP_BYTES,
  };
}

/** A hop count as the function Fastify makes of one (its types take no number). */
function proxyTrust(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole product in one Fastify instance; tests build it in-process and call it with inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerWithoutTokens(options.logger),
    // Only the configured proxies may set the client address (login limits count per address).
    trustProxy: proxyTrust(options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // A path that is not valid percent-encoded UTF-8 (a lone surrogate's bytes) gets the catalogue's body.
    frameworkErrors: (_error, request, reply) =>
      sendDomainError(request, reply, new DomainError('invalid/invalid-input-format')),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);

  const context: ApiContext = {
    db: options.database.db,
    token: { secret: options.jwtSecret, ttlSeconds: options.tokenTtlSeconds ?? 12 * 60 * 60 },
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    legacyAppUrl: options.legacyAppUrl ?? null,
    routing: options.routing ?? createRoutingProvider(process.env, { logger: app.log }),
    storage: options.storage ?? temporaryStorage(app),
    hooks: APP_HOOKS,
    media: mediaContext(options.media),
    intake: new IntakeQueue(options.database.backgroundDb, app.log, {
      ...DEFAULT_INTAKE_QUEUE,
      maxPositions: options.intakeQueueMaxPositions ?? DEFAULT_INTAKE_QUEUE.maxPositions,
      // PGlite has one connection, shared with page requests: one intake call at a time.
      batchesAtOnce: options.database.kind === 'pglite' ? 1 : DEFAULT_INTAKE_QUEUE.batchesAtOnce,
    }),
    reads: readRouting(options.database.db, options.readReplica ?? null, (error) =>
      app.log.warn({ err: error }, 'the read replica did not answer; reads go to the primary for now'),
    ),
  };
  if (context.reads.hasReplica) {
    // A write answers the primary's WAL position; the client's next reads ask for it (X-Read-After).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
        const position = await context.reads.writePosition().catch(() => null);
        if (position) reply.header(WRITE_POSITION_HEADER, position);
      }
      return payload;
    });
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd writes its styles at run time; map tiles come from the configured tile server.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        scriptSrc: ["'self'"],
        // An announcement's video action (issue 17): the two players the web embeds, or a video file.
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Counted in the database, so a limit holds across instances (http/rate-limit-store.ts).
  const rateLimits = sharedRateLimits(context.db, (error) =>
    app.log.error({ err: error }, 'writing rate limit counts failed'),
  );
  // preClose: the database may close in a root onClose (main.ts) before the last counts are written.
  app.addHook('preClose', rateLimits.close);
  await app.register(rateLimit, {
    global: false,
    store: rateLimits.store,
    errorResponseBuilder: () => new DomainError('too-many-requests'),
  });
  await registerApiDocs(app);
  const mailer = accountMailer(
    options.smtp === undefined ? smtpConfigFromEnv(process.env) : options.smtp,
    app.log,
  );

  await app.register(
    async (api) => {
      // The API's scope only, and before its routes: the hook is added to the routes declared after it.
      await registerCompression(api);
      registerAuthGuard(api, context.db, context.token);
      await api.register(healthRoutes({ ...context, databaseKind: options.database.kind }));
      await api.register(authRoutes(context, options.loginRateLimit), { prefix: '/auth' });
      await api.register(accountRoutes(context, mailer, options.loginRateLimit ?? LOGIN_RATE_LIMIT), {
        prefix: '/auth',
      });
      await api.register(platformRoutes(context), { prefix: '/platform/v1' });
      await api.register(dashboardOperationsRoutes(context), { prefix: '/platform/v1' });
      await api.register(reportRoutes(context), { prefix: '/report/v1' });
      await api.register(userRoutes(context, mailer), { prefix: '/platform/v1' });
      await api.register(companyRoutes(context), { prefix: '/platform/v1' });
      await api.register(platformShellRoutes(context), { prefix: '/platform/v1' });
      await api.register(reasonRoutes(context), { prefix: '/fleet-planning/v1' });
      await api.register(settingRoutes(context), { prefix: '/fleet-planning/v1' });
      await api.register(fleetResourceRoutes(context), { prefix: '/fleet-planning/v1' });
      await api.register(fleetTaskRoutes(context), { prefix: '/fleet-planning/v1' });
      // The phone's positions count in the intake's statistics with the devices' own.
      const intakeCounters = new IntakeCounters();
      await api.register(driverAppRoutes(context, intakeCounters), {
        prefix: '/fleet-planning/v1/driver-app',
      });
      await api.register(orderRoutes(context), { prefix: '/order/v1' });
      await api.register(vehicleManagementRoutes(context), { prefix: '/vehicle-management/v1' });
      await api.register(vendorManagementRoutes(context), { prefix: '/vendor-management/v1' });
      await api.register(telemetryRoutes(context, intakeCounters), { prefix: '/telemetry' });
      await api.register(notificationRoutes(context), { prefix: '/fleet-planning/v1' });
      await api.register(
        alertCenterRoutes(context, {
          production: options.production ?? process.env.NODE_ENV === 'production',
        }),
      );
    },
    { prefix: '/api' },
  );
  await app.register(notificationPlugin(context));
  await app.register(
    livePlugin(
      { db: context.db, token: context.token, publicUrl: context.publicUrl, listen: options.database.listen },
      { ...DEFAULT_LIVE_SETTINGS, ...options.live },
      [voiceRelay(context)],
    ),
  );

  const serveWebApp = await registerWebApp(app, options.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (serveWebApp?.(request, reply)) return reply;
    return sendDomainError(request, reply, new DomainError('route-not-found'));
  });
  return app;
}
