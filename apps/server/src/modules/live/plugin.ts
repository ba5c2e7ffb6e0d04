import { DomainError, LIVE_MAX_CLIENT_MESSAGE_BYTES } from '@armada/domain';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerAuthGuard } from '../../auth/guard';
import type { DatabaseHandle } from '../../db/database';
import type { ApiContext } from '../context';
import { acceptLiveConnection } from './connection';
import { LiveHub, type LiveSession } from './hub';
import { startLiveListener } from './listener';
import { findActiveUsers } from './queries';

const SHUTDOWN_GRACE_MS = 1_000;

export interface LiveSettings {
  /** A socket silent this long is pinged; one silent for two rounds is dropped. */
  heartbeatMs: number;
  /** How often users of open sockets are read again (deactivated: closed; scopes: refreshed). */
  sessionCheckMs: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  heartbeatMs: 30_000,
  sessionCheckMs: 60_000,
};

export type LiveDependencies = Pick<ApiContext, 'db' | 'token' | 'publicUrl'> &
  Pick<DatabaseHandle, 'listen'>;

/**
 * Another socket route served beside /ws (the voice relay): one @fastify/websocket per server, so it
 * is registered inside this plugin and shares its Origin check and token guard.
 */
export interface SocketModule {
  plugin: FastifyPluginAsync;
  /** Ends its sockets' work at shutdown, before the sockets are closed and the database is. */
  shutdown(): Promise<void>;
}

/**
 * Whether a handshake's Origin may open a socket. A browser always sends Origin on a WebSocket
 * handshake, so a page of another site is refused; a client without Origin is not a browser (a
 * gateway, a script) and no page can make one use a user's token, so it is let in on its token alone.
 */
export function originAllowed(origin: string | undefined, publicUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The live socket `/ws` (README.md beside this file): Origin check, then the REST guard on `?token=`,
 * then the hub of this instance's sockets, fed by LISTEN on the live channel.
 */
export const livePlugin =
  (
    deps: LiveDependencies,
    settings: LiveSettings = DEFAULT_LIVE_SETTINGS,
    sockets: readonly SocketModule[] = [],
  ): FastifyPluginAsync =>
  async (app) => {
    const hub = new LiveHub();
    await app.register(websocket, {
      options: { maxPayload: LIVE_MAX_CLIENT_MESSAGE_BYTES },
      // A client that breaks the protocol (a message over maxPayload: ws closes it with 1009) is
      // not a server error; a socket still open after an error is cut.
      errorHandler: (error, socket, request) => {
        request.log.info({ err: { message: error.message } }, 'live socket error');
        if (socket.readyState === socket.OPEN) socket.terminate();
      },
      // Shutdown says 1001 (going away) so clients reconnect to another instance; a peer that does not
      // answer the close within a second is cut, so a dead one cannot hold the shutdown for 30 s.
      preClose: function closeSockets(this: typeof app, done) {
        const server = this.websocketServer;
        void Promise.allSettled(sockets.map((module) => module.shutdown())).then(() => {
          hub.closeAll(1001, 'server shutting down');
          const cut = setTimeout(() => {
            for (const socket of server.clients) socket.terminate();
          }, SHUTDOWN_GRACE_MS);
          server.close(() => {
            clearTimeout(cut);
            done();
          });
        });
      },
    });
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!originAllowed(request.headers.origin, deps.publicUrl)) {
        throw new DomainError('live/origin-not-allowed');
      }
    });
    registerAuthGuard(app, deps.db, deps.token);
    app.route({
      method: 'GET',
      url: '/ws',
      schema: { hide: true },
      // Without an upgrade there is nothing to serve here.
      handler: async () => {
        throw new DomainError('route-not-found');
      },
      wsHandler: (socket, request) => acceptLiveConnection(socket, request, hub),
    });
    for (const module of sockets) await app.register(module.plugin);

    const unlisten = await startLiveListener({ db: deps.db, listen: deps.listen }, hub, app.log);
    const checkSessions = async () => {
      const checked = hub.userIds();
      const rows = await findActiveUsers(deps.db, checked);
      const sessions = new Map<number, LiveSession>(
        rows.map((row) => [row.id, { companyId: row.company_id, scopes: row.scopes }]),
      );
      hub.applySessions(checked, sessions);
    };
    // Per instance: they are about this instance's sockets. Purging stored events is a background
    // job (modules/jobs/job-list.ts), run once across instances.
    const timers = [
      setInterval(() => hub.heartbeat(), settings.heartbeatMs),
      setInterval(
        () =>
          void checkSessions().catch((error) => app.log.error({ err: error }, 'live session check failed')),
        settings.sessionCheckMs,
      ),
    ];
    for (const timer of timers) timer.unref();
    // preClose, not onClose: the database may close in a root onClose (main.ts) before ours runs.
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await unlisten();
    });
  };
